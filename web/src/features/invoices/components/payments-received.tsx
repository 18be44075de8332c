import type { Pence } from '@bk/domain';
import { Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate, formatPounds } from '../../../lib/format';
import { useRemovePayment } from '../api/save-invoice';
import type { Invoice } from '../invoice-form';
import { MatchTransactionsModal } from './match-transactions-modal';

type Payment = Invoice['transactions'][number];

/** SPEC §2 Payments Received: the reconciled transactions, each with Remove, and Reconcile. */
export function PaymentsReceived(props: {
  invoice: Invoice;
  amountDue: Pence;
  vatEnabled: boolean;
  canWrite: boolean;
}) {
  const { invoice, canWrite } = props;
  const [matching, setMatching] = useState(false);
  const [removing, setRemoving] = useState<Payment | null>(null);
  const remove = useRemovePayment();
  const what = (p: Payment) => `${p.desc || 'transaction'} on ${formatDate(p.date)}`;

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3">
          Payments Received
        </Title>
        {canWrite && <Button onClick={() => setMatching(true)}>Reconcile</Button>}
      </Group>
      <Table aria-label="Payments received" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Amount
            </Table.Th>
            {canWrite && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.transactions.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={canWrite ? 4 : 3}>No payments received yet</Table.Td>
            </Table.Tr>
          )}
          {invoice.transactions.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{formatDate(p.date)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{p.desc}</Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatPounds(p.amount)}</Table.Td>
              {canWrite && (
                <Table.Td>
                  <Button size="xs" variant="default" aria-label={`Remove ${what(p)}`} onClick={() => setRemoving(p)}>
                    Remove
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      {matching && (
        <MatchTransactionsModal
          invoiceId={invoice.id}
          invoiceNumber={invoice.invoiceNumber}
          contactId={invoice.contactId}
          amountDue={props.amountDue}
          vatEnabled={props.vatEnabled}
          onClose={() => setMatching(false)}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove payment?"
        confirmLabel="Remove"
        danger
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate({ id: invoice.id, transactionId: removing.id }, { onSettled: () => setRemoving(null) })
        }
      >
        <Text size="sm">
          {removing ? `The transaction ${what(removing)} of ${formatPounds(removing.amount)}` : 'The transaction'} will
          no longer count as a payment of {invoice.invoiceNumber}. The transaction itself stays in Income &amp;
          Expenses.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
