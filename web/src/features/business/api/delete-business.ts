import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { notify } from '../../../lib/notifications/notification-store';
import { sessionKeys } from '../../../lib/session/session-keys';

export function deleteBusiness() {
  return api.call('businessDelete');
}

/**
 * Delete the active business and everything in it (administrator only). The caller leaves the
 * screen in `onSuccess`, then calls {@link forgetDeletedBusiness}.
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
      await queryClient.invalidateQueries({ queryKey: sessionKeys.businessList() });
    },
  });
}

/** After a deletion no business is selected: every cached answer about the old one goes. */
export function forgetDeletedBusiness(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
  queryClient.setQueryData(sessionKeys.activeBusiness(), null);
}
