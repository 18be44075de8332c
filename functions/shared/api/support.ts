import { supportMay, type RouteSpec } from '@bk/contract';
import { ForbiddenError } from '../errors';
import type { Caller } from './types';

export const SUPPORT_REFUSED =
  'Support staff cannot do this in a support session. Ask the account holder to do it themselves.';

/**
 * Refuse a route the route table closes to support sessions (admin login with the user's support
 * token): support staff may look at everything the user may see and help, but change nothing
 * (decision 0023). The chain calls it for every route before the handler runs, so no handler has
 * to remember it.
 */
export function refuseInSupportSession(caller: Caller | null, route: RouteSpec): void {
  if (caller?.session.support && !supportMay(route)) throw new ForbiddenError(SUPPORT_REFUSED);
}
