import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bankAccountKeys } from '../../../lib/queries/bank-accounts-keys';

/**
 * How many of an account's transactions are in VAT periods filed with HMRC (decision 0040), read
 * when its delete dialog opens so the dialog can say so before the person confirms.
 */
export function useFiledTransactionCount(accountId: string | null) {
  return useQuery({
    queryKey: [...bankAccountKeys.all, 'filed-count', accountId],
    queryFn: () => api.call('accountFiledCount', { params: { id: accountId ?? '' } }),
    enabled: accountId !== null,
    staleTime: 0,
  });
}
