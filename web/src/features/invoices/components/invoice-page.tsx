import { Anchor, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useInitialDetails, useInvoice, useInvoiceEmailEnabled } from '../api/invoice-queries';
import { vatRatesQueryOptions } from '../../../lib/queries/vat-rates';
import { invoiceValues, newInvoiceValues } from '../invoice-form';
import { InvoiceEditor } from './invoice-editor';

function BackToList() {
  return (
    <Anchor component={Link} to={routeTo('Invoices')} mt="md" display="inline-block">
      Back to Invoices
    </Anchor>
  );
}

/** SPEC §2 CreateInvoice: a new invoice numbered and with payment terms from initial details. */
export function CreateInvoicePage() {
  const business = useActiveBusiness().data;
  const initial = useInitialDetails();
  const vatRates = useQuery(vatRatesQueryOptions());
  const emailEnabled = useInvoiceEmailEnabled();
  return (
    <>
      <ScreenTitle>Create Invoice</ScreenTitle>
      {(initial.isPending || !business) && <ScreenLoading />}
      {initial.isError && <Text>The invoice could not be started. Reload the page to try again.</Text>}
      {initial.data && business && (
        <InvoiceEditor
          invoice={null}
          initial={newInvoiceValues(business, initial.data)}
          business={business}
          vatRates={vatRates.data ?? []}
          emailEnabled={emailEnabled}
          previewedNumber={initial.data.generatedInvoiceNumber}
        />
      )}
      <BackToList />
    </>
  );
}

/** SPEC §2 Invoice: a saved invoice to edit, pay and send; 'Invoice not found' when there is none. */
export function InvoicePage() {
  const id = useParams().invoiceId ?? '';
  const business = useActiveBusiness().data;
  const invoice = useInvoice(id);
  const vatRates = useQuery(vatRatesQueryOptions());
  const emailEnabled = useInvoiceEmailEnabled();
  const title = invoice.data ? `Invoice ${invoice.data.invoiceNumber}` : 'Invoice';
  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      {(invoice.isPending || !business) && <ScreenLoading />}
      {invoice.isError && <Text>The invoice could not be loaded. Reload the page to try again.</Text>}
      {invoice.data === null && (
        <Paper withBorder p="md" radius="md">
          <Text fw={500}>Invoice not found</Text>
          <Text size="sm">It may have been deleted. Choose an invoice from the list.</Text>
        </Paper>
      )}
      {invoice.data && business && (
        <InvoiceEditor
          key={invoice.data.id}
          invoice={invoice.data}
          initial={invoiceValues(invoice.data)}
          business={business}
          vatRates={vatRates.data ?? []}
          emailEnabled={emailEnabled}
          previewedNumber={null}
        />
      )}
      <BackToList />
    </>
  );
}
