import type { ResponseOf } from '@bk/contract';
import { TwoFactorType } from '@bk/domain';

/**
 * SPEC §4 Login: credentials first, then a second step chosen by the returned two-factor type.
 * Authenticator users can switch to a one-time e-mailed code (backup) and back.
 */
export type LoginStep = 'credentials' | 'email' | 'authenticator' | 'backup';

export type LoginOutcome =
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'secondStep'; readonly step: 'email' | 'authenticator' }
  | { readonly kind: 'unexpected' };

/**
 * What a sign-in answer means for the screen. The session itself arrives in the HttpOnly cookie
 * (decision 0051): the answer only says it has opened.
 * @example outcomeOf({ token: null, twofaRequired: true, userTwofaTypeId: 100, signedIn: false }) // { kind: 'secondStep', step: 'email' }
 */
export function outcomeOf(response: ResponseOf<'userLogin'>): LoginOutcome {
  if (response.signedIn) return { kind: 'signedIn' };
  if (response.twofaRequired) {
    if (response.userTwofaTypeId === TwoFactorType.EMAIL) return { kind: 'secondStep', step: 'email' };
    if (response.userTwofaTypeId === TwoFactorType.AUTHENTICATOR) return { kind: 'secondStep', step: 'authenticator' };
  }
  return { kind: 'unexpected' };
}
