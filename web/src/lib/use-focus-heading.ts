import { useEffect, useRef } from 'react';

/**
 * When a screen changes state in place (verifying -> verified, credentials -> passcode), move
 * focus to its new heading, as a navigation would (app/use-screen-effects), so keyboard and
 * screen reader users start at the new content. Not on first show: the router does that.
 */
export function useFocusHeadingOn(state: string): void {
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    // A step's own heading if it has one, else the screen's.
    const heading =
      document.querySelector<HTMLElement>('main .step-title') ??
      document.querySelector<HTMLElement>('main .screen-title');
    heading?.focus();
  }, [state]);
}
