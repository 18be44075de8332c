import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { isLoggedIn } from '../../../lib/session/auth-token';
import { markBannerCleared } from '../cleared-banners';

/**
 * Hide a banner at once and for good in this browser; when signed in, also tell the server so
 * it stays hidden on the user's other devices. A failed call changes nothing on screen.
 */
export async function clearBanner(id: string): Promise<void> {
  markBannerCleared(id);
  if (isLoggedIn()) await api.call('bannerClear', { params: { id } });
}

export function useClearBanner() {
  return useMutation({ mutationFn: clearBanner, meta: { quiet: true } });
}
