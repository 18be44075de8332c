import type { BodyOf } from '@bk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { shareAccessKeys } from '../share-access-keys';

export function grantAccess(body: BodyOf<'businessAccessGrant'>) {
  return api.call('businessAccessGrant', { body });
}

/** Share the active business with an existing user; the answer is the new access list. */
export function useGrantAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAccess,
    onSuccess: async (list, { email }) => {
      clearFieldErrors();
      queryClient.setQueryData(shareAccessKeys.list(), list);
      notify({ type: 'success', message: `Access shared with ${email.trim()}` });
      await queryClient.invalidateQueries({ queryKey: shareAccessKeys.audit() });
    },
  });
}
