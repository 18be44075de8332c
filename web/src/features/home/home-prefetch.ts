import { queryClient } from '../../lib/query-client';
import { affiliateStateQueryOptions } from '../../lib/queries/affiliate-state';
import { invoiceVisibleQueryOptions } from '../../lib/queries/get-invoice-visible';

/** Home's loader data: the flags that decide which tiles show, so tiles do not pop in later. */
export function prefetchHome(): Promise<unknown> {
  return Promise.all([
    // Quiet: without the state the Affiliate Programme tile stays hidden, Home still shows.
    queryClient.ensureQueryData(affiliateStateQueryOptions()).catch(() => undefined),
    queryClient.ensureQueryData(invoiceVisibleQueryOptions()),
  ]);
}
