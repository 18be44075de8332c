import { handleHmrcSignInRequired } from '../features/vat/sign-in-required';
import { reportError } from '../lib/notifications/report-error';
import { isLoggedIn } from '../lib/session/auth-token';
import { endSession } from '../lib/session/end-session';
import { recheckBusiness } from '../lib/session/recheck-business';
import { configureApiClient } from '../lib/api-client';
import { setQueryErrorReporter } from '../lib/query-client';

/**
 * Connect the API client and the query cache to the session and the notifications. Done before
 * the router starts, so the first screen's loaders already sign out on a 401.
 */
export function wireSession(goTo: (address: string) => void): void {
  configureApiClient({
    isSignedIn: isLoggedIn,
    onUnauthenticated: () => endSession(goTo),
    onBusinessForbidden: (routeName) => void recheckBusiness(routeName, goTo),
    onHmrcSignInRequired: () => handleHmrcSignInRequired(goTo),
  });
  setQueryErrorReporter(reportError);
}
