import { routeTo } from '../config/routes';
import { postHmrcAuth } from '../features/hmrc/api/post-hmrc-auth';
import { notify } from '../lib/notifications/notification-store';
import { reportError } from '../lib/notifications/report-error';
import { isLoggedIn } from '../lib/session/auth-token';
import { setHmrcDetails } from '../lib/queries/hmrc-details';
import { takeHmrcReturnName } from '../features/vat/return-name';

const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The address below the router's basename, e.g. `/app/home?x=1` -> `/home?x=1`. */
function appAddress(url: URL): string {
  const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) : url.pathname;
  return `${path || '/'}${url.search}`;
}

/**
 * SPEC §2: an address carrying HMRC's `code` and `state` is the way back from HMRC's sign-in
 * (HMRC adds nothing else; the screen to come back to was kept in this tab when the user left).
 * The code and state go to the server, then the user sees HmrcLoginComplete; if that fails, the
 * error is shown and the user carries on to the same address without them. If HMRC sends an
 * `error` instead (the user did not grant authority), HmrcLogin offers to try again.
 */
export async function hmrcCodeRedirect(url: URL): Promise<string | null> {
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const refused = url.searchParams.get('error');
  if (!code && !(refused && state)) return null;
  const rest = new URL(url);
  ['code', 'state', 'error', 'error_description', 'error_code', 'returnName'].forEach((key) =>
    rest.searchParams.delete(key),
  );
  if (!isLoggedIn()) return appAddress(rest);
  const returnName = url.searchParams.get('returnName') ?? takeHmrcReturnName();
  if (!code) {
    notify({ type: 'error', message: 'HMRC sign in was not completed. Press Continue to try again.' });
    return routeTo('HmrcLogin', {}, { returnName: returnName ?? undefined });
  }
  try {
    setHmrcDetails(await postHmrcAuth(code, state, returnName));
    return routeTo('HmrcLoginComplete', {}, { returnName: returnName ?? undefined });
  } catch (error) {
    reportError(error);
    return appAddress(rest);
  }
}
