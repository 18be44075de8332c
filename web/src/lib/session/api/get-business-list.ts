import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { useSignedIn } from '../auth-token';
import { sessionKeys } from '../session-keys';

export function getBusinessList(signal?: AbortSignal) {
  return api.call('businessList', { signal });
}

export const businessListQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.businessList(),
    queryFn: ({ signal }) => getBusinessList(signal),
    staleTime: 60_000,
    meta: { quiet: true },
  });

/** The user's businesses, for the shell's business menu. */
export function useBusinessList() {
  const signedIn = useSignedIn();
  return useQuery({ ...businessListQueryOptions(), enabled: signedIn });
}
