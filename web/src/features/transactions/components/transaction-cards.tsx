import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatPounds } from '../../../lib/format';
import type { Category, Transaction, VatRate } from '../../../lib/ledger-types';
import {
  CategoryName,
  directionWords,
  RowActions,
  TransactionNotes,
  VatSummary,
  type RowActionHandlers,
} from './transaction-parts';

interface CardsProps {
  caption: string;
  transactions: readonly Transaction[];
  vatEnabled: boolean;
  categories: readonly Category[];
  vatRates: readonly VatRate[];
  busy: boolean;
  actionsOf: (t: Transaction) => RowActionHandlers;
}

/**
 * Income & Expenses on a phone: one card per transaction, stacked, so nothing scrolls sideways.
 * The list role is set again because list-style: none takes it away in some screen readers.
 */
export function TransactionCards(props: CardsProps) {
  const { caption, transactions } = props;
  if (transactions.length === 0) return <Text mb="sm">No transactions found</Text>;
  return (
    <Stack component="ul" role="list" aria-label={caption} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {transactions.map((t) => (
        <TransactionCard key={t.id} t={t} {...props} />
      ))}
    </Stack>
  );
}

function TransactionCard(props: CardsProps & { t: Transaction }) {
  const { t, vatEnabled } = props;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0, wordBreak: 'break-word' }}>
          <Text fw={600}>{t.desc || 'No description'}</Text>
          <Text size="sm">{formatDate(t.date)}</Text>
        </div>
        <div style={{ textAlign: 'right', flexShrink: 0 }}>
          <Text fw={600}>{formatPounds(t.amount, { sign: true })}</Text>
          <Text size="xs">{directionWords(t.amount)}</Text>
        </div>
      </Group>
      <Text size="sm" mt={4}>
        <CategoryName t={t} />
        {' · '}
        {t.transactionType.name}
        {t.isRefund ? ' · Refund' : ''}
      </Text>
      {vatEnabled && t.vatRateId && (
        <Text size="sm" component="div">
          VAT rate: <VatSummary t={t} categories={props.categories} vatRates={props.vatRates} />
        </Text>
      )}
      <TransactionNotes t={t} />
      <Group justify="flex-end" mt="xs">
        <RowActions t={t} busy={props.busy} {...props.actionsOf(t)} />
      </Group>
    </Paper>
  );
}
