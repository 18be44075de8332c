import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { PRODUCT_NAME } from '../config/constants';
import { SCREENS } from '../config/screens';
import { isScreenHandle } from './screen-handle';

/**
 * After each navigation: name the page in the browser tab and move focus to the new screen's
 * heading, so keyboard and screen reader users start at the new content (not on first load).
 */
export function useScreenEffects(): void {
  const location = useLocation();
  const matches = useMatches();
  const first = useRef(true);
  const handle = matches.map((m) => m.handle).find(isScreenHandle);
  const title = handle ? SCREENS[handle.screen].title : null;

  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main .screen-title')?.focus();
  }, [location.key]);
}
