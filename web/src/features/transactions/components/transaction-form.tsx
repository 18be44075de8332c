import { formatMoney, TRANSACTION_TYPES } from '@bk/domain';
import { Button, Checkbox, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { routes } from '@bk/contract';
import type { CSSProperties } from 'react';
import { ContactPicker } from '../../../components/contact-picker';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { HelpPopover } from '../../../components/help-popover';
import { MoneyInput } from '../../../components/money-input';
import { UkDateField } from '../../../components/uk-date-field';
import { maxLengthOf } from '../../../lib/form-schema';
import { formatDate } from '../../../lib/format';
import { choosableAccounts } from '../../../lib/queries/get-accounts';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import type { BankAccount, Category, Transaction, VatRate } from '../../../lib/ledger-types';
import { categoryOptions } from '../category-options';
import type { useTransactionForm } from '../hooks/use-transaction-form';

/** What an add or edit of a transaction shows, in the table (desktop) or full screen (phone). */
export interface TransactionFormProps {
  transaction: Transaction | null;
  vatEnabled: boolean;
  categories: readonly Category[];
  vatRates: readonly VatRate[];
  types: readonly { id: number; name: string }[];
  accounts: readonly BankAccount[];
  /** The form is finished with: saved (the transaction's id), or given up (none). */
  onDone: (savedId?: string) => void;
}

/** The fields of the row by their API names, as a person reads them (server errors show on them only). */
const FIELD_LABELS = {
  date: 'Date',
  desc: 'Description',
  categoryId: 'Category',
  transactionTypeId: 'Type',
  vatRateId: 'VAT rate',
  amount: 'Gross amount',
  netAmount: 'Net amount',
  purchasePrice: 'Purchase price',
  accountId: 'Bank account',
  contactId: 'Contact',
  isRefund: 'Refund',
} as const;

const DESC_MAX = maxLengthOf(routes.transactionCreate.body, 'desc');

/** The form's name: 'Add a transaction', or 'Edit transaction <description or date>'. */
export const formName = (t: Transaction | null) =>
  t ? `Edit transaction ${t.desc || formatDate(t.date)}` : 'Add a transaction';

/**
 * One transaction's fields, Save and Cancel (SPEC §2, §4 "Net/gross", §5 "Transaction amounts"),
 * on the state of useTransactionForm, so the table row and the phone's full-screen form share
 * every rule. `actionsStyle` lets the phone keep Save and Cancel in sight.
 */
export function TransactionForm(
  props: Omit<TransactionFormProps, 'onDone'> & {
    form: ReturnType<typeof useTransactionForm>;
    onCancel: () => void;
    actionsStyle?: CSSProperties;
  },
) {
  const { transaction: t, vatEnabled, categories, vatRates, types, accounts, form } = props;
  const { date, desc, categoryId, typeId, purchase, isRefund, accountId, vatRateId, contact, direction } = form.values;
  const { setDate, setDesc, setCategoryId, setTypeId, setPurchase, setIsRefund, setAccountId, setChosenRateId } =
    form.set;
  const { calc, margin, vatHint, localErrors } = form;
  const { grossText, netText, vat } = form.amounts;
  const serverErrors = useFieldErrors();
  const errorOf = (field: string) => serverErrors.find((e) => e.field === field)?.message;
  const typeOptions = (types.length > 0 ? types : TRANSACTION_TYPES).map((ty) => ({
    value: String(ty.id),
    label: ty.name,
  }));

  return (
    <form
      noValidate
      aria-label={formName(t)}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        form.submit();
      }}
    >
      <Stack gap="xs">
        <FieldErrorSummary labels={FIELD_LABELS} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <UkDateField
            label="Date"
            value={date}
            onChange={setDate}
            sensible
            error={localErrors.date ?? errorOf('date')}
            style={{ flex: '1 1 10rem' }}
            autoFocus
            data-autofocus
          />
          <TextInput
            label="Description"
            value={desc}
            maxLength={DESC_MAX}
            onChange={(e) => setDesc(e.currentTarget.value)}
            error={errorOf('desc')}
            style={{ flex: '3 1 14rem' }}
          />
          <NativeSelect
            label="Category"
            data={categoryOptions(categories, t?.categoryId ?? null, 'No category')}
            value={categoryId}
            onChange={(e) => setCategoryId(e.currentTarget.value)}
            error={errorOf('categoryId')}
            style={{ flex: '2 1 12rem' }}
          />
          <Group gap={4} align="flex-end" wrap="nowrap" style={{ flex: '1 1 10rem' }}>
            <NativeSelect
              label="Type"
              data={typeOptions}
              value={String(typeId)}
              onChange={(e) => setTypeId(Number(e.currentTarget.value))}
              error={errorOf('transactionTypeId')}
              style={{ flex: 1 }}
            />
            <HelpPopover label="Help on transaction types" title="Transaction types">
              <dl style={{ margin: 0 }}>
                {TRANSACTION_TYPES.map((ty) => (
                  <div key={ty.id}>
                    <Text component="dt" size="sm" fw={600}>
                      {ty.name}
                    </Text>
                    <Text component="dd" size="sm" ml={0} mb={4}>
                      {ty.help}
                    </Text>
                  </div>
                ))}
              </dl>
            </HelpPopover>
          </Group>
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          {vatEnabled && (
            <NativeSelect
              label="VAT rate"
              data={vatRates.map((r) => ({ value: r.id, label: r.name }))}
              value={vatRateId}
              description={vatHint ?? undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              onChange={(e) => setChosenRateId(e.currentTarget.value)}
              error={errorOf('vatRateId')}
              style={{ flex: '2 1 14rem' }}
            />
          )}
          <MoneyInput
            label="Gross amount"
            description={calc === 'gross' ? 'Calculated from net' : undefined}
            value={grossText}
            onValueChange={form.onGross}
            error={localErrors.amount ?? errorOf('amount')}
            style={{ flex: '1 1 9rem' }}
          />
          {form.askDirection && (
            <Radio.Group
              label="Money in or out"
              description="No category sets it"
              value={direction ?? ''}
              onChange={(v) => form.set.setDirection(v === 'in' ? 'in' : 'out')}
              error={localErrors.direction}
              style={{ flex: '1 1 10rem' }}
            >
              <Group gap="sm" mt={6} wrap="nowrap">
                <Radio value="in" label="Money in" />
                <Radio value="out" label="Money out" />
              </Group>
            </Radio.Group>
          )}
          {vatEnabled && (
            <MoneyInput
              label="Net amount"
              description={calc === 'net' ? 'Calculated from gross' : undefined}
              value={netText}
              onValueChange={form.onNet}
              error={errorOf('netAmount')}
              style={{ flex: '1 1 9rem' }}
            />
          )}
          {vatEnabled && (
            <Text size="sm" mt={28} style={{ flex: '0 0 auto' }} aria-live="polite">
              VAT {vat === null ? '–' : formatMoney(vat, { sign: false })}
            </Text>
          )}
          {margin && (
            <MoneyInput
              label="Purchase price"
              value={purchase}
              onValueChange={setPurchase}
              error={localErrors.purchasePrice ?? errorOf('purchasePrice')}
              style={{ flex: '1 1 9rem' }}
            />
          )}
          <NativeSelect
            label="Bank account"
            data={
              accounts.length > 0
                ? choosableAccounts(accounts).map((a) => ({ value: a.id, label: a.name }))
                : [{ value: '', label: 'No bank accounts yet' }]
            }
            value={accountId}
            onChange={(e) => setAccountId(e.currentTarget.value)}
            error={localErrors.accountId ?? errorOf('accountId')}
            style={{ flex: '1 1 10rem' }}
          />
          <Checkbox label="Refund" checked={isRefund} onChange={(e) => setIsRefund(e.currentTarget.checked)} mt={32} />
          <ContactPicker
            value={contact}
            onChange={form.set.setContact}
            error={errorOf('contactId')}
            style={{ flex: '2 1 14rem' }}
          />
        </Group>
        <Group gap="xs" justify="flex-end" style={props.actionsStyle}>
          <Button type="submit" loading={form.saving}>
            Save
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
