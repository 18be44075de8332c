import type { VatReturnSubmission } from '@bk/contract';
import { useMutation } from '../../../lib/use-mutation';
import type * as z from 'zod';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { receiptKeys } from '../../../lib/queries/receipt-keys';
import { vatReturnKeys } from '../vat-return-keys';

/** File the return with HMRC (SPEC §7 POST hmrc/vat-return/{periodKey}); answers the receipt's id. */
export function useSubmitVatReturn() {
  return useMutation({
    mutationFn: (input: { periodKey: string; body: z.infer<typeof VatReturnSubmission>; govTestScenario?: string }) =>
      api.call('hmrcVatReturnSubmit', {
        params: { periodKey: input.periodKey },
        query: { govTestScenario: input.govTestScenario },
        body: input.body,
      }),
    // The review dialog shows the failure (and HMRC's reference) in place: a toast as well would
    // say it twice and cover the dialog's Submit.
    meta: { quiet: true },
    // A filed period is no longer open: the obligations are read again next time they are shown
    // (not now: this screen would see its own period closed while it moves on to the receipt).
    // The receipts list gains the new receipt.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vatReturnKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: receiptKeys.all });
    },
  });
}
