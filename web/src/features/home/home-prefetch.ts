import { queryClient } from '../../lib/query-client';
import { affiliateVisibleQueryOptions } from '../../lib/queries/get-affiliate-visible';
import { invoiceVisibleQueryOptions } from '../../lib/queries/get-invoice-visible';

/** Home's loader data: the flags that decide which tiles show, so tiles do not pop in later. */
export function prefetchHome(): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(affiliateVisibleQueryOptions()),
    queryClient.ensureQueryData(invoiceVisibleQueryOptions()),
  ]);
}
