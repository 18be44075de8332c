import type { BankAccount } from '../../../lib/ledger-types';
import { displayName, FILED_PERIOD_GUIDANCE, filedAccountMessage } from '@bk/domain';
import { Alert, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { TableScroll } from '../../../components/table-scroll';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm-dialog';
import { formatPounds } from '../../../lib/format';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useAccountsWhileDeleting } from '../api/deletion';
import { useFiledTransactionCount } from '../api/filed-count';
import { useDeleteAccount } from '../api/save-account';
import { BankAccountEditRow } from './bank-account-edit-row';
import { AccountNumbers, OpeningBalance, OpeningBalanceLine } from './account-details';
import { DeletionStatus } from './deletion-status';

const NEW = 'new';
/** Name, Default, Opening balance, Balance, Edit. */
const COLUMNS = 5;

/** SPEC §2 Bank Accounts: the accounts of the active business, with balances; add, edit, default, delete. */
export function BankAccountsPage() {
  const business = useActiveBusiness().data;
  const accounts = useAccountsWhileDeleting();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const remove = useDeleteAccount();
  const filed = useFiledTransactionCount(deleting?.id ?? null);
  const filedCount = filed.data?.count ?? 0;
  const name = displayName(business?.name, 'Business');
  const caption = `Bank accounts of ${name}`;

  return (
    <>
      <ScreenTitle>Bank Accounts</ScreenTitle>
      <Text mb="md">
        The accounts money of <strong>{name}</strong> goes through. The default account is chosen for new transactions.
      </Text>
      <Paper withBorder p="md" radius="md">
        <Group justify="flex-end" mb="sm">
          <Button onClick={() => setEditing(NEW)} disabled={editing === NEW}>
            Add
          </Button>
        </Group>
        {accounts.isPending && <ScreenLoading />}
        {accounts.isError && (
          <Text size="sm">The bank accounts could not be loaded. Reload the page to try again.</Text>
        )}
        {accounts.data && (
          <TableScroll label={caption} minWidth={320}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Default</Table.Th>
                  <Table.Th scope="col" visibleFrom="sm">
                    Opening balance
                  </Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    Balance
                  </Table.Th>
                  <Table.Th scope="col">Edit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {editing === NEW && (
                  <BankAccountEditRow
                    account={null}
                    columns={COLUMNS}
                    onDone={() => setEditing(null)}
                    onDelete={() => undefined}
                  />
                )}
                {accounts.data.length === 0 && editing !== NEW && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS}>No bank accounts yet. Press Add to create one.</Table.Td>
                  </Table.Tr>
                )}
                {accounts.data.map((account) =>
                  editing === account.id ? (
                    <BankAccountEditRow
                      key={account.id}
                      account={account}
                      columns={COLUMNS}
                      onDone={() => setEditing(null)}
                      onDelete={() => setDeleting(account)}
                    />
                  ) : (
                    <Table.Tr key={account.id}>
                      <Table.Td style={{ overflowWrap: 'break-word' }}>
                        {account.name}
                        <AccountNumbers account={account} />
                        <OpeningBalanceLine account={account} />
                      </Table.Td>
                      <Table.Td>{account.isMain ? 'Default' : <VisuallyHidden>Not default</VisuallyHidden>}</Table.Td>
                      <Table.Td visibleFrom="sm">
                        <OpeningBalance account={account} />
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {formatPounds(account.balance, { sign: true })}
                      </Table.Td>
                      <Table.Td>
                        {account.deletion ? (
                          <DeletionStatus account={{ ...account, deletion: account.deletion }} />
                        ) : (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`Edit ${account.name}`}
                            onClick={() => setEditing(account.id)}
                          >
                            Edit
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Paper>

      <TypeToConfirmDialog
        opened={deleting !== null}
        title="Delete bank account?"
        loading={remove.isPending || filed.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, name: deleting.name, confirmFiledPeriod: filedCount > 0 },
            {
              onSuccess: () => {
                setDeleting(null);
                setEditing(null);
              },
            },
          )
        }
      >
        <Text size="sm">
          Deleting <strong>{deleting?.name}</strong> also removes all associated transactions and their attachments.
          This cannot be undone.
        </Text>
        {filedCount > 0 && (
          <Alert color="red" mt="sm" title="Filed with HMRC">
            <Text size="sm" mb="xs">
              {filedAccountMessage(filedCount)}
            </Text>
            <Text size="sm">{FILED_PERIOD_GUIDANCE}</Text>
          </Alert>
        )}
      </TypeToConfirmDialog>
    </>
  );
}
