import { MESSAGES } from '@bk/domain';
import { routeTo } from '../../config/routes';
import { notify } from '../notifications/notification-store';
import { isLoggedIn } from './auth-token';
import { resetSession } from './session-actions';

/**
 * The session has ended on the server (a 401, or the idle check ran out): forget it, say so,
 * and go to sign in (SPEC §6 "A 401 response logs the user out").
 */
export function endSession(goTo: (address: string) => void): void {
  if (!isLoggedIn()) return;
  resetSession();
  notify({ type: 'warning', message: MESSAGES.unauthenticated });
  goTo(routeTo('Login'));
}
