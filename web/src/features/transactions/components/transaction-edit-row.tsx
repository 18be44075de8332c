import type { BankAccount, Category, Transaction, VatRate } from '../ledger-types';
import { Button, Checkbox, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { HelpPopover } from '../../../components/help-popover';
import { MoneyInput } from '../../../components/money-input';
import { formatMoney } from '../../../lib/format';
import { useFieldErrors } from '../../notifications/field-errors-store';
import {
  grossFromNet,
  isCategorySelectable,
  isIncomeCategory,
  marginSchemeIncome,
  netFromGross,
  netToSend,
  parsePounds,
  penceOf,
  poundsOf,
  signedAmount,
  suggestVatRate,
  toPounds,
  TransactionTypeId,
  vatFromGrossNet,
} from '../amounts';
import { useSaveTransaction } from '../api/change-transactions';
import { TYPE_HELP } from '../transaction-types';

type Calc = 'net' | 'gross' | null;

export interface EditRowProps {
  transaction: Transaction | null;
  columns: number;
  vatEnabled: boolean;
  categories: readonly Category[];
  vatRates: readonly VatRate[];
  types: readonly { id: number; name: string }[];
  accounts: readonly BankAccount[];
  onDone: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Category options grouped Income / Expense / Other (SPEC §2), only those selectable now. */
export function categoryOptions(categories: readonly Category[], selectedId: string | null, empty: string) {
  const now = today();
  const pick = (test: (c: Category) => boolean) =>
    categories
      .filter((c) => test(c) && isCategorySelectable(c, now, selectedId))
      .map((c) => ({ value: c.id, label: c.name }));
  return [
    { value: '', label: empty },
    { group: 'Income', items: pick((c) => c.saCategory?.income === true) },
    { group: 'Expense', items: pick((c) => c.saCategory?.income === false) },
    { group: 'Other', items: pick((c) => c.saCategory === null) },
  ];
}

/** One transaction in edit mode (SPEC §2, §4 "Net/gross", §5 "Transaction amounts"). */
export function TransactionEditRow(props: EditRowProps) {
  const { transaction: t, columns, vatEnabled, categories, vatRates, types, accounts, onDone } = props;
  const save = useSaveTransaction();
  const serverErrors = useFieldErrors();
  const errorOf = (field: string) => serverErrors.find((e) => e.field === field)?.message;

  const [date, setDate] = useState(t?.date ?? today());
  const [desc, setDesc] = useState(t?.desc ?? '');
  const [categoryId, setCategoryId] = useState(t?.categoryId ?? '');
  const [typeId, setTypeId] = useState(t?.transactionTypeId ?? TransactionTypeId.BUSINESS);
  const [gross, setGross] = useState(t ? toPounds(penceOf(t.amount)) : '');
  const [net, setNet] = useState(t?.netAmount != null ? toPounds(penceOf(t.netAmount)) : '');
  const [calc, setCalc] = useState<Calc>(t?.netAmount != null ? null : 'net');
  const [purchase, setPurchase] = useState(t?.purchasePrice != null ? toPounds(penceOf(t.purchasePrice)) : '');
  const [isRefund, setIsRefund] = useState(t?.isRefund ?? false);
  const [accountId, setAccountId] = useState(
    t?.accountId ?? accounts.find((a) => a.isMain)?.id ?? accounts[0]?.id ?? '',
  );
  const [chosenRateId, setChosenRateId] = useState<string | null>(t?.vatRateId ?? null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  const category = categories.find((c) => c.id === categoryId) ?? null;
  const grossPence = parsePounds(gross);
  const purchasePence = parsePounds(purchase);
  const margin = typeId === TransactionTypeId.MARGIN_SCHEME;
  const marginIncome = margin && isIncomeCategory(category);
  // The rate follows the suggestion (category, type, amounts) until the person picks one by hand; a
  // saved transaction's rate counts as picked, so editing it never changes its VAT unasked.
  const suggested = suggestVatRate(vatRates, { category, typeId, gross: grossPence, purchasePrice: purchasePence });
  const vatRateId = chosenRateId ?? suggested.id ?? '';
  const vatHint =
    chosenRateId === null ? `Suggested${suggested.reason ? `: ${suggested.reason}` : ''}` : suggested.reason;
  const rate = vatRates.find((r) => r.id === vatRateId)?.vatPercent ?? 0;

  // The calculated box follows the other one; margin scheme income is worked out on the margin.
  const calculatedNet = (g: number | null) => {
    if (g === null) return null;
    if (marginIncome) return marginSchemeIncome(g, purchasePence ?? 0, rate).net;
    return netFromGross(g, rate);
  };
  const shownNet = calc === 'net' ? calculatedNet(grossPence) : parsePounds(net);
  const shownGross =
    calc === 'gross' ? (parsePounds(net) === null ? null : grossFromNet(parsePounds(net)!, rate)) : grossPence;
  const netText = calc === 'net' ? (shownNet === null ? '' : toPounds(shownNet)) : net;
  const grossText = calc === 'gross' ? (shownGross === null ? '' : toPounds(shownGross)) : gross;
  const vat = shownGross !== null && shownNet !== null ? vatFromGrossNet(shownGross, shownNet) : null;

  const typeOptions = (types.length > 0 ? types : TYPE_HELP).map((ty) => ({ value: String(ty.id), label: ty.name }));
  const label = t ? `transaction ${t.desc || formatDateLabel(t.date)}` : 'new transaction';

  const submit = () => {
    const errors: Record<string, string> = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.date = 'Enter the date of the transaction';
    if (shownGross === null) errors.amount = 'Enter the gross amount';
    if (accountId === '') errors.accountId = 'Choose a bank account (add one on Bank Accounts first)';
    if (margin && purchasePence === null) errors.purchasePrice = 'Enter the purchase price';
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0 || shownGross === null) return;
    const amount = signedAmount(shownGross, category, isRefund, typeId);
    // SPEC §5: net is sent only when adjusted by hand, never for margin scheme income.
    const adjusted = vatEnabled
      ? netToSend({ net: shownNet, gross: amount, ratePercent: rate, typeId, category })
      : null;
    const netSend = adjusted === null ? null : Math.sign(amount || 1) * Math.abs(adjusted);
    save.mutate(
      {
        id: t?.id,
        updatedDate: t?.updatedDate,
        body: {
          date,
          desc: desc.trim(),
          transactionTypeId: typeId,
          contactId: t?.contactId ?? null,
          categoryId: categoryId === '' ? null : categoryId,
          amount: poundsOf(amount),
          netAmount: netSend === null ? null : poundsOf(netSend),
          purchasePrice: margin && purchasePence !== null ? poundsOf(purchasePence) : null,
          accountId,
          vatRateId: vatEnabled && vatRateId !== '' ? vatRateId : null,
          isRefund,
        },
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          if ((error as { status?: number }).status === 409) onDone();
        },
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <form
          noValidate
          aria-label={t ? `Edit ${label}` : 'Add a transaction'}
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            submit();
          }}
        >
          <Stack gap="xs">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                type="date"
                label="Date"
                value={date}
                onChange={(e) => setDate(e.currentTarget.value)}
                error={localErrors.date ?? errorOf('date')}
                style={{ flex: '1 1 9rem' }}
                autoFocus
              />
              <TextInput
                label="Description"
                value={desc}
                maxLength={500}
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
                    {TYPE_HELP.map((ty) => (
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
                onValueChange={(value) => {
                  if (calc === 'gross') setCalc(null);
                  else if (calc === null && net === '' && vatEnabled) setCalc('net');
                  setGross(value);
                }}
                error={localErrors.amount ?? errorOf('amount')}
                style={{ flex: '1 1 9rem' }}
              />
              {vatEnabled && (
                <MoneyInput
                  label="Net amount"
                  description={calc === 'net' ? 'Calculated from gross' : undefined}
                  value={netText}
                  onValueChange={(value) => {
                    if (calc === 'net') setCalc(null);
                    else if (calc === null && gross === '') setCalc('gross');
                    setNet(value);
                  }}
                  error={errorOf('netAmount')}
                  style={{ flex: '1 1 9rem' }}
                />
              )}
              {vatEnabled && (
                <Text size="sm" mt={28} style={{ flex: '0 0 auto' }} aria-live="polite">
                  VAT {vat === null ? '–' : formatMoney(poundsOf(vat), { signed: false })}
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
                    ? accounts.map((a) => ({ value: a.id, label: a.name }))
                    : [{ value: '', label: 'No bank accounts yet' }]
                }
                value={accountId}
                onChange={(e) => setAccountId(e.currentTarget.value)}
                error={localErrors.accountId ?? errorOf('accountId')}
                style={{ flex: '1 1 10rem' }}
              />
              <Checkbox
                label="Refund"
                checked={isRefund}
                onChange={(e) => setIsRefund(e.currentTarget.checked)}
                mt={32}
              />
            </Group>
            <Group gap="xs" justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
              <Button variant="default" onClick={onDone}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

function formatDateLabel(iso: string) {
  return iso.split('-').reverse().join('/');
}
