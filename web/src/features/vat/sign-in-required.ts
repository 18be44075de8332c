import { routeTo } from '../../config/routes';
import { notify } from '../notifications/notification-store';
import { clearHmrcDetails } from './api/hmrc-details';

/**
 * SPEC §4 "VAT gating": an 'Invalid credentials' answer clears the tax authority details and
 * sends the user to HMRC sign in, with the message.
 */
export function handleHmrcSignInRequired(goTo: (address: string) => void): void {
  clearHmrcDetails();
  notify({ type: 'error', message: 'Invalid credentials' });
  goTo(routeTo('HmrcLogin'));
}
