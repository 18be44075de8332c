import {
  isCategorySelectable,
  moneyInputToPence,
  suggestVatRateId,
  todayIso,
  toPounds,
  TransactionType,
  pence,
  penceToInputText,
  type Pence,
} from '@bk/domain';
import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { useState } from 'react';
import { Link } from 'react-router';
import { MoneyInput } from '../../../components/money-input';
import { useSensibleDateConfirm } from '../../../components/sensible-date-confirm';
import { UkDateField } from '../../../components/uk-date-field';
import { routeTo } from '../../../config/routes';
import { api } from '../../../lib/api-client';
import { choosableAccounts, useAccounts } from '../../../lib/queries/get-accounts';
import { transactionKeys } from '../../../lib/queries/transactions-keys';

/**
 * The Match Transactions modal's 'Create Transaction' view: a payment not yet in the books is
 * recorded as income here (or in Income & Expenses in a new tab), then matched to the invoice.
 */
export function CreatePaymentTransaction(props: {
  invoiceNumber: string;
  contactId: string | null;
  amountDue: Pence;
  vatEnabled: boolean;
  matching: boolean;
  onBack: () => void;
  onCreated: (transactionId: string) => void;
}) {
  const accounts = choosableAccounts(useAccounts().data ?? []);
  const categories = useQuery({
    queryKey: transactionKeys.categories(),
    queryFn: ({ signal }) => api.call('categoryList', { signal }),
    staleTime: Infinity,
    meta: { quiet: true },
  }).data;
  const today = todayIso();
  const income = (categories ?? []).filter((c) => c.saCategory?.income === true && isCategorySelectable(c, today));
  // ISO, '' when blank, null while the typed text is no date (the date field says why).
  const [date, setDate] = useState<string | null>(today);
  const sensibleDate = useSensibleDateConfirm();
  const [desc, setDesc] = useState(`Payment for ${props.invoiceNumber}`);
  const [amount, setAmount] = useState(props.amountDue > 0 ? penceToInputText(props.amountDue) : '');
  const [accountId, setAccountId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const account = accountId || accounts.find((a) => a.isMain)?.id || accounts[0]?.id || '';
  const category = categoryId || income[0]?.id || '';

  const create = useMutation({
    mutationFn: () => {
      const gross = moneyInputToPence(amount);
      const chosen = income.find((c) => c.id === category) ?? null;
      return api.call('transactionCreate', {
        body: {
          date: date ?? '',
          desc: desc.trim(),
          transactionTypeId: TransactionType.BUSINESS,
          contactId: props.contactId,
          categoryId: category,
          amount: toPounds(gross ?? pence(0)),
          accountId: account,
          vatRateId: props.vatEnabled
            ? suggestVatRateId({
                category: chosen,
                transactionTypeId: TransactionType.BUSINESS,
                isIncome: true,
                amount: gross,
                purchasePrice: null,
              })
            : null,
        },
      });
    },
    onSuccess: (transaction) => props.onCreated(transaction.id),
  });

  const done = () => {
    const gross = moneyInputToPence(amount);
    if (!date) return setProblem('Enter the date the payment was received, as DD/MM/YYYY');
    if (gross === null || gross <= 0) return setProblem('Enter the amount received, more than £0.00');
    if (!account) return setProblem('Add a bank account first, on Bank Accounts');
    if (!category) return setProblem('Choose the income category');
    setProblem(null);
    sensibleDate.confirm([date], () => create.mutate());
  };

  return (
    <>
      <form
        aria-label="Create a transaction"
        onSubmit={(e) => {
          e.preventDefault();
          done();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Record the payment received as income; Done adds it and matches it to {props.invoiceNumber}. To add it with
            every detail, use{' '}
            <Anchor component={Link} to={routeTo('Transactions')} target="_blank">
              Income &amp; Expenses (opens in a new tab)
            </Anchor>{' '}
            and come back to match it.
          </Text>
          {problem && (
            <Text c="red" size="sm" role="alert">
              {problem}
            </Text>
          )}
          <Group grow align="flex-start">
            <UkDateField label="Date" required sensible value={date} onChange={setDate} />
            <MoneyInput label="Amount received" required value={amount} onValueChange={setAmount} />
          </Group>
          <TextInput label="Description" value={desc} onChange={(e) => setDesc(e.currentTarget.value)} />
          <Group grow align="flex-start">
            <NativeSelect
              label="Bank account"
              data={accounts.map((a) => ({ value: a.id, label: a.name }))}
              value={account}
              onChange={(e) => setAccountId(e.currentTarget.value)}
            />
            <NativeSelect
              label="Category"
              data={income.map((c) => ({ value: c.id, label: c.name }))}
              value={category}
              onChange={(e) => setCategoryId(e.currentTarget.value)}
            />
          </Group>
          <Group justify="space-between">
            <Button variant="default" onClick={props.onBack}>
              Back
            </Button>
            <Button type="submit" loading={create.isPending || props.matching}>
              Done
            </Button>
          </Group>
        </Stack>
      </form>
      {sensibleDate.dialog}
    </>
  );
}
