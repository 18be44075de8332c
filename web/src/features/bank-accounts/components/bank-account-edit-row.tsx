import { ActionIcon, Button, Checkbox, Group, Menu, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatPounds } from '../../../lib/format';
import type { BankAccount } from '../../../lib/ledger-types';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useSaveAccount } from '../api/save-account';

/** A bank account being added or edited in place: name, default, and (when editing) Delete. */
export function BankAccountEditRow({
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
                Balance {formatPounds(account.balance, { sign: true })}
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
