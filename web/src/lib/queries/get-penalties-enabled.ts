import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

export const hmrcKeys = {
  all: ['hmrc'] as const,
  penaltiesEnabled: () => [...hmrcKeys.all, 'penalties-enabled'] as const,
};

/** Whether VAT penalties are switched on; a failure counts as off (SPEC §2 guards). */
export async function getPenaltiesEnabled(signal?: AbortSignal): Promise<boolean> {
  return api.call('hmrcPenaltiesEnabled', { signal }).catch(() => false);
}

export const penaltiesEnabledQueryOptions = () =>
  queryOptions({
    queryKey: hmrcKeys.penaltiesEnabled(),
    queryFn: ({ signal }) => getPenaltiesEnabled(signal),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });
