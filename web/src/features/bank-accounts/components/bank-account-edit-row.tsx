import { Checkbox, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { MoneyInput } from '../../../components/money-input';
import { RowEditActions } from '../../../components/row-edit-actions';
import { useSensibleDateConfirm } from '../../../components/sensible-date-confirm';
import { UkDateField } from '../../../components/uk-date-field';
import { formatPounds } from '../../../lib/format';
import type { BankAccount } from '../../../lib/ledger-types';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { accountForm, accountValues, type AccountValues } from '../account-form';
import { useSaveAccount } from '../api/save-account';

/** Why the opening date matters, said where it is typed (decision 0041). */
const OPENING_DATE_HELP =
  'The opening balance is the balance at the start of this day, as on your bank statement: ' +
  'transactions before this date are already in it, so do not enter them.';

/** The fields by their API names, as a person reads them (server errors show on them only). */
const FIELD_LABELS = {
  name: 'Name',
  isMain: 'Default account',
  sortCode: 'Sort code',
  lastFourDigits: 'Last four digits of the account number',
  openingBalance: 'Opening balance',
  openingDate: 'Opening balance date',
} as const;

/**
 * A bank account being added or edited in place: name, default, sort code, last four digits of
 * the account number, opening balance and its date, and (when editing) Delete.
 */
export function BankAccountEditRow({
  account,
  columns,
  onDone,
  onDelete,
}: {
  account: BankAccount | null;
  columns: number;
  onDone: () => void;
  onDelete: () => void;
}) {
  const initialValues: AccountValues = accountValues(account);
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: accountForm.validate,
    transformValues: accountForm.body,
  });
  const save = useSaveAccount();
  const serverErrors = useFieldErrors();
  const errorOf = (field: keyof AccountValues) =>
    (form.errors[field] as string | undefined) ?? serverErrors.find((e) => e.field === field)?.message;
  const label = account ? account.name : 'new account';

  const sensibleDate = useSensibleDateConfirm();
  // An opening date that looks like a slip of the year (1999, 2062) is saved only once confirmed.
  const submit = form.onSubmit((body) =>
    sensibleDate.confirm([body.openingDate], () => save.mutate({ id: account?.id, body }, { onSuccess: onDone })),
  );

  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <form noValidate aria-label={account ? `Edit ${account.name}` : 'Add a bank account'} onSubmit={submit}>
          <Stack gap="sm">
            <FieldErrorSummary labels={FIELD_LABELS} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Name"
                maxLength={100}
                data-autofocus
                autoFocus
                {...form.getInputProps('name')}
                error={errorOf('name')}
              />
              <TextInput
                label="Sort code"
                description="Optional. 6 digits, like 12-34-56."
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                {...form.getInputProps('sortCode')}
                error={errorOf('sortCode')}
              />
              <TextInput
                label="Last four digits of the account number"
                description="Optional. Tells your accounts apart."
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                {...form.getInputProps('lastFourDigits')}
                error={errorOf('lastFourDigits')}
              />
              <MoneyInput
                label="Opening balance"
                description="Optional. Negative for an overdraft or a card you owe on."
                value={form.values.openingBalance}
                onValueChange={(text) => form.setFieldValue('openingBalance', text)}
                error={errorOf('openingBalance')}
              />
              <UkDateField
                label="Opening balance date"
                description={OPENING_DATE_HELP}
                sensible
                {...form.getInputProps('openingDate')}
                value={form.values.openingDate}
                onChange={(value) => form.setFieldValue('openingDate', value)}
                error={errorOf('openingDate')}
              />
            </SimpleGrid>
            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <Group gap="lg" wrap="wrap">
                <Checkbox label="Default account" {...form.getInputProps('isMain', { type: 'checkbox' })} />
                {account && <Text size="sm">Balance {formatPounds(account.balance, { sign: true })}</Text>}
              </Group>
              <RowEditActions
                label={label}
                saving={save.isPending}
                onCancel={onDone}
                onDelete={account ? onDelete : undefined}
              />
            </Group>
          </Stack>
        </form>
        {sensibleDate.dialog}
      </Table.Td>
    </Table.Tr>
  );
}
