import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { HelpPopover } from '../../../components/help-popover';
import { TableScroll } from '../../../components/table-scroll';
import type { BankAccount, Category, Transaction, VatRate } from '../../../lib/ledger-types';
import { TransactionEditRow } from './transaction-edit-row';
import { TransactionRow, type RowActionHandlers } from './transaction-row';

/** The row being edited: a transaction's id, NEW_ROW for the add row, or null. */
export const NEW_ROW = 'new';

/** The ledger table of Income & Expenses: one row per transaction, the edited one as a form. */
export function TransactionsTable(props: {
  caption: string;
  transactions: readonly Transaction[];
  editing: string | null;
  onEditDone: (savedId?: string) => void;
  vatEnabled: boolean;
  categories: readonly Category[];
  vatRates: readonly VatRate[];
  types: readonly { id: number; name: string }[];
  accounts: readonly BankAccount[];
  busy: boolean;
  actionsOf: (t: Transaction) => RowActionHandlers;
}) {
  const { caption, transactions, editing, vatEnabled, categories, vatRates } = props;
  const columns = vatEnabled ? 7 : 6;
  const editRow = (t: Transaction | null) => (
    <TransactionEditRow
      key={t ? `${t.id}-${t.updatedDate}` : NEW_ROW}
      transaction={t}
      columns={columns}
      vatEnabled={vatEnabled}
      categories={categories}
      vatRates={vatRates}
      types={props.types}
      accounts={props.accounts}
      onDone={props.onEditDone}
    />
  );
  return (
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
                    Income categories count as money in, expense categories as money out. Categories in Other have no
                    self-assessment box and are left out of totals and VAT. Each category maps to a box of the SA103
                    self-assessment forms.
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
          {editing === NEW_ROW && editRow(null)}
          {transactions.length === 0 && editing !== NEW_ROW && (
            <Table.Tr>
              <Table.Td colSpan={columns}>No transactions found</Table.Td>
            </Table.Tr>
          )}
          {transactions.map((t) =>
            editing === t.id ? (
              editRow(t)
            ) : (
              <TransactionRow
                key={t.id}
                t={t}
                vatEnabled={vatEnabled}
                categories={categories}
                vatRates={vatRates}
                busy={props.busy}
                actions={props.actionsOf(t)}
              />
            ),
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
