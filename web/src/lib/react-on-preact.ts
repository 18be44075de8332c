/* eslint-disable @typescript-eslint/unbound-method --
   Preact's option hooks are chained by keeping the previous hook and calling it, as Preact's own
   add-ons do. */
/**
 * What the build serves for `import … from 'react'` (decision 0059, web/vite.config.ts): Preact
 * 11's compatibility layer, which has React 19's `use`, `useEffectEvent` and `ref` as a prop, plus
 * the three things of React 19 that Mantine 9 and this app rely on and Preact leaves out:
 * - `<Activity>`: Mantine's Collapse, Transition and Tabs keep hidden content mounted with it;
 * - focusing an `autoFocus` element when it mounts: Preact only sets the attribute, which the
 *   browser honours when the page loads, so a form opened later would not get the focus;
 * - a controlled field shows its state's value, even when a change is refused: see
 *   {@link keepControlledValues}.
 * The types stay @types/react's; only the bundle changes.
 */
import { options, type VNode } from 'preact';
import { createElement, type ReactNode } from 'preact/compat';

// @ts-expect-error preact/compat's types use `export =`; the module itself has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

type AnyRef = ((el: Element | null) => void) | { current: Element | null } | null | undefined;
/** Elements already focused for `autoFocus`, so a later render (a new ref function) leaves focus alone. */
const autoFocused = new WeakSet<Element>();

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const node = vnode as VNode & { ref?: AnyRef; props: Record<string, unknown> };
  if (typeof node.type === 'string' && node.props.autoFocus) {
    const original = node.ref;
    node.ref = (el: Element | null) => {
      if (el instanceof HTMLElement && !autoFocused.has(el)) {
        autoFocused.add(el);
        // The element may not be in the document yet when its ref is set (a new parent is
        // inserted after its children); by the microtask it is.
        queueMicrotask(() => {
          if (el.isConnected) el.focus();
        });
      }
      if (typeof original === 'function') original(el);
      else if (original) original.current = el;
    };
  }
  previousVNodeHook?.(vnode);
};

type Field = HTMLInputElement | HTMLTextAreaElement;
/** Each controlled field's value as last rendered. */
const renderedValues = new WeakMap<Field, string>();
const UNCONTROLLABLE = new Set(['checkbox', 'radio', 'file']);

const previousDiffedHook = options.diffed;
options.diffed = (vnode: VNode) => {
  const props = vnode.props as { value?: unknown };
  // `__e` is the vnode's DOM element: Preact's own (stable) short name for it.
  const dom = (vnode as VNode & { __e?: unknown }).__e;
  const field = dom instanceof HTMLInputElement || dom instanceof HTMLTextAreaElement ? dom : null;
  const { value } = props;
  if (field && !UNCONTROLLABLE.has(field.type) && (typeof value === 'string' || typeof value === 'number'))
    renderedValues.set(field, String(value));
  else if (field) renderedValues.delete(field);
  previousDiffedHook?.(vnode);
};

/**
 * Fields that clean what is typed (a whole-pounds box dropping pence, a VAT number keeping its
 * digits, a quantity its three decimals) set their state to the cleaned text; when that is the
 * value they already had, nothing renders again. React then puts the rendered value back in the
 * field; Preact leaves the refused keystroke showing. After each input, once any render it caused
 * is done, the field is given back its rendered value, as React does.
 */
function keepControlledValues() {
  // On the document and not capturing, so it runs after the field's own handler and the render
  // that handler caused (Preact renders in a microtask, run as each handler returns); a task
  // later would be too late for the next key typed.
  document.addEventListener('input', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    queueMicrotask(() => {
      const rendered = renderedValues.get(field);
      if (rendered !== undefined && field.value !== rendered) field.value = rendered;
    });
  });
}
if (typeof document !== 'undefined') keepControlledValues();

/**
 * Hidden content stays mounted, its state kept, and out of sight and out of the accessibility
 * tree, as React's Activity keeps it (React hides the children themselves; a wrapper that takes no
 * box of its own does the same here).
 */
export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
