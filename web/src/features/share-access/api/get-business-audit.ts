import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shareAccessKeys } from '../share-access-keys';

export function getBusinessAudit(signal?: AbortSignal) {
  return api.call('businessAudit', { signal });
}

/** The business's security log (administrators); the screen says so itself when it cannot load. */
export const businessAuditQueryOptions = () =>
  queryOptions({
    queryKey: shareAccessKeys.audit(),
    queryFn: ({ signal }) => getBusinessAudit(signal),
    meta: { quiet: true },
  });

export function useBusinessAudit(enabled: boolean) {
  return useQuery({ ...businessAuditQueryOptions(), enabled });
}
