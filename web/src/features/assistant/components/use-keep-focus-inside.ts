import { useEffect, type RefObject } from 'react';

/**
 * While the dialog holding `inside` is open, focus that code moves out of it (a new screen
 * focusing its heading after a navigation) is brought back to where it was in the dialog, or to
 * its question field. Tab and Shift+Tab are kept in by the dialog itself; `closing` is set while
 * the dialog hands focus back to the page as it closes.
 */
export function useKeepFocusInside(
  inside: RefObject<HTMLElement | null>,
  opened: boolean,
  closing: RefObject<boolean>,
): void {
  useEffect(() => {
    if (!opened) return;
    let last: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const dialog = inside.current?.closest<HTMLElement>('[role="dialog"]');
      const target = event.target;
      if (!dialog || !(target instanceof HTMLElement)) return;
      if (dialog.contains(target)) {
        last = target;
        return;
      }
      if (closing.current) return;
      const back = last && dialog.contains(last) ? last : dialog.querySelector<HTMLElement>('input');
      back?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [opened, inside, closing]);
}
