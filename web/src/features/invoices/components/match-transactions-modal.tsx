import { moneyInputToPence, toPounds, type Pence } from '@bk/domain';
import { Button, Checkbox, Group, Modal, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MoneyInput } from '../../../components/money-input';
import { Pagination } from '../../../components/pagination';
import { ScreenLoading } from '../../../components/screen-loading';
import { TableScroll } from '../../../components/table-scroll';
import { UkDateField } from '../../../components/uk-date-field';
import { api } from '../../../lib/api-client';
import { formatDate, formatPounds } from '../../../lib/format';
import { transactionKeys } from '../../../lib/queries/transactions-keys';
import { useAddPayments } from '../api/save-invoice';
import { CreatePaymentTransaction } from './create-payment-transaction';

interface MatchFilter {
  dateFilterFrom: string;
  dateFilterTo: string;
  amountFilterMin: string;
  amountFilterMax: string;
  descriptionFilter: string;
}
const NO_FILTER: MatchFilter = {
  dateFilterFrom: '',
  dateFilterTo: '',
  amountFilterMin: '',
  amountFilterMax: '',
  descriptionFilter: '',
};

const pounds = (text: string) => {
  const value = moneyInputToPence(text);
  return value === null ? null : toPounds(value);
};

/** Money received only: a payment of an invoice is income. */
function listBody(f: MatchFilter) {
  return {
    isIncome: true,
    dateFrom: f.dateFilterFrom || null,
    dateTo: f.dateFilterTo || null,
    minAmount: pounds(f.amountFilterMin),
    maxAmount: pounds(f.amountFilterMax),
    desc: f.descriptionFilter.trim() || null,
  };
}

/**
 * SPEC §2 Match Transactions: filter and page through income, tick the payments of this invoice
 * (those already on this or another invoice cannot be ticked), Match after a confirmation; or
 * create the transaction first.
 */
export function MatchTransactionsModal(props: {
  invoiceId: string;
  invoiceNumber: string;
  contactId: string | null;
  amountDue: Pence;
  vatEnabled: boolean;
  onClose: () => void;
}) {
  const [filter, setFilter] = useState<MatchFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);
  const add = useAddPayments();
  const body = listBody(filter);
  const list = useQuery({
    queryKey: transactionKeys.list(body, page),
    queryFn: ({ signal }) => api.call('transactionList', { query: { page }, body, signal }),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<MatchFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const match = (ids: string[]) =>
    add.mutate({ id: props.invoiceId, transactionIds: ids }, { onSuccess: props.onClose });
  const transactions = list.data?.transactions ?? [];

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={creating ? 'Create Transaction' : 'Match Transactions'}
      size={1000}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {creating ? (
        <CreatePaymentTransaction
          invoiceNumber={props.invoiceNumber}
          contactId={props.contactId}
          amountDue={props.amountDue}
          vatEnabled={props.vatEnabled}
          matching={add.isPending}
          onBack={() => setCreating(false)}
          onCreated={(id) => match([id])}
        />
      ) : (
        <>
          <form aria-label="Filter transactions" onSubmit={(e) => e.preventDefault()}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
              <UkDateField
                label="From date"
                value={filter.dateFilterFrom}
                onChange={(v) => v !== null && change({ dateFilterFrom: v })}
              />
              <UkDateField
                label="To date"
                value={filter.dateFilterTo}
                onChange={(v) => v !== null && change({ dateFilterTo: v })}
              />
              <MoneyInput
                label="Min amount"
                value={filter.amountFilterMin}
                onValueChange={(v) => change({ amountFilterMin: v })}
              />
              <MoneyInput
                label="Max amount"
                value={filter.amountFilterMax}
                onValueChange={(v) => change({ amountFilterMax: v })}
              />
              <TextInput
                label="Description"
                value={filter.descriptionFilter}
                onChange={(e) => change({ descriptionFilter: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Group justify="space-between" mt="xs">
              <Button variant="subtle" size="xs" onClick={() => change(NO_FILTER)}>
                Clear all
              </Button>
              <Button variant="default" size="xs" onClick={() => setCreating(true)}>
                Create Transaction
              </Button>
            </Group>
          </form>
          {list.isPending && <ScreenLoading />}
          {list.data && (
            <TableScroll label="Transactions to match" minWidth={600}>
              <Table striped verticalSpacing={4} mt="sm">
                <Table.Caption>Income transactions</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Match</Table.Th>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Description</Table.Th>
                    <Table.Th scope="col" style={{ textAlign: 'right' }}>
                      Amount
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {transactions.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={4}>No transactions found</Table.Td>
                    </Table.Tr>
                  )}
                  {transactions.map((t) => {
                    const onThis = t.invoiceId === props.invoiceId;
                    const taken = t.invoiceId !== null;
                    return (
                      <Table.Tr key={t.id}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Match ${t.desc || 'transaction'} on ${formatDate(t.date)} of ${formatPounds(t.amount)}`}
                            checked={onThis || chosen.has(t.id)}
                            disabled={taken}
                            onChange={(e) => toggle(t.id, e.currentTarget.checked)}
                          />
                        </Table.Td>
                        <Table.Td>{formatDate(t.date)}</Table.Td>
                        <Table.Td style={{ wordBreak: 'break-word' }}>
                          {t.desc}
                          {taken && (
                            <Text size="xs" c="dimmed">
                              {onThis ? 'Already on this invoice' : 'On another invoice'}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                          {formatPounds(t.amount)}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
          <Pagination page={page} pages={list.data?.pages ?? 0} label="Transactions pages" onChange={setPage} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button disabled={chosen.size === 0} onClick={() => setConfirming(true)}>
              Match
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Match transactions?"
        confirmLabel="Match"
        loading={add.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => match([...chosen])}
      >
        <Text size="sm">
          {chosen.size === 1 ? 'The chosen transaction' : `The ${chosen.size} chosen transactions`} will be recorded as
          payment of {props.invoiceNumber}.
        </Text>
      </ConfirmDialog>
    </Modal>
  );
}
