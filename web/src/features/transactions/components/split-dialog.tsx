import { absPence, formatMoney, moneyInputToPence, parsePounds, toPounds } from '@bk/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MoneyInput } from '../../../components/money-input';
import { formatPounds } from '../../../lib/format';
import type { Transaction } from '../../../lib/ledger-types';
import { useSplitTransaction } from '../api/change-transactions';
import { useFiledPeriodConfirm } from '../../../components/filed-period-dialog';

/** The amount prompt of Split (SPEC §2 Other widgets): the part to take out into a new transaction. */
export function SplitDialog({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const split = useSplitTransaction();
  const filed = useFiledPeriodConfirm();
  const close = () => {
    setAmount('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    const pence = moneyInputToPence(amount);
    if (!transaction || pence === null || pence === 0) {
      setError('Enter the amount to split off');
      return;
    }
    const whole = absPence(parsePounds(transaction.amount));
    if (Math.abs(pence) >= whole) {
      setError(`Enter less than ${formatMoney(whole)}`);
      return;
    }
    send(transaction, toPounds(absPence(pence)));
  };
  // Refused for a filed VAT period: this dialog steps aside for the question and comes back on Cancel.
  const send = (t: Transaction, splitAmount: number, confirmFiledPeriod?: boolean) =>
    split.mutate(
      { t, splitAmount, ...(confirmFiledPeriod ? { confirmFiledPeriod } : {}) },
      {
        onSuccess: close,
        onError: (e) => {
          if (!filed.ask(e, () => send(t, splitAmount, true)) && (e as { status?: number }).status === 409) close();
        },
      },
    );
  return (
    <>
      {filed.dialog}
      <ConfirmDialog
        opened={transaction !== null && !filed.asking}
        title="Split transaction"
        confirmLabel="Split"
        loading={split.isPending}
        onClose={close}
        onConfirm={confirm}
      >
        <Text size="sm" mb="sm">
          {transaction
            ? `${transaction.desc || 'This transaction'} (${formatPounds(transaction.amount, { sign: true })})`
            : ''}{' '}
          becomes two: the amount you enter moves to a new transaction, the rest stays.
        </Text>
        <MoneyInput label="Split amount" value={amount} onValueChange={setAmount} error={error} data-autofocus />
      </ConfirmDialog>
    </>
  );
}
