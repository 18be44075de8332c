import type { ResponseOf } from '@bk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { ApiError } from '../api-error';

/** SPEC §3 Invoice as the API answers it. */
export type Invoice = ResponseOf<'invoiceGet'>;

/** Query keys of invoices (STYLE §12). Everything here belongs to the active business. */
export const invoiceQueryKeys = {
  all: ['invoices'] as const,
  one: (id: string) => [...invoiceQueryKeys.all, 'one', id] as const,
};

/** Ids are short opaque strings (contract `Id`); '-1' (SPEC §3 "new") and anything else name none. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
export function isInvoiceId(id: string): boolean {
  return ID.test(id) && id !== '-1';
}

/** One invoice, or null when there is none by that id: 404, deleted, '-1' or an impossible id. */
export async function getInvoice(id: string, signal?: AbortSignal): Promise<Invoice | null> {
  if (!isInvoiceId(id)) return null;
  try {
    const invoice = await api.call('invoiceGet', { params: { id }, signal });
    return invoice.deleted ? null : invoice;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: invoiceQueryKeys.one(id), queryFn: ({ signal }) => getInvoice(id, signal) });

/**
 * The number of the invoice a reconciled transaction pays (Income & Expenses shows it), or null
 * while it loads or when there is none; a failure is quiet, the row still shows without it.
 */
export function useInvoiceNumber(id: string | null): string | null {
  const query = useQuery({
    ...invoiceQueryOptions(id ?? ''),
    enabled: id !== null,
    staleTime: 60_000,
    meta: { quiet: true },
  });
  return query.data?.invoiceNumber ?? null;
}
