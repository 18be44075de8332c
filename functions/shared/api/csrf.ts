import { APP_HEADER, APP_HEADER_VALUE } from '@bk/contract';
import { ForbiddenError } from '../errors';
import { presentedToken } from './authenticate';
import { routedState } from './chain-state';
import type { ApiMiddleware } from './types';

/** What a refused request is told: it did not come from the app's own pages. */
export const CSRF_REFUSED =
  'This request did not come from the Bookkeeper app, so nothing was changed. Reload the page and try again.';

/** Methods that only read: the API changes nothing on them, so a forged one gains nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence (decision 0051), before authentication. The session
 * cookie is SameSite=Strict; on top of that:
 * - a state-changing request whose session came in the cookie must carry the app's header, which
 *   a cross-site form cannot send and a cross-origin script could send only after a CORS
 *   preflight the API never grants;
 * - a state-changing request the browser marks `Sec-Fetch-Site: cross-site` or `same-site` (a
 *   page of another site, or a sibling subdomain) is refused whatever it carries, sign-in included.
 * Requests with a bearer token are not affected: browsers never attach one by themselves.
 */
export const csrfDefence: ApiMiddleware = {
  before: (request) => {
    const method = request.event.requestContext.http.method.toUpperCase();
    if (SAFE_METHODS.has(method)) return;
    const headers = request.event.headers ?? {};
    const site = headers['sec-fetch-site']?.trim().toLowerCase();
    if (site === 'cross-site' || site === 'same-site') throw new ForbiddenError(CSRF_REFUSED);
    if (routedState(request.context).route.access === 'public') return;
    const presented = presentedToken(headers, request.event.cookies);
    if (presented?.via === 'cookie' && headers[APP_HEADER] !== APP_HEADER_VALUE) throw new ForbiddenError(CSRF_REFUSED);
  },
};
