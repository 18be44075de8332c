import type { BodyOf, InvoiceSummary as InvoiceSummarySchema } from '@bk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { api } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session/auth-token';
import { invoiceQueryKeys as sharedKeys, invoiceQueryOptions } from '../../../lib/queries/invoices';

export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export type InvoiceFilter = BodyOf<'invoiceList'>;
export interface InvoicePage {
  invoices: InvoiceSummary[];
  pages: number;
}

/** Query keys of invoices (STYLE §12). Everything here belongs to the active business. */
export const invoiceQueryKeys = {
  ...sharedKeys,
  list: (filter: InvoiceFilter, page: number) => [...sharedKeys.all, 'list', filter, page] as const,
  initial: () => [...sharedKeys.all, 'initial-details'] as const,
  emailEnabled: () => ['invoice', 'email-enabled'] as const,
};

export async function getInvoices(filter: InvoiceFilter, page: number, signal?: AbortSignal): Promise<InvoicePage> {
  const reply = await api.call('invoiceList', { query: { page }, body: filter, signal });
  // The contract names a paged list's key at run time, so its type does not carry the key.
  const invoices = reply['invoices'];
  const pages = reply['pages'];
  return {
    invoices: Array.isArray(invoices) ? invoices : [],
    pages: typeof pages === 'number' ? pages : 0,
  };
}

export const invoicesQueryOptions = (filter: InvoiceFilter, page: number) =>
  queryOptions({
    queryKey: invoiceQueryKeys.list(filter, page),
    queryFn: ({ signal }) => getInvoices(filter, page, signal),
  });

/** One page of the business's invoices, newest first. */
export function useInvoices(filter: InvoiceFilter, page: number) {
  return useQuery({ ...invoicesQueryOptions(filter, page), placeholderData: keepPreviousData });
}

export { invoiceQueryOptions };

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}

/** The next invoice number and the payment terms used last (SPEC §3 "Initial details"). */
export const initialDetailsQueryOptions = () =>
  queryOptions({
    queryKey: invoiceQueryKeys.initial(),
    queryFn: ({ signal }) => api.call('invoiceInitialDetails', { signal }),
    staleTime: 0,
  });

export function useInitialDetails() {
  return useQuery(initialDetailsQueryOptions());
}

/** Whether invoices may be e-mailed (SPEC §6); a failure counts as off. */
export const emailEnabledQueryOptions = () =>
  queryOptions({
    queryKey: invoiceQueryKeys.emailEnabled(),
    queryFn: ({ signal }) => api.call('invoiceEmailEnabled', { signal }).catch(() => false),
    staleTime: Infinity,
    meta: { quiet: true },
  });

export function useInvoiceEmailEnabled(): boolean {
  const signedIn = useSignedIn();
  return useQuery({ ...emailEnabledQueryOptions(), enabled: signedIn }).data === true;
}
