import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { SubmitVatReturnPage } from './components/submit-vat-return-page';
import { VatReturnPage } from './components/vat-return-page';

/** SPEC §2 VAT Return tile and Submit VAT Return, for app/screens.tsx. */
export const SUBMIT_VAT_RETURN_SCREENS = {
  HmrcVatReturn: { Component: VatReturnPage },
  HmrcKeyVatReturn: { Component: SubmitVatReturnPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType }>>;
