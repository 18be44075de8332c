import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../config/constants';

/**
 * Name the browser tab after what the page shows (a profile's name). The shell names every page
 * by its screen in an effect that runs after its children's, so this sets the title just after.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = `${title} | ${PRODUCT_NAME}`;
    });
    return () => {
      current = false;
    };
  }, [title]);
}
