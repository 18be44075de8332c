import type { BodyOf } from '@bk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications/notification-store';
import { sessionKeys } from '../../../lib/session/session-keys';

export type CreateBusinessInput = BodyOf<'businessCreate'>;

export function createBusiness(body: CreateBusinessInput) {
  return api.call('businessCreate', { body });
}

/** SPEC §4 "Business creation": success says so; the business list refreshes. */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: async () => {
      notify({ type: 'success', message: 'Created business successfully' });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.businessList() });
    },
  });
}
