import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { ReceiptListPage } from './components/receipt-list-page';
import { ReceiptPage } from './components/receipt-page';
import { ViewVatReturnPage } from './components/view-vat-return-page';

/** Receipt list, Receipt and View VAT return (SPEC §2), for app/screens.tsx. */
export const VAT_RECEIPT_SCREENS = {
  HmrcVatReturnReceiptList: { Component: ReceiptListPage },
  HmrcVatReturnReceipt: { Component: ReceiptPage },
  HmrcViewVatReturn: { Component: ViewVatReturnPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType }>>;
