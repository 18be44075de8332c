import { displayName } from '@bk/domain';
import { Alert, Group, Paper, Text } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pagination } from '../../../components/pagination';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { formatDate, formatPounds } from '../../../lib/format';
import type { Transaction } from '../../../lib/ledger-types';
import { useAccounts } from '../../../lib/queries/get-accounts';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import {
  useCompleteAll,
  useCompleteTransaction,
  useDeleteTransaction,
  useDiscardAll,
} from '../api/change-transactions';
import { useTransactions } from '../api/get-transactions';
import { useCategories, useTransactionTypes, useVatRates } from '../api/reference-data';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import { ADD_BUTTON, useRowFocus } from '../hooks/use-row-focus';
import { useTransactionSearch } from '../hooks/use-transaction-search';
import { useFiledPeriodConfirm } from '../../../components/filed-period-dialog';
import { SearchStretchNote } from './search-stretch-note';
import { SplitDialog } from './split-dialog';
import { TransactionCards } from './transaction-cards';
import { TransactionFormModal } from './transaction-form-modal';
import { TransactionSearchForm } from './transaction-search-form';
import { TransactionsToolbar } from './transactions-toolbar';
import { NEW_ROW, TransactionsTable } from './transactions-table';

/** The attachments of one transaction; the route gives it (attachments are a feature of their own). */
export type AttachmentsModalComponent = ComponentType<{ transaction: Transaction | null; onClose: () => void }>;

