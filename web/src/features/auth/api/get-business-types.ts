import { BUSINESS_TYPES } from '@bk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from '../auth-keys';

export function getBusinessTypes(signal?: AbortSignal) {
  return api.call('businessTypeList', { signal });
}

export const businessTypesQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.businessTypes(),
    queryFn: ({ signal }) => getBusinessTypes(signal),
    staleTime: Infinity,
    meta: { quiet: true },
  });

/** The business types to choose from; the domain's list stands in until (or if not) loaded. */
export function useBusinessTypes() {
  const query = useQuery(businessTypesQueryOptions());
  return query.data ?? BUSINESS_TYPES.map(({ id, name }) => ({ id, name }));
}
