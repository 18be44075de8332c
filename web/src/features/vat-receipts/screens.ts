import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { receiptQueryOptions } from './api/get-receipt';
import { receiptsQueryOptions } from '../../lib/queries/get-receipts';
import { ReceiptListPage } from './components/receipt-list-page';
import { ReceiptPage } from './components/receipt-page';
import { ViewVatReturnPage } from './components/view-vat-return-page';

/** Receipt list, Receipt and View VAT return (SPEC §2), for app/screens.tsx. */
export const VAT_RECEIPT_SCREENS = {
  HmrcVatReturnReceiptList: {
    Component: ReceiptListPage,
    prefetch: () => queryClient.prefetchQuery(receiptsQueryOptions()),
  },
  HmrcVatReturnReceipt: {
    Component: ReceiptPage,
    prefetch: ({ params }: LoaderFunctionArgs) => queryClient.prefetchQuery(receiptQueryOptions(params.id ?? '')),
  },
  HmrcViewVatReturn: { Component: ViewVatReturnPage },
} satisfies Partial<
  Record<ScreenName, { Component: ComponentType; prefetch?: (args: LoaderFunctionArgs) => Promise<unknown> }>
>;
