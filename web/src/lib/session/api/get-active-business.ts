import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { ApiError } from '../../api-error';
import { useSignedIn } from '../auth-token';
import { sessionKeys } from '../session-keys';

/**
 * The business the session is working on, or null when none is selected yet (the server
 * answers 403 until the user picks one on SelectBusiness).
 */
export async function getActiveBusiness(signal?: AbortSignal) {
  try {
    return await api.call('businessActiveGet', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'forbidden') return null;
    throw error;
  }
}

export const activeBusinessQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.activeBusiness(),
    queryFn: ({ signal }) => getActiveBusiness(signal),
    staleTime: Infinity,
    meta: { quiet: true },
  });

export function useActiveBusiness() {
  const signedIn = useSignedIn();
  return useQuery({ ...activeBusinessQueryOptions(), enabled: signedIn });
}
