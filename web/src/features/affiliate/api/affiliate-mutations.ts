import type { BodyOf } from '@bk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { affiliateStateQueryOptions, type AffiliateState } from '../../../lib/queries/affiliate-state';
import { affiliateKeys } from '../../../lib/queries/get-affiliate-visible';

/** SPEC §8 success notices. */
export const ENROLLED = 'You have successfully joined the affiliate programme';
export const WITHDRAWN = 'You have successfully withdrawn from the affiliate programme';
export const SUBMITTED =
  'Affiliate profile submitted for approval, you will be notified via email once it has been reviewed';

/**
 * Enrol and withdraw change the business's affiliate state, which the guards and Home read
 * (SPEC §4 "Enrol and withdraw change the state, which reloads"): the answer is the new state,
 * and everything else the affiliate screens read is loaded afresh.
 */
function useStateChange<V>(call: (body: V) => Promise<AffiliateState>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (state) => {
      clearFieldErrors();
      queryClient.setQueryData(affiliateStateQueryOptions().queryKey, state);
      // Marked stale, not fetched now: the screen still showing them (the dashboard, on withdraw)
      // is about to go, and its profile calls answer 409 once the business has left.
      await queryClient.invalidateQueries({
        queryKey: affiliateKeys.all,
        predicate: (query) => query.queryKey[1] !== 'state' && query.queryKey[1] !== 'public-visible',
        refetchType: 'none',
      });
      notify({ type: 'success', message });
    },
  });
}

export function useEnrol() {
  return useStateChange((body: BodyOf<'affiliateEnroll'>) => api.call('affiliateEnroll', { body }), ENROLLED);
}

export function useWithdraw() {
  return useStateChange(() => api.call('affiliateWithdraw'), WITHDRAWN);
}

/** Submit the profile for approval; the dashboard then shows it as awaiting review. */
export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'affiliateProfileSubmit'>) => api.call('affiliateProfileSubmit', { body }),
    onSuccess: async () => {
      clearFieldErrors();
      await queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
      notify({ type: 'success', message: SUBMITTED, timeout: 8_000 });
    },
  });
}

/** Whether another profile has this address (SPEC §5); the profile's own address counts as free. */
export async function slugAvailable(slug: string, signal?: AbortSignal): Promise<boolean> {
  return (await api.call('affiliateProfileSlug', { body: { slug }, signal })).available;
}
