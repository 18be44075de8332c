import type { BankAccount } from '../../transactions/ledger-types';
import { displayName } from '@bk/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Menu,
  Paper,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { TableScroll } from '../../../components/table-scroll';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm-dialog';
import { formatMoney } from '../../../lib/format';
import { ScreenLoading } from '../../misc/components/screen-loading';
import { ScreenTitle } from '../../misc/components/screen-title';
import { useFieldErrors } from '../../notifications/field-errors-store';
import { useActiveBusiness } from '../../session/api/get-active-business';
import { useAccounts } from '../api/get-accounts';
import { useDeleteAccount, useSaveAccount } from '../api/save-account';

const NEW = 'new';

/** SPEC §2 Bank Accounts: the accounts of the active business, with balances; add, edit, default, delete. */
export function BankAccountsPage() {
  const business = useActiveBusiness().data;
  const accounts = useAccounts();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const remove = useDeleteAccount();
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
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    Balance
                  </Table.Th>
                  <Table.Th scope="col">Edit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {editing === NEW && (
                  <EditRow account={null} onDone={() => setEditing(null)} onDelete={() => undefined} />
                )}
                {accounts.data.length === 0 && editing !== NEW && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>No bank accounts yet. Press Add to create one.</Table.Td>
                  </Table.Tr>
                )}
                {accounts.data.map((account) =>
                  editing === account.id ? (
                    <EditRow
                      key={account.id}
                      account={account}
                      onDone={() => setEditing(null)}
                      onDelete={() => setDeleting(account)}
                    />
                  ) : (
                    <Table.Tr key={account.id}>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{account.name}</Table.Td>
                      <Table.Td>{account.isMain ? 'Default' : <VisuallyHidden>Not default</VisuallyHidden>}</Table.Td>
                      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {formatMoney(account.balance)}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Edit ${account.name}`}
                          onClick={() => setEditing(account.id)}
                        >
                          Edit
                        </Button>
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
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, name: deleting.name },
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
      </TypeToConfirmDialog>
    </>
  );
}

function EditRow({
  account,
  onDone,
  onDelete,
}: {
  account: BankAccount | null;
  onDone: () => void;
  onDelete: () => void;
}) {
  const [name, setName] = useState(account?.name ?? '');
  const [isMain, setIsMain] = useState(account?.isMain ?? false);
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveAccount();
  const serverErrors = useFieldErrors();
  const serverNameError = serverErrors.find((e) => e.field === 'name')?.message;
  const label = account ? account.name : 'new account';

  const submit = () => {
    if (name.trim() === '') {
      setNameError('Enter a name for the account');
      return;
    }
    setNameError(null);
    save.mutate({ id: account?.id, body: { name: name.trim(), isMain } }, { onSuccess: onDone });
  };

  return (
    <Table.Tr>
      <Table.Td colSpan={4}>
        <form
          noValidate
          aria-label={account ? `Edit ${account.name}` : 'Add a bank account'}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Name"
              value={name}
              maxLength={100}
              data-autofocus
              autoFocus
              style={{ flex: '2 1 12rem' }}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError ?? serverNameError}
            />
            <Checkbox
              label="Default account"
              checked={isMain}
              mb={8}
              onChange={(event) => setIsMain(event.currentTarget.checked)}
            />
            {account && (
              <Text size="sm" mb={8}>
                Balance {formatMoney(account.balance)}
              </Text>
            )}
            <Group gap="xs" wrap="nowrap">
              <Button type="submit" size="sm" loading={save.isPending}>
                Save
              </Button>
              <Button size="sm" variant="default" onClick={onDone}>
                Cancel
              </Button>
              {account && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="default" size={36} aria-label={`More actions for ${label}`}>
                      <span aria-hidden="true">⋯</span>
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item color="red" onClick={onDelete}>
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          </Group>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
