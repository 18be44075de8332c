import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications/notification-store';
import { sessionKeys } from '../../../lib/session/session-keys';

export function updateBusinessType(businessTypeId: number) {
  return api.call('businessActiveType', { body: { businessTypeId } });
}

/** Set the active business's type; the answer is the updated business. */
export function useUpdateBusinessType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessType,
    onSuccess: (business) => {
      queryClient.setQueryData(sessionKeys.activeBusiness(), business);
      notify({ type: 'success', message: 'Updated business type successfully' });
    },
  });
}
