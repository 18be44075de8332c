import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from '../profile-keys';

export function getUserAudit(signal?: AbortSignal) {
  return api.call('userAudit', { signal });
}

/** The user's recent security events; the screen says so itself if they cannot be loaded. */
export const userAuditQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.audit(),
    queryFn: ({ signal }) => getUserAudit(signal),
    meta: { quiet: true },
  });

export function useUserAudit() {
  return useQuery(userAuditQueryOptions());
}
