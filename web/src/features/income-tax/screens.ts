import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { itsaSettingsQueryOptions, itsaSubmissionQueryOptions } from './api/queries';
import { CalculationPage } from './components/calculation-page';
import { IncomeTaxPage } from './components/income-tax-page';
import { ReceiptPage } from './components/receipt-page';
import { IncomeTaxSettingsPage } from './components/settings-page';
import { UpdatePage } from './components/update-page';

/** Background loads that never block a screen: the screen shows their failure itself. */
const quietly = (load: Promise<unknown>) => load.catch(() => undefined);

/** Income Tax (Making Tax Digital): the tile's screen, settings, the update, HMRC's calculation, the receipt. */
export const INCOME_TAX_SCREENS = {
  IncomeTax: {
    Component: IncomeTaxPage,
    prefetch: () => quietly(queryClient.prefetchQuery(itsaSettingsQueryOptions())),
  },
  IncomeTaxSettings: {
    Component: IncomeTaxSettingsPage,
    prefetch: () => quietly(queryClient.prefetchQuery(itsaSettingsQueryOptions())),
  },
  IncomeTaxUpdate: { Component: UpdatePage },
  IncomeTaxReceipt: {
    Component: ReceiptPage,
    prefetch: ({ params }: LoaderFunctionArgs) =>
      quietly(queryClient.prefetchQuery(itsaSubmissionQueryOptions(params.id ?? ''))),
  },
  IncomeTaxCalculation: { Component: CalculationPage },
} satisfies Partial<
  Record<ScreenName, { Component: ComponentType; prefetch?: (args: LoaderFunctionArgs) => Promise<unknown> }>
>;
