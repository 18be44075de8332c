import { parsePounds, pence, STANDARD_RATE_ID } from '@bk/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { PickedContact } from '../../../components/contact-picker';
import { useSensibleDateConfirm } from '../../../components/sensible-date-confirm';
import { UkDateField } from '../../../components/uk-date-field';
import { routeTo } from '../../../config/routes';
import { formatDateTime } from '../../../lib/format';
import type { VatRate } from '../../../lib/ledger-types';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { contactsQueryOptions } from '../../../lib/queries/contacts';
import { useDeleteInvoice, useSaveInvoice } from '../api/save-invoice';
import { useCanWriteInvoices } from '../hooks/use-can-write';
import {
  businessAddress,
  invoiceBody,
  invoiceProblems,
  newLine,
  type Business,
  type Invoice,
  type InvoiceValues,
} from '../invoice-form';
import { formTotals } from '../line-amounts';
import { DocumentActions } from './document-actions';
import { FromBlock, ToBlock } from './from-to-blocks';
import { InvoiceTotalsTable } from './invoice-totals';
import { StatusBadge } from './invoices-page';
import { LineItems } from './line-items';
import { PaymentsReceived } from './payments-received';

/** A contact's saved details, for the To block and the Email modal. */
function useContactDetails(id: string | null) {
  return useQuery({
    ...contactsQueryOptions({ id: id ?? '' }, 1),
    enabled: id !== null,
    select: (page) => page.contacts[0] ?? null,
  });
}

/** The invoice's own fields that show the server's errors, with their labels. */
const SHOWN_FIELDS: Readonly<Record<string, string>> = {
  invoiceNumber: 'Invoice number',
  purchaseOrderNumber: 'Purchase order number',
  issueDate: 'Invoice date',
  dueDate: 'Due date',
  invoiceItems: 'Line items',
  paymentTerms: 'Payment terms',
};

