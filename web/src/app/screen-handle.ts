import type { ScreenName } from '../config/routes';

/** What each screen's route carries in its `handle`: which screen it is (for the tab title and focus). */
export interface ScreenHandle {
  screen: ScreenName;
}

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}
