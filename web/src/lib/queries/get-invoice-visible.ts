import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useSignedIn } from '../session/auth-token';

export const invoiceKeys = {
  all: ['invoice'] as const,
  visible: () => [...invoiceKeys.all, 'visible'] as const,
};

/** Whether invoices are switched on for this user; a failure counts as off. */
export async function getInvoiceVisible(signal?: AbortSignal): Promise<boolean> {
  return api.call('invoiceVisible', { signal }).catch(() => false);
}

export const invoiceVisibleQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.visible(),
    queryFn: ({ signal }) => getInvoiceVisible(signal),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });

export function useInvoiceVisible(): boolean {
  const signedIn = useSignedIn();
  return useQuery({ ...invoiceVisibleQueryOptions(), enabled: signedIn }).data === true;
}