/** SPEC §2 Invoice create/edit: a new invoice when `invoice` is null, else the saved one. */
export function InvoiceEditor(props: {
  invoice: Invoice | null;
  initial: InvoiceValues;
  business: Business;
  vatRates: readonly VatRate[];
  emailEnabled: boolean;
  /** The number initial-details previewed for a new invoice. */
  previewedNumber: string | null;
}) {
  const { invoice, business, vatRates } = props;
  const canWrite = useCanWriteInvoices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<InvoiceValues>(props.initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  const [lineOpen, setLineOpen] = useState(false);
  const save = useSaveInvoice(
    (created) => void navigate(routeTo('Invoice', { invoiceId: created.id }), { replace: true }),
  );
  const sensibleDates = useSensibleDateConfirm();
  const remove = useDeleteInvoice(() => void navigate(routeTo('Invoices'), { replace: true }));
  const serverErrors = useFieldErrors();
  const contact = useContactDetails(values.contact?.id ?? null).data ?? null;
  const errorOf = (field: string) => problems[field] ?? serverErrors.find((e) => e.field === field)?.message;
  const change = (next: Partial<InvoiceValues>) => setValues((v) => ({ ...v, ...next }));

  const pickContact = async (picked: PickedContact | null) => {
    change({ contact: picked, ...(picked ? { toName: picked.name } : {}) });
    if (!picked) return;
    const page = await queryClient.fetchQuery(contactsQueryOptions({ id: picked.id }, 1)).catch(() => null);
    const address = page?.contacts[0]?.address;
    if (address) change({ toAddress: address });
  };
  const refill = () =>
    change({
      fromName: business.name,
      fromAddress: businessAddress(business),
      fromVrn: business.vrn ?? '',
      fromPhoneNumber: business.phoneNumber ?? '',
      fromEmailAddress: business.emailAddress ?? '',
    });

  const amountPaid = parsePounds(invoice?.amountPaid ?? 0);
  const totals = formTotals(values.items, amountPaid);
  const status = invoice?.status ?? null;

  const submit = () => {
    const found = invoiceProblems(values);
    if (lineOpen) found['invoiceItems'] = 'Save or cancel the line you are editing first';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = invoiceBody(values, props.previewedNumber);
    sensibleDates.confirm([body.issueDate, body.dueDate], () => save.mutate({ id: invoice?.id ?? null, body }));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        {status ? (
          <Group gap="xs">
            <Text fw={500}>Status</Text>
            <StatusBadge status={status} />
            {invoice?.sentAt && (
              <Text size="sm" c="dimmed">
                Sent to {invoice.sentTo ?? 'the customer'} on {formatDateTime(invoice.sentAt)}
              </Text>
            )}
          </Group>
        ) : (
          <span />
        )}
        {invoice && (
          <DocumentActions
            id={invoice.id}
            invoiceNumber={invoice.invoiceNumber}
            emailEnabled={props.emailEnabled}
            canWrite={canWrite}
            contactEmail={contact?.email ?? ''}
          />
        )}
      </Group>

      <form
        aria-label={invoice ? `Invoice ${invoice.invoiceNumber}` : 'New invoice'}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <FieldErrorSummary labels={SHOWN_FIELDS} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <FromBlock
              values={values}
              logoBase64={invoice?.logoBase64 ?? business.logoBase64}
              readOnly={!canWrite}
              onChange={change}
              onRefill={refill}
            />
            <ToBlock values={values} readOnly={!canWrite} onChange={change} onContact={(c) => void pickContact(c)} />
          </SimpleGrid>

          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <TextInput
                label="Invoice number"
                required
                readOnly={!canWrite}
                value={values.invoiceNumber}
                error={errorOf('invoiceNumber')}
                onChange={(e) => change({ invoiceNumber: e.currentTarget.value })}
              />
              <TextInput
                label="Purchase order number"
                readOnly={!canWrite}
                value={values.purchaseOrderNumber}
                error={errorOf('purchaseOrderNumber')}
                onChange={(e) => change({ purchaseOrderNumber: e.currentTarget.value })}
              />
              <UkDateField
                label="Invoice date"
                required
                sensible
                readOnly={!canWrite}
                value={values.issueDate}
                error={errorOf('issueDate')}
                onChange={(issueDate) => change({ issueDate })}
              />
              <UkDateField
                label="Due date"
                sensible
                readOnly={!canWrite}
                value={values.dueDate}
                error={errorOf('dueDate')}
                onChange={(dueDate) => change({ dueDate })}
              />
            </SimpleGrid>
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h3" mb="xs">
              Line Items
            </Title>
            <LineItems
              items={values.items}
              vatRates={vatRates}
              canWrite={canWrite}
              error={errorOf('invoiceItems')}
              onChange={(items) => change({ items })}
              onEditing={setLineOpen}
              newLine={() =>
                newLine(business.enableVat && vatRates.some((r) => r.id === STANDARD_RATE_ID) ? STANDARD_RATE_ID : null)
              }
            />
            <InvoiceTotalsTable totals={totals} />
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Textarea
              label="Payment terms"
              description="How and when to pay, e.g. bank details"
              autosize
              minRows={3}
              readOnly={!canWrite}
              value={values.paymentTerms}
              error={errorOf('paymentTerms')}
              onChange={(e) => change({ paymentTerms: e.currentTarget.value })}
            />
          </Paper>

          {canWrite && (
            <Group justify="flex-end">
              {invoice && (
                <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
                  Delete
                </Button>
              )}
              <Button type="submit" loading={save.isPending}>
                {invoice ? 'Update' : 'Create'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>

      {invoice && (
        <PaymentsReceived
          invoice={invoice}
          amountDue={pence(Math.max(0, parsePounds(invoice.totalDue)))}
          vatEnabled={business.enableVat}
          canWrite={canWrite}
        />
      )}

      {sensibleDates.dialog}
      <ConfirmDialog
        opened={deleting}
        title="Delete invoice?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => invoice && remove.mutate(invoice.id, { onSettled: () => setDeleting(false) })}
      >
        <Text size="sm">
          {invoice?.invoiceNumber} will be deleted. Any transactions matched to it as payments stay in Income &amp;
          Expenses, no longer matched.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
