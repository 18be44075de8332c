import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { emailEnabledQueryOptions, initialDetailsQueryOptions, invoiceQueryOptions } from './api/invoice-queries';
import { vatRatesQueryOptions } from '../../lib/queries/vat-rates';
import { CreateInvoicePage, InvoicePage } from './components/invoice-page';
import { InvoicesPage } from './components/invoices-page';

const quietly = (loads: Promise<unknown>[]) => Promise.all(loads).catch(() => undefined);

/** Invoices, CreateInvoice and Invoice (SPEC §2), for app/screens.tsx's BUILT map. */
export const INVOICE_SCREENS = {
  Invoices: { Component: InvoicesPage },
  CreateInvoice: {
    Component: CreateInvoicePage,
    prefetch: () =>
      quietly([
        queryClient.fetchQuery(initialDetailsQueryOptions()),
        queryClient.ensureQueryData(vatRatesQueryOptions()),
        queryClient.ensureQueryData(emailEnabledQueryOptions()),
      ]),
  },
  Invoice: {
    Component: InvoicePage,
    prefetch: ({ params }) =>
      quietly([
        queryClient.ensureQueryData(invoiceQueryOptions(params.invoiceId ?? '')),
        queryClient.ensureQueryData(vatRatesQueryOptions()),
        queryClient.ensureQueryData(emailEnabledQueryOptions()),
      ]),
  },
} satisfies Partial<
  Record<ScreenName, { Component: ComponentType; prefetch?: (args: LoaderFunctionArgs) => Promise<unknown> }>
>;
