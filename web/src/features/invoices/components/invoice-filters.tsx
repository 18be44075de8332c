import type { InvoiceStatus } from '@bk/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { ContactPicker, type PickedContact } from '../../../components/contact-picker';
import type { InvoiceFilter } from '../api/invoice-queries';
import { INVOICE_STATUSES } from '../invoice-status';

const statusOf = (value: string): InvoiceStatus | '' => INVOICE_STATUSES.find((s) => s === value) ?? '';

/** The list's filters as their inputs hold them. */
export interface InvoiceFilterValues {
  status: InvoiceStatus | '';
  contact: PickedContact | null;
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_INVOICE_FILTER: InvoiceFilterValues = { status: '', contact: null, dateFrom: '', dateTo: '' };

/** The list request for the filters: only what is set is sent. */
export function invoiceFilterOf(values: InvoiceFilterValues): InvoiceFilter {
  return {
    ...(values.status ? { status: values.status } : {}),
    ...(values.contact ? { contactId: values.contact.id } : {}),
    ...(values.dateFrom ? { dateFrom: values.dateFrom } : {}),
    ...(values.dateTo ? { dateTo: values.dateTo } : {}),
  };
}

/** Status, contact and invoice date range; every change applies at once. */
export function InvoiceFilters({
  values,
  onChange,
}: {
  values: InvoiceFilterValues;
  onChange: (next: Partial<InvoiceFilterValues>) => void;
}) {
  return (
    <form aria-label="Filter invoices" onSubmit={(e) => e.preventDefault()} style={{ marginBottom: 12 }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <NativeSelect
          label="Status"
          data={[{ value: '', label: 'All statuses' }, ...INVOICE_STATUSES.map((s) => ({ value: s, label: s }))]}
          value={values.status}
          onChange={(e) => onChange({ status: statusOf(e.currentTarget.value) })}
        />
        <ContactPicker value={values.contact} onChange={(contact) => onChange({ contact })} />
        <TextInput
          type="date"
          label="Invoice date from"
          value={values.dateFrom}
          onChange={(e) => onChange({ dateFrom: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="Invoice date to"
          value={values.dateTo}
          onChange={(e) => onChange({ dateTo: e.currentTarget.value })}
        />
      </SimpleGrid>
    </form>
  );
}
