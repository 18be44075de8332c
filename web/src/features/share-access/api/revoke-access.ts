import type { ResponseOf } from '@bk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications/notification-store';
import { shareAccessKeys } from '../share-access-keys';

export function revokeAccess(email: string) {
  return api.call('businessAccessRevoke', { body: { email } });
}

/** Take a member's access away, or withdraw an invitation; the answer is the new access list. */
export function useRevokeAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: Pick<ResponseOf<'businessAccessList'>[number], 'email' | 'status'>) =>
      revokeAccess(entry.email),
    onSuccess: async (list, { email, status }) => {
      queryClient.setQueryData(shareAccessKeys.list(), list);
      notify({
        type: 'success',
        message: status === 'invited' ? `Invitation withdrawn for ${email}` : `Access revoked for ${email}`,
      });
      await queryClient.invalidateQueries({ queryKey: shareAccessKeys.audit() });
    },
  });
}
