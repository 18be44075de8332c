import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../notifications/notification-store';
import { sessionKeys } from '../../session/session-keys';

export function deleteBusiness() {
  return api.call('businessDelete');
}

/**
 * Delete the active business and everything in it (administrator only). Afterwards no business
 * is selected: every cached answer about it goes.
 */
export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusiness,
    onSuccess: async ({ status }) => {
      notify({
        type: 'success',
        message:
          status === 'deleted'
            ? 'Business deleted'
            : 'Your business is being deleted, this may take a while. It no longer appears in your list.',
      });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      queryClient.setQueryData(sessionKeys.activeBusiness(), null);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.businessList() });
    },
  });
}
