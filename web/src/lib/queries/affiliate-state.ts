import type { ResponseOf } from '@bk/contract';
import { can, isBusinessRoleId } from '@bk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useActiveBusiness } from '../session/api/get-active-business';
import { useSignedIn } from '../session/auth-token';
import { affiliateKeys } from './get-affiliate-visible';

export type AffiliateState = ResponseOf<'affiliateGet'>;

/** The business's place in the affiliate programme (SPEC §3): Home's tile and the §4 guards read it. */
export const affiliateStateQueryOptions = () =>
  queryOptions({
    queryKey: [...affiliateKeys.all, 'state'] as const,
    queryFn: ({ signal }) => api.call('affiliateGet', { signal }),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });

/** The state, or undefined while it loads or when it could not be loaded (the tile stays hidden). */
export function useAffiliateState(): AffiliateState | undefined {
  const signedIn = useSignedIn();
  return useQuery({ ...affiliateStateQueryOptions(), enabled: signedIn }).data;
}

/**
 * SPEC §2 Home "Affiliate Programme (only when the affiliate state is enabled)", and only for a
 * member who may manage it (SPEC §6): the programme's screens would refuse anyone else.
 */
export function useAffiliateEnabled(): boolean {
  const state = useAffiliateState();
  const role = useActiveBusiness().data?.businessRole.id;
  return state?.enabled === true && isBusinessRoleId(role) && can(role, 'affiliate:manage');
}
