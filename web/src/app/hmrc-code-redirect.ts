import { routeTo } from '../config/routes';
import { postHmrcAuth } from '../features/hmrc/api/post-hmrc-auth';
import { reportError } from '../features/notifications/report-error';
import { isLoggedIn } from '../features/session/auth-token';

const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The address below the router's basename, e.g. `/app/home?x=1` -> `/home?x=1`. */
function appAddress(url: URL): string {
  const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) : url.pathname;
  return `${path || '/'}${url.search}`;
}

/**
 * SPEC §2: an address carrying HMRC's `code` and our `returnName` is the way back from HMRC's
 * sign-in. The code goes to the server, then the user sees HmrcLoginComplete. If that fails,
 * the error is shown and the user carries on to the same address without the code.
 */
export async function hmrcCodeRedirect(url: URL): Promise<string | null> {
  const code = url.searchParams.get('code');
  const returnName = url.searchParams.get('returnName');
  if (!code || !returnName) return null;
  const rest = new URL(url);
  ['code', 'returnName', 'state'].forEach((key) => rest.searchParams.delete(key));
  if (!isLoggedIn()) return appAddress(rest);
  try {
    await postHmrcAuth(code, returnName);
    return routeTo('HmrcLoginComplete', {}, { returnName });
  } catch (error) {
    reportError(error);
    return appAddress(rest);
  }
}
