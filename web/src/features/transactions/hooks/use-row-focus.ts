import { useEffect, useState } from 'react';

/** The key of the Add button among the places focus goes back to. */
export const ADD_BUTTON = 'add';

/** The buttons focus can go back to by key, and the key asked for next. */
class FocusTargets {
  private readonly buttons = new Map<string, HTMLElement>();
  private wanted: string | null = null;

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

  want(key: string) {
    this.wanted = key;
  }

  /** After a render: focus the wanted button, or Add when that row is not on this page. */
  settle() {
    if (this.wanted === null) return;
    const key = this.wanted;
    this.wanted = null;
    (this.buttons.get(key) ?? this.buttons.get(ADD_BUTTON))?.focus();
  }
}

/**
 * Where focus goes when an add or edit closes (WCAG 2.4.3): to a transaction's Edit button, by
 * its id, or to the Add button. `refFor(key)` registers a button; `focus(key)`, called with the
 * change that closes the form, moves focus there once the page has drawn the list of that moment,
 * or to Add when that row is not shown (a new transaction outside the timeframe or on another page).
 */
export function useRowFocus() {
  const [targets] = useState(() => new FocusTargets());
  // After every render: the one that closed the form is when the saved row's button exists, if shown.
  useEffect(() => targets.settle());
  return { refFor: (key: string) => targets.refFor(key), focus: (key: string) => targets.want(key) };
}
