import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invitationKeys } from '../invitation-keys';

export function getInvitations(signal?: AbortSignal) {
  return api.call('invitationList', { signal });
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.list(), queryFn: ({ signal }) => getInvitations(signal) });

/** Pending invitations to the signed-in user's verified address. */
export function useInvitations(options: { quiet?: boolean } = {}) {
  return useQuery({ ...invitationsQueryOptions(), ...(options.quiet ? { meta: { quiet: true } } : {}) });
}
