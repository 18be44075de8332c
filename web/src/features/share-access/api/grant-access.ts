import type { BodyOf } from '@bk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { shareAccessKeys } from '../share-access-keys';

export function grantAccess(body: BodyOf<'businessAccessGrant'>) {
  return api.call('businessAccessGrant', { body });
}

/**
 * Invite someone to the active business, or change a member's role; the answer is the new access
 * list, whose entry for the address says which it was.
 */
export function useGrantAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAccess,
    onSuccess: async (list, { email }) => {
      clearFieldErrors();
      queryClient.setQueryData(shareAccessKeys.list(), list);
      const address = email.trim();
      const entry = list.find((e) => e.email.toLowerCase() === address.toLowerCase());
      notify({
        type: 'success',
        message: entry?.status === 'invited' ? `Invitation sent to ${address}` : `Access changed for ${address}`,
      });
      await queryClient.invalidateQueries({ queryKey: shareAccessKeys.audit() });
    },
  });
}
