import { Table } from '@mantine/core';
import { useTransactionForm } from '../hooks/use-transaction-form';
import { TransactionForm, type TransactionFormProps } from './transaction-form';

/** One transaction in edit mode in the table (SPEC §2): the form across every column. */
export function TransactionEditRow(props: TransactionFormProps & { columns: number }) {
  const form = useTransactionForm(props);
  return (
    <Table.Tr>
      <Table.Td colSpan={props.columns}>
        <TransactionForm {...props} form={form} onCancel={() => props.onDone()} />
        {form.filedDialog}
        {form.dateDialog}
      </Table.Td>
    </Table.Tr>
  );
}
