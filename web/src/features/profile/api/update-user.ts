import type { BodyOf } from '@bk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { sessionKeys } from '../../../lib/session/session-keys';
import { profileSavedMessage } from '../profile-form';
import { profileKeys } from '../profile-keys';

export function updateUser(body: BodyOf<'userUpdate'>) {
  return api.call('userUpdate', { body });
}

/** Save name, e-mail or password (SPEC §7 PATCH user); says whether the new e-mail needs verifying. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async ({ emailNeedsVerify }) => {
      clearFieldErrors();
      notify({ type: 'success', message: profileSavedMessage(emailNeedsVerify) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
        queryClient.invalidateQueries({ queryKey: profileKeys.audit() }),
      ]);
    },
  });
}
