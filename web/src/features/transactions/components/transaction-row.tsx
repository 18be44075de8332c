import { Table, Text } from '@mantine/core';
import { formatDate, formatPounds } from '../../../lib/format';
import type { Category, Transaction, VatRate } from '../../../lib/ledger-types';
import { CategoryName, RowActions, TransactionNotes, VatSummary, type RowActionHandlers } from './transaction-parts';

export type { RowActionHandlers } from './transaction-parts';

/** One listed transaction (SPEC §2 Transactions): date, description, category, type, VAT, amount, actions. */
export function TransactionRow(props: {
  t: Transaction;
  vatEnabled: boolean;
  categories: readonly Category[];
  vatRates: readonly VatRate[];
  busy: boolean;
  actions: RowActionHandlers;
}) {
  const { t, vatEnabled } = props;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.date)}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-word' }}>
        {t.desc}
        <TransactionNotes t={t} />
      </Table.Td>
      <Table.Td>
        <CategoryName t={t} />
      </Table.Td>
      <Table.Td>
        {t.transactionType.name}
        {t.isRefund && (
          <Text size="xs" c="dimmed">
            Refund
          </Text>
        )}
      </Table.Td>
      {vatEnabled && (
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <VatSummary t={t} categories={props.categories} vatRates={props.vatRates} />
        </Table.Td>
      )}
      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatPounds(t.amount, { sign: true })}</Table.Td>
      <Table.Td>
        <RowActions t={t} busy={props.busy} {...props.actions} />
      </Table.Td>
    </Table.Tr>
  );
}
