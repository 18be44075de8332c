import type { BodyOf } from '@bk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { sessionKeys } from '../../../lib/session/session-keys';

export type BusinessEditInput = BodyOf<'businessActiveUpdate'>;

export function updateBusiness(body: BusinessEditInput) {
  return api.call('businessActiveUpdate', { body });
}

/** Save the active business; the answer is the business as stored. */
export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: async (business) => {
      clearFieldErrors();
      queryClient.setQueryData(sessionKeys.activeBusiness(), business);
      notify({ type: 'success', message: 'Business updated' });
      // The name shows in the business menu's list.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.businessList() });
    },
  });
}
