import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shareAccessKeys } from '../share-access-keys';

export function getAccessList(signal?: AbortSignal) {
  return api.call('businessAccessList', { signal });
}

export const accessListQueryOptions = () =>
  queryOptions({ queryKey: shareAccessKeys.list(), queryFn: ({ signal }) => getAccessList(signal) });

/** Who has access to the active business (administrators only). */
export function useAccessList(enabled: boolean) {
  return useQuery({ ...accessListQueryOptions(), enabled });
}
