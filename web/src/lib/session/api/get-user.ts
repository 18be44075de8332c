import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { useSignedIn } from '../auth-token';
import { sessionKeys } from '../session-keys';

export function getUser(signal?: AbortSignal) {
  return api.call('userGet', { signal });
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: ({ signal }) => getUser(signal),
    staleTime: Infinity,
    meta: { quiet: true },
  });

/** The signed-in user, fetched once a token is present (SPEC §4 Session). */
export function useUser() {
  const signedIn = useSignedIn();
  return useQuery({ ...userQueryOptions(), enabled: signedIn });
}
