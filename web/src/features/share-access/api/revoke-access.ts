import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications/notification-store';
import { shareAccessKeys } from '../share-access-keys';

export function revokeAccess(email: string) {
  return api.call('businessAccessRevoke', { body: { email } });
}

/** Take a user's access away; the answer is the new access list. */
export function useRevokeAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccess,
    onSuccess: async (list, email) => {
      queryClient.setQueryData(shareAccessKeys.list(), list);
      notify({ type: 'success', message: `Access revoked for ${email}` });
      await queryClient.invalidateQueries({ queryKey: shareAccessKeys.audit() });
    },
  });
}
