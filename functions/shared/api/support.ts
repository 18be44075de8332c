import { ForbiddenError } from '../errors';
import type { Caller } from './types';

export const SUPPORT_REFUSED =
  'Support staff cannot do this in a support session. Ask the account holder to do it themselves.';

/**
 * Refuse an action in a support session (admin login with the user's support token): support
 * staff may look and help, but never change sign-in details, share access or delete anything.
 */
export function refuseInSupportSession(caller: Caller): void {
  if (caller.session.support) throw new ForbiddenError(SUPPORT_REFUSED);
}
