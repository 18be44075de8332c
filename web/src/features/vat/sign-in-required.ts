import { ROUTES, routeTo, type ScreenName } from '../../config/routes';
import { notify } from '../../lib/notifications/notification-store';
import { clearHmrcDetails } from '../../lib/queries/hmrc-details';
import { returnScreen } from './return-name';

/** Why HmrcLogin was opened: HMRC ended the connection (the address says `?reason=`). */
export const SIGN_IN_AGAIN_REASON = 'sign-in-again';

/**
 * The screen at `pathname` (under the app's `/app` base), when it needs no address parameters
 * and so can be come back to after HMRC sign-in.
 */
export function screenAtPath(pathname: string): ScreenName | null {
  const path = pathname.replace(/^\/app(?=\/|$)/, '') || '/';
  const name = (Object.keys(ROUTES) as ScreenName[]).find((n) => ROUTES[n] === path);
  return name && returnScreen(name, 'PageNotFound') === name ? name : null;
}

/**
 * SPEC §4 "VAT gating": an 'Invalid credentials' answer clears the tax authority details and
 * sends the user to HMRC sign in, with the message; the sign-in screen says why, and brings the
 * user back to the screen they were on.
 */
export function handleHmrcSignInRequired(goTo: (address: string) => void, pathname = window.location.pathname): void {
  clearHmrcDetails();
  notify({ type: 'error', message: 'Invalid credentials' });
  const here = screenAtPath(pathname);
  goTo(
    routeTo(
      'HmrcLogin',
      {},
      { reason: SIGN_IN_AGAIN_REASON, ...(here && here !== 'HmrcLogin' ? { returnName: here } : {}) },
    ),
  );
}
