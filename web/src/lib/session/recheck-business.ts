import { routeTo } from '../../config/routes';
import { queryClient } from '../query-client';
import { getActiveBusiness } from './api/get-active-business';
import { sessionKeys } from './session-keys';

let checking = false;

/**
 * After a 403 on a business-scoped call, ask again which business the session works on. When
 * the business has been deleted or the caller's access revoked, the answer is none: forget the
 * cached business and list, and go to Select Business rather than leave the person on a screen
 * whose every call is refused. A 403 for a missing permission leaves things as they are.
 */
export async function recheckBusiness(routeName: string, goTo: (address: string) => void): Promise<void> {
  if (checking || routeName === 'businessActiveGet') return;
  checking = true;
  try {
    const business = await getActiveBusiness();
    if (business !== null) return;
    queryClient.setQueryData(sessionKeys.activeBusiness(), null);
    await queryClient.invalidateQueries({ queryKey: sessionKeys.businessList() });
    goTo(routeTo('SelectBusiness'));
  } catch {
    // Could not tell (offline, signed out meanwhile): the next navigation checks again.
  } finally {
    checking = false;
  }
}
