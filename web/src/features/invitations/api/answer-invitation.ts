import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications/notification-store';
import { sessionKeys } from '../../../lib/session/session-keys';
import { invitationKeys } from '../invitation-keys';

/** What the person answers and the business it is about, for the message. */
interface Answer {
  id: string;
  businessName: string;
}

/** Accept an invitation: the business joins the person's list (the answer is its tile). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Answer) => api.call('invitationAccept', { params: { id } }),
    onSuccess: async (tile) => {
      notify({ type: 'success', message: `You now have access to ${tile.name}` });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.businessList() });
    },
    // Answered or not, the list may have changed (withdrawn or expired meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.list() }),
  });
}

/** Decline an invitation: it goes, and nothing else changes. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Answer) => api.call('invitationDecline', { params: { id } }),
    onSuccess: (_ok, { businessName }) => {
      notify({ type: 'success', message: `Invitation to ${businessName} declined` });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.list() }),
  });
}
