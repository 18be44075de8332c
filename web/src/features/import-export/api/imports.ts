import type { BodyOf, ResponseOf } from '@bk/contract';
import type { CsvImportKind } from '@bk/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { transactionKeys } from '../../../lib/queries/transactions-keys';

export type ImportRecord = ResponseOf<'transactionImportList'>[number];

/** Query keys of the import screens. Everything here belongs to the active business. */
export const importKeys = {
  all: ['imports'] as const,
  list: (kind: CsvImportKind) => [...importKeys.all, kind, 'list'] as const,
};

export const importListQueryOptions = (kind: CsvImportKind) =>
  queryOptions({
    queryKey: importKeys.list(kind),
    queryFn: ({ signal }) =>
      kind === 'transactions'
        ? api.call('transactionImportList', { signal })
        : api.call('contactImportList', { signal }),
    // SPEC §8: background loads of imports fail quietly.
    meta: { quiet: true },
  });

/** The previous imports of transactions or of contacts, newest first as the server lists them. */
export function useImportList(kind: CsvImportKind) {
  return useQuery(importListQueryOptions(kind));
}

/**
 * Removes an import with everything it brought (for transactions, their attachments too);
 * `confirmFiledPeriod`: the person was told some of its transactions are in filed VAT periods
 * (decision 0040).
 */
export function useDeleteImport(kind: CsvImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmFiledPeriod = false }: { id: string; confirmFiledPeriod?: boolean }) =>
      kind === 'transactions'
        ? api.call('transactionImportDelete', {
            params: { id },
            ...(confirmFiledPeriod ? { query: { confirmFiledPeriod: 'true' as const } } : {}),
          })
        : api.call('contactImportDelete', { params: { id } }),
    // The screen reports its own errors: a filed-period refusal is a question, not a failure.
    meta: { quiet: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: importKeys.list(kind) });
      if (kind === 'transactions') await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    },
  });
}

export function useFinishTransactionImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'transactionImportFinish'>) => api.call('transactionImportFinish', { body }),
    // The screen reports its own errors: a filed-period refusal is a question, not a failure.
    meta: { quiet: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: importKeys.list('transactions') });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    },
  });
}

export function useFinishContactImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'contactImportFinish'>) => api.call('contactImportFinish', { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: importKeys.list('contacts') });
    },
  });
}

/** Which of the rows about to be imported the account already holds (indexes into `rows`). */
export function useImportDuplicates(request: BodyOf<'transactionImportDuplicates'> | null) {
  return useQuery({
    queryKey: [...importKeys.all, 'duplicates', request] as const,
    queryFn: ({ signal }) =>
      request ? api.call('transactionImportDuplicates', { body: request, signal }) : { duplicates: [] },
    enabled: request !== null && request.rows.length > 0,
    staleTime: Infinity,
    meta: { quiet: true },
  });
}
