import type { Category, Transaction, VatRate } from '../ledger-types';
import { displayName } from '@bk/domain';
import {
  Alert,
  Button,
  Group,
  Menu,
  NativeSelect,
  Paper,
  SimpleGrid,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { HelpPopover } from '../../../components/help-popover';
import { MoneyInput } from '../../../components/money-input';
import { Pagination } from '../../../components/pagination';
import { TableScroll } from '../../../components/table-scroll';
import { routeTo } from '../../../config/routes';
import { formatDate, formatMoney } from '../../../lib/format';
import { AttachmentsModal } from '../../attachments/components/attachments-modal';
import { useAccounts } from '../../bank-accounts/api/get-accounts';
import { ScreenLoading } from '../../misc/components/screen-loading';
import { ScreenTitle } from '../../misc/components/screen-title';
import { useActiveBusiness } from '../../session/api/get-active-business';
import { parsePounds, penceOf, poundsOf, sanitiseMoneyInput, vatOfTransaction } from '../amounts';
import {
  useCompleteAll,
  useCompleteTransaction,
  useDeleteTransaction,
  useDiscardAll,
  useSplitTransaction,
} from '../api/change-transactions';
import { useTransactions, type TransactionFilter } from '../api/get-transactions';
import { useCategories, useTransactionTypes, useVatRates } from '../api/reference-data';
import { ALL_TIMEFRAME, CUSTOM, FIRST_TIMEFRAME, rangeOf, TIMEFRAME_CHOICES, type Timeframe } from '../timeframes';
import { TYPE_HELP } from '../transaction-types';
import { categoryOptions, TransactionEditRow } from './transaction-edit-row';

interface SearchValues {
  dateFrom: string;
  dateTo: string;
  desc: string;
  categoryId: string;
  minAmount: string;
  maxAmount: string;
  transactionTypeId: string;
  bankAccountId: string;
  refund: 'all' | 'non-refund' | 'refund';
}

const EMPTY_SEARCH: SearchValues = {
  dateFrom: '',
  dateTo: '',
  desc: '',
  categoryId: '',
  minAmount: '',
  maxAmount: '',
  transactionTypeId: '',
  bankAccountId: '',
  refund: 'all',
};

const NEW = 'new';

function money(text: string): number | null {
  const pence = parsePounds(text);
  return pence === null ? null : poundsOf(pence);
}

/** The list request for the chosen timeframe and, while search is open, its filters (SPEC §3, §4 Filters). */
export function filterOf(timeframe: Timeframe, searchOpen: boolean, s: SearchValues): TransactionFilter {
  const range = timeframe === CUSTOM ? { dateFrom: s.dateFrom || null, dateTo: s.dateTo || null } : rangeOf(timeframe);
  if (!searchOpen) return range;
  return {
    ...range,
    desc: s.desc.trim() || null,
    categoryId: s.categoryId || null,
    minAmount: money(s.minAmount),
    maxAmount: money(s.maxAmount),
    transactionTypeId: s.transactionTypeId ? Number(s.transactionTypeId) : null,
    bankAccountId: s.bankAccountId || null,
    isRefund: s.refund === 'all' ? null : s.refund === 'refund',
  };
}

/** SPEC §2 Transactions ('Income & Expenses'). */
export function TransactionsPage() {
  const business = useActiveBusiness().data;
  const [params] = useSearchParams();
  const presetFrom = params.get('dateFilterFrom');
  const presetTo = params.get('dateFilterTo');
  const presetCustom = presetFrom !== null || presetTo !== null;

  const [timeframe, setTimeframe] = useState<Timeframe>(() =>
    presetCustom ? CUSTOM : params.get('showAll') === 'true' ? ALL_TIMEFRAME : FIRST_TIMEFRAME,
  );
  const [searchOpen, setSearchOpen] = useState(presetCustom);
  const [search, setSearch] = useState<SearchValues>(() => ({
    ...EMPTY_SEARCH,
    dateFrom: presetFrom ?? '',
    dateTo: presetTo ?? '',
  }));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const [attachFor, setAttachFor] = useState<Transaction | null>(null);
  const [splitFor, setSplitFor] = useState<Transaction | null>(null);
  const [deleteFor, setDeleteFor] = useState<Transaction | null>(null);
  const [discardAllOpen, setDiscardAllOpen] = useState(false);

  const filter = useMemo(() => filterOf(timeframe, searchOpen, search), [timeframe, searchOpen, search]);
  const list = useTransactions(filter, page);
  const categories = useCategories().data ?? [];
  const vatRates = useVatRates().data ?? [];
  const types = useTransactionTypes().data ?? [];
  const accountsQuery = useAccounts();
  const accounts = accountsQuery.data ?? [];
  const complete = useCompleteTransaction();
  const remove = useDeleteTransaction();
  const completeAll = useCompleteAll();
  const discardAll = useDiscardAll();

  const vatEnabled = business?.enableVat === true;
  const name = displayName(business?.name, 'Business');
  const columns = vatEnabled ? 7 : 6;
  const caption = `Transactions of ${name}`;
  const transactions = list.data?.transactions ?? [];
  const pages = list.data?.pages ?? 0;
  const hasIncomplete = transactions.some((t) => t.incomplete);

  const change = (next: Partial<SearchValues>) => {
    setSearch((s) => ({ ...s, ...next }));
    if (next.dateFrom !== undefined || next.dateTo !== undefined) setTimeframe(CUSTOM);
    setPage(1);
  };
  const toggleSearch = () => {
    if (searchOpen) {
      setSearchOpen(false);
      setSearch(EMPTY_SEARCH);
      setTimeframe(FIRST_TIMEFRAME);
    } else {
      setSearchOpen(true);
      setSearch(EMPTY_SEARCH);
      setTimeframe(CUSTOM);
    }
    setPage(1);
  };
  const typeName = (t: Transaction) => t.transactionType.name;

  return (
    <>
      <ScreenTitle>Income & Expenses</ScreenTitle>
      <Text mb="md">
        Money coming in and going out of <strong>{name}</strong>.
      </Text>

      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="sm">
          <NativeSelect
            label="Timeframe"
            data={[...TIMEFRAME_CHOICES]}
            value={timeframe}
            onChange={(e) => {
              const next = e.currentTarget.value as Timeframe;
              setTimeframe(next);
              if (next === CUSTOM) setSearchOpen(true);
              setPage(1);
            }}
            style={{ flex: '1 1 12rem', maxWidth: '16rem' }}
          />
          <Group gap="xs" wrap="wrap">
            <Button onClick={() => setEditing(NEW)} disabled={editing === NEW}>
              Add
            </Button>
            <Button variant={searchOpen ? 'filled' : 'default'} aria-expanded={searchOpen} onClick={toggleSearch}>
              Search
            </Button>
            {hasIncomplete && (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="default" loading={completeAll.isPending || discardAll.isPending}>
                    Update all
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => completeAll.mutate()}>Save all</Menu.Item>
                  <Menu.Item color="red" onClick={() => setDiscardAllOpen(true)}>
                    Discard all
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>

        {searchOpen && (
          <form
            aria-label="Search transactions"
            onSubmit={(e) => e.preventDefault()}
            style={{ marginBottom: 'var(--mantine-spacing-md)' }}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <TextInput
                type="date"
                label="From date"
                value={search.dateFrom}
                onChange={(e) => change({ dateFrom: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label="To date"
                value={search.dateTo}
                onChange={(e) => change({ dateTo: e.currentTarget.value })}
              />
              <TextInput
                label="Description"
                value={search.desc}
                onChange={(e) => change({ desc: e.currentTarget.value })}
              />
              <NativeSelect
                label="Category"
                data={categoryOptions(categories, null, 'All categories')}
                value={search.categoryId}
                onChange={(e) => change({ categoryId: e.currentTarget.value })}
              />
              <MoneyInput
                label="Min amount"
                value={search.minAmount}
                onValueChange={(v) => change({ minAmount: sanitiseMoneyInput(v) })}
              />
              <MoneyInput
                label="Max amount"
                value={search.maxAmount}
                onValueChange={(v) => change({ maxAmount: sanitiseMoneyInput(v) })}
              />
              <NativeSelect
                label="Transaction type"
                data={[
                  { value: '', label: 'All types' },
                  ...(types.length > 0 ? types : TYPE_HELP).map((t) => ({ value: String(t.id), label: t.name })),
                ]}
                value={search.transactionTypeId}
                onChange={(e) => change({ transactionTypeId: e.currentTarget.value })}
              />
              <NativeSelect
                label="Bank account"
                data={[{ value: '', label: 'All accounts' }, ...accounts.map((a) => ({ value: a.id, label: a.name }))]}
                value={search.bankAccountId}
                onChange={(e) => change({ bankAccountId: e.currentTarget.value })}
              />
              <NativeSelect
                label="Refund"
                data={[
                  { value: 'all', label: 'All' },
                  { value: 'non-refund', label: 'Non Refund' },
                  { value: 'refund', label: 'Refund' },
                ]}
                value={search.refund}
                onChange={(e) => change({ refund: e.currentTarget.value as SearchValues['refund'] })}
              />
            </SimpleGrid>
          </form>
        )}

        {list.data && (
          <Group gap="lg" mb="sm" aria-label="Totals of the transactions found" role="group">
            <Text>
              Income <strong>{formatMoney(list.data.stats.income, { signed: false })}</strong>
            </Text>
            <Text>
              Expenses <strong>{formatMoney(list.data.stats.expenses, { signed: false })}</strong>
            </Text>
          </Group>
        )}

        {accountsQuery.data?.length === 0 && (
          <Alert color="blue" mb="sm" title="No bank accounts yet">
            Every transaction belongs to a bank account.{' '}
            <Link to={routeTo('BankAccounts')}>Add one on Bank Accounts</Link> first, then come back here.
          </Alert>
        )}
        {list.isPending && <ScreenLoading />}
        {list.isError && <Text size="sm">The transactions could not be loaded. Reload the page to try again.</Text>}
        {list.data && (
          <TableScroll label={caption} minWidth={vatEnabled ? 860 : 780}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Description</Table.Th>
                  <Table.Th scope="col">
                    <Group gap={4} wrap="nowrap">
                      Category
                      <HelpPopover label="Help on categories" title="Categories">
                        <Text size="sm">
                          Income categories count as money in, expense categories as money out. Categories in Other have
                          no self-assessment box and are left out of totals and VAT. Each category maps to a box of the
                          SA103 self-assessment forms.
                        </Text>
                      </HelpPopover>
                    </Group>
                  </Table.Th>
                  <Table.Th scope="col">Type</Table.Th>
                  {vatEnabled && <Table.Th scope="col">VAT</Table.Th>}
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    Gross Amount
                  </Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {editing === NEW && (
                  <TransactionEditRow
                    transaction={null}
                    columns={columns}
                    vatEnabled={vatEnabled}
                    categories={categories}
                    vatRates={vatRates}
                    types={types}
                    accounts={accounts}
                    onDone={() => setEditing(null)}
                  />
                )}
                {transactions.length === 0 && editing !== NEW && (
                  <Table.Tr>
                    <Table.Td colSpan={columns}>No transactions found</Table.Td>
                  </Table.Tr>
                )}
                {transactions.map((t) =>
                  editing === t.id ? (
                    <TransactionEditRow
                      key={`${t.id}-${t.updatedDate}`}
                      transaction={t}
                      columns={columns}
                      vatEnabled={vatEnabled}
                      categories={categories}
                      vatRates={vatRates}
                      types={types}
                      accounts={accounts}
                      onDone={() => setEditing(null)}
                    />
                  ) : (
                    <Table.Tr key={t.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.date)}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>
                        {t.desc}
                        {t.incomplete && (
                          <Text size="xs" c="dimmed">
                            Incomplete
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{t.category?.name ?? ''}</Table.Td>
                      <Table.Td>
                        {typeName(t)}
                        {t.isRefund && (
                          <Text size="xs" c="dimmed">
                            Refund
                          </Text>
                        )}
                      </Table.Td>
                      {vatEnabled && (
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <VatCell t={t} categories={categories} vatRates={vatRates} />
                        </Table.Td>
                      )}
                      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatMoney(t.amount)}</Table.Td>
                      <Table.Td>
                        <RowActions
                          t={t}
                          busy={complete.isPending || remove.isPending}
                          onSave={() => complete.mutate(t)}
                          onDiscard={() => remove.mutate({ t, discard: true })}
                          onEdit={() => setEditing(t.id)}
                          onAttach={() => setAttachFor(t)}
                          onSplit={() => setSplitFor(t)}
                          onDelete={() => setDeleteFor(t)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        <Pagination page={page} pages={pages} label="Transactions pages" onChange={setPage} />
      </Paper>

      <SplitDialog transaction={splitFor} onClose={() => setSplitFor(null)} />

      <ConfirmDialog
        opened={deleteFor !== null}
        title="Delete transaction?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleteFor(null)}
        onConfirm={() => deleteFor && remove.mutate({ t: deleteFor }, { onSettled: () => setDeleteFor(null) })}
      >
        <Text size="sm">
          The transaction {deleteFor?.desc ? <strong>{deleteFor.desc}</strong> : null} of{' '}
          {deleteFor ? formatMoney(deleteFor.amount) : ''} on {deleteFor ? formatDate(deleteFor.date) : ''} and its
          attachments will be removed.
        </Text>
      </ConfirmDialog>

      <ConfirmDialog
        opened={discardAllOpen}
        title="Discard all incomplete transactions?"
        confirmLabel="Discard all"
        danger
        loading={discardAll.isPending}
        onClose={() => setDiscardAllOpen(false)}
        onConfirm={() => discardAll.mutate(undefined, { onSettled: () => setDiscardAllOpen(false) })}
      >
        <Text size="sm">Every incomplete transaction will be removed. Complete transactions stay as they are.</Text>
      </ConfirmDialog>

      <AttachmentsModal transaction={attachFor} onClose={() => setAttachFor(null)} />
    </>
  );
}

/** The VAT rate with the net and VAT worked out (SPEC §5), unless no rate applies. */
function VatCell({
  t,
  categories,
  vatRates,
}: {
  t: Transaction;
  categories: readonly Category[];
  vatRates: readonly VatRate[];
}) {
  const rate = vatRates.find((r) => r.id === t.vatRateId);
  if (!rate) return <>{t.vatRate?.name ?? ''}</>;
  const category = categories.find((c) => c.id === t.categoryId) ?? null;
  const { net, vat } = vatOfTransaction(t, category, rate.vatPercent);
  return (
    <>
      {rate.name}
      <Text size="xs">
        Net {formatMoney(poundsOf(net))}, VAT {formatMoney(poundsOf(vat), { signed: false })}
      </Text>
    </>
  );
}

function RowActions(props: {
  t: Transaction;
  busy: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onEdit: () => void;
  onAttach: () => void;
  onSplit: () => void;
  onDelete: () => void;
}) {
  const { t } = props;
  const what = `${t.desc || 'transaction'} on ${formatDate(t.date)}`;
  if (t.incomplete) {
    return (
      <Group gap={4} wrap="nowrap">
        <Button size="xs" disabled={props.busy} aria-label={`Save ${what}`} onClick={props.onSave}>
          Save
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={props.busy}
          aria-label={`Discard ${what}`}
          onClick={props.onDiscard}
        >
          Discard
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="xs" variant="default" aria-label={`Edit ${what}`} onClick={props.onEdit}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="default"
        aria-label={`Attach to ${what} (${t.attachments} attached)`}
        onClick={props.onAttach}
      >
        Attach{t.attachments > 0 ? ` (${t.attachments})` : ''}
      </Button>
      <Button size="xs" variant="default" aria-label={`Split ${what}`} onClick={props.onSplit}>
        Split
      </Button>
      <Button size="xs" variant="default" aria-label={`Delete ${what}`} onClick={props.onDelete}>
        Delete
      </Button>
    </Group>
  );
}

/** The amount prompt of Split (SPEC §2 Other widgets): the part to take out into a new transaction. */
function SplitDialog({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const split = useSplitTransaction();
  const close = () => {
    setAmount('');
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      opened={transaction !== null}
      title="Split transaction"
      confirmLabel="Split"
      loading={split.isPending}
      onClose={close}
      onConfirm={() => {
        const pence = parsePounds(amount);
        if (!transaction || pence === null || pence === 0) {
          setError('Enter the amount to split off');
          return;
        }
        if (Math.abs(pence) >= Math.abs(penceOf(transaction.amount))) {
          setError(`Enter less than ${formatMoney(transaction.amount, { signed: false })}`);
          return;
        }
        split.mutate(
          { t: transaction, splitAmount: poundsOf(Math.abs(pence)) },
          { onSuccess: close, onError: (e) => (e as { status?: number }).status === 409 && close() },
        );
      }}
    >
      <Text size="sm" mb="sm">
        {transaction ? `${transaction.desc || 'This transaction'} (${formatMoney(transaction.amount)})` : ''} becomes
        two: the amount you enter moves to a new transaction, the rest stays.
      </Text>
      <MoneyInput label="Split amount" value={amount} onValueChange={setAmount} error={error} data-autofocus />
    </ConfirmDialog>
  );
}
