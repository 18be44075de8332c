import type { BodyOf } from '@bk/contract';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';

export function useExportTransactions() {
  return useMutation({
    mutationFn: (body: BodyOf<'transactionExport'>) => api.call('transactionExport', { body }),
  });
}

export function useExportContacts() {
  return useMutation({ mutationFn: () => api.call('contactExport') });
}
