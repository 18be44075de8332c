import { Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatPounds } from '../../../lib/format';
import type { BankAccount } from '../../../lib/ledger-types';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useSaveAccount } from '../api/save-account';
import { accountForm, type AccountValues } from '../account-form';
import { RowEditActions } from '../../../components/row-edit-actions';

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
  const initialValues: AccountValues = { name: account?.name ?? '', isMain: account?.isMain ?? false };
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: accountForm.validate,
    transformValues: accountForm.body,
  });
  const save = useSaveAccount();
  const serverErrors = useFieldErrors();
  const serverNameError = serverErrors.find((e) => e.field === 'name')?.message;
  const label = account ? account.name : 'new account';

  const submit = form.onSubmit((body) => save.mutate({ id: account?.id, body }, { onSuccess: onDone }));

  return (
    <Table.Tr>
      <Table.Td colSpan={4}>
        <form noValidate aria-label={account ? `Edit ${account.name}` : 'Add a bank account'} onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Name"
              maxLength={100}
              data-autofocus
              autoFocus
              style={{ flex: '2 1 12rem' }}
              {...form.getInputProps('name')}
              error={(form.errors.name as string | undefined) ?? serverNameError}
            />
            <Checkbox label="Default account" mb={8} {...form.getInputProps('isMain', { type: 'checkbox' })} />
            {account && (
              <Text size="sm" mb={8}>
                Balance {formatPounds(account.balance, { sign: true })}
              </Text>
            )}
            <RowEditActions
              label={label}
              saving={save.isPending}
              onCancel={onDone}
              onDelete={account ? onDelete : undefined}
            />
          </Group>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
