import { useEffect, useState } from 'react';

/** The key of the Add button among the places focus goes back to. */
export const ADD_BUTTON = 'add';

/** The buttons focus can go back to, by key, while they are on the page. */
class FocusTargets {
  private readonly buttons = new Map<string, HTMLElement>();

  /** A ref callback that keeps `key`'s button while it is on the page. */
  refFor(key: string) {
    return (el: HTMLElement | null) => {
      if (!el) return;
      this.buttons.set(key, el);
      return () => {
        if (this.buttons.get(key) === el) this.buttons.delete(key);
      };
    };
  }

  /** Focus `key`'s button, or Add when that row is not on this page. */
  focus(key: string) {
    (this.buttons.get(key) ?? this.buttons.get(ADD_BUTTON))?.focus();
  }
}

/**
 * Where focus goes when an add or edit closes (WCAG 2.4.3): to a transaction's Edit button, by
 * its id, or to the Add button. `refFor(key)` registers a button; `focus(key)`, called with the
 * change that closes the form, moves focus there once the page has drawn the list of that moment,
 * or to Add when that row is not shown (a new transaction outside the timeframe or on another page).
 *
 * The wanted key is state, set in the same update as the form's closing, so the effect that moves
 * focus belongs to the render that closed the form and sees its page. A key kept aside and taken
 * by whichever effect ran next could be taken by an earlier render's effect still waiting to run
 * (Preact runs a component's pending effects just before its next render; a busy browser delays
 * them until then): that render still showed the form, Add was disabled, and focus was lost.
 */
export function useRowFocus() {
  const [targets] = useState(() => new FocusTargets());
  // An object, not the key itself, so asking for the same button twice moves focus twice.
  const [wanted, setWanted] = useState<{ key: string } | null>(null);
  useEffect(() => {
    if (wanted) targets.focus(wanted.key);
  }, [targets, wanted]);
  return { refFor: (key: string) => targets.refFor(key), focus: (key: string) => setWanted({ key }) };
}
