import { BusinessRole } from '@bk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shareAccessKeys } from '../share-access-keys';

/** The roles that can be given; administrator is never one of them (SPEC §6). */
export async function getBusinessRoles(signal?: AbortSignal) {
  const roles = await api.call('businessRoles', { signal });
  return roles.filter((role) => role.id !== BusinessRole.ADMINISTRATOR);
}

export const businessRolesQueryOptions = () =>
  queryOptions({
    queryKey: shareAccessKeys.roles(),
    queryFn: ({ signal }) => getBusinessRoles(signal),
    staleTime: Infinity,
  });

export function useBusinessRoles(enabled: boolean) {
  return useQuery({ ...businessRolesQueryOptions(), enabled });
}
