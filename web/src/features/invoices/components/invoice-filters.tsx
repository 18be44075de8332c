import type { InvoiceStatus } from '@bk/domain';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { ContactPicker, type PickedContact } from '../../../components/contact-picker';
import { UkDateField } from '../../../components/uk-date-field';
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
        {/* Text that is no date yet keeps the last date filtered on: the field says what is wrong. */}
        <UkDateField
          label="Invoice date from"
          value={values.dateFrom}
          onChange={(dateFrom) => dateFrom !== null && onChange({ dateFrom })}
        />
        <UkDateField
          label="Invoice date to"
          value={values.dateTo}
          onChange={(dateTo) => dateTo !== null && onChange({ dateTo })}
        />
      </SimpleGrid>
    </form>
  );
}