/** SPEC §2 Transactions ('Income & Expenses'). */
export function TransactionsPage({ AttachmentsModal }: { AttachmentsModal: AttachmentsModalComponent }) {
  const business = useActiveBusiness().data;
  const {
    timeframe,
    searchOpen,
    search,
    page,
    filter,
    searchTo,
    setPage,
    change,
    chooseTimeframe,
    toggleSearch,
    searchFurther,
    searchNewest,
  } = useTransactionSearch();
  const [editing, setEditing] = useState<string | null>(null);
  const [attachFor, setAttachFor] = useState<Transaction | null>(null);
  const [splitFor, setSplitFor] = useState<Transaction | null>(null);
  const [deleteFor, setDeleteFor] = useState<Transaction | null>(null);
  const [discardAllOpen, setDiscardAllOpen] = useState(false);

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
  const filed = useFiledPeriodConfirm();
  // A change the server refuses for a filed VAT period is asked about, then sent again confirmed.
  const completeRow = (t: Transaction, confirmFiledPeriod?: boolean) =>
    complete.mutate(
      { t, ...(confirmFiledPeriod ? { confirmFiledPeriod } : {}) },
      { onError: (e) => filed.ask(e, () => completeRow(t, true)) },
    );
  const removeRow = (t: Transaction, discard: boolean, confirmFiledPeriod?: boolean) =>
    remove.mutate(
      { t, discard, ...(confirmFiledPeriod ? { confirmFiledPeriod } : {}) },
      {
        onSettled: () => setDeleteFor(null),
        onError: (e) => filed.ask(e, () => removeRow(t, discard, true)),
      },
    );

  const name = displayName(business?.name, 'Business');
  const caption = `Transactions of ${name}`;
  const transactions = list.data?.transactions ?? [];
  const phone = usePhoneLayout();
  const rowFocus = useRowFocus();
  // Saved: focus goes to the saved row's Edit button (Add when this page does not show it);
  // given up: back to what opened the form.
  const editDone = (savedId?: string) => {
    rowFocus.focus(savedId ?? (editing === NEW_ROW || editing === null ? ADD_BUTTON : editing));
    setEditing(null);
  };
  const actionsOf = (t: Transaction) => ({
    onSave: () => completeRow(t),
    onDiscard: () => removeRow(t, true),
    onEdit: () => setEditing(t.id),
    onAttach: () => setAttachFor(t),
    onSplit: () => setSplitFor(t),
    onDelete: () => setDeleteFor(t),
    editTarget: rowFocus.refFor(t.id),
  });
  const reference = {
    vatEnabled: business?.enableVat === true,
    categories,
    vatRates,
    types,
    accounts,
  };
  const phoneEditing = editing === NEW_ROW ? null : transactions.find((t) => t.id === editing);

  return (
    <>
      <ScreenTitle>Income & Expenses</ScreenTitle>
      <Text mb="md">
        Money coming in and going out of <strong>{name}</strong>.
      </Text>

      <Paper withBorder p="md" radius="md">
        <TransactionsToolbar
          timeframe={timeframe}
          onTimeframe={chooseTimeframe}
          adding={editing === NEW_ROW}
          onAdd={() => setEditing(NEW_ROW)}
          addTarget={rowFocus.refFor(ADD_BUTTON)}
          searchOpen={searchOpen}
          onToggleSearch={toggleSearch}
          hasIncomplete={transactions.some((t) => t.incomplete)}
          updatingAll={completeAll.isPending || discardAll.isPending}
          onSaveAll={() => completeAll.mutate()}
          onDiscardAll={() => setDiscardAllOpen(true)}
        />

        {searchOpen && (
          <TransactionSearchForm
            search={search}
            categories={categories}
            types={types}
            accounts={accounts}
            onChange={change}
          />
        )}

        {list.data && (
          <Group gap="lg" mb="sm" aria-label="Totals of the transactions found" role="group">
            <Text>
              Income <strong>{formatPounds(list.data.stats.income, { sign: false })}</strong>
            </Text>
            <Text>
              Expenses <strong>{formatPounds(list.data.stats.expenses, { sign: false })}</strong>
            </Text>
          </Group>
        )}
        {list.data && (
          <SearchStretchNote
            searchedFrom={list.data.searchedFrom}
            searchTo={searchTo}
            onFurther={searchFurther}
            onNewest={searchNewest}
          />
        )}

        {accountsQuery.data?.length === 0 && (
          <Alert color="blue" mb="sm" title="No bank accounts yet">
            Every transaction belongs to a bank account.{' '}
            <Link to={routeTo('BankAccounts')}>Add one on Bank Accounts</Link> first, then come back here.
          </Alert>
        )}
        {list.isPending && <ScreenLoading />}
        {list.isError && <Text size="sm">The transactions could not be loaded. Reload the page to try again.</Text>}
        {list.data && phone && (
          <TransactionCards
            caption={caption}
            transactions={transactions}
            busy={complete.isPending || remove.isPending}
            actionsOf={actionsOf}
            {...reference}
          />
        )}
        {list.data && !phone && (
          <TransactionsTable
            caption={caption}
            transactions={transactions}
            editing={editing}
            onEditDone={editDone}
            busy={complete.isPending || remove.isPending}
            actionsOf={actionsOf}
            {...reference}
          />
        )}
        <Pagination page={page} pages={list.data?.pages ?? 0} label="Transactions pages" onChange={setPage} />
      </Paper>

      {phone && editing !== null && phoneEditing !== undefined && (
        <TransactionFormModal
          key={phoneEditing ? `${phoneEditing.id}-${phoneEditing.updatedDate}` : NEW_ROW}
          transaction={phoneEditing}
          onDone={editDone}
          {...reference}
        />
      )}

      <SplitDialog transaction={splitFor} onClose={() => setSplitFor(null)} />

      <ConfirmDialog
        opened={deleteFor !== null}
        title="Delete transaction?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleteFor(null)}
        onConfirm={() => deleteFor && removeRow(deleteFor, false)}
      >
        <Text size="sm">
          The transaction {deleteFor?.desc ? <strong>{deleteFor.desc}</strong> : null} of{' '}
          {deleteFor ? formatPounds(deleteFor.amount, { sign: true }) : ''} on{' '}
          {deleteFor ? formatDate(deleteFor.date) : ''} and its attachments will be removed.
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
      {filed.dialog}
    </>
  );
}
