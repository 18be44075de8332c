import {
  absPence,
  directedAmount,
  directionIsChosen,
  directionOf,
  isIsoDate,
  moneyInputToPence,
  negatePence,
  netToSend,
  parsePounds,
  pence,
  penceToInputText,
  signedAmount,
  todayIso,
  toPounds,
  TransactionType,
  type MoneyDirection,
} from '@bk/domain';
import { useState } from 'react';
import type { PickedContact } from '../../../components/contact-picker';
import { useSensibleDateConfirm } from '../../../components/sensible-date-confirm';
import type { BankAccount, Category, Transaction, VatRate } from '../../../lib/ledger-types';
import { useSaveTransaction, type SaveTransactionInput } from '../api/change-transactions';
import { useFiledPeriodConfirm } from '../../../components/filed-period-dialog';
import { rowAmounts, type Calc } from '../row-amounts';
import { isIncomeCategory, suggestVatRate } from '../vat-rate-choice';

const boxText = (pounds: number | null | undefined) => (pounds == null ? '' : penceToInputText(parsePounds(pounds)));

/**
 * The edit row's state (SPEC §2, §4 "Net/gross", §5 "Transaction amounts"): the inputs as typed,
 * what the domain works out from them, the suggested VAT rate, and saving.
 */
export function useTransactionForm(props: {
  transaction: Transaction | null;
  vatEnabled: boolean;
  categories: readonly Category[];
  vatRates: readonly VatRate[];
  accounts: readonly BankAccount[];
  /** The form is finished with: saved (the transaction's id), or given up (none). */
  onDone: (savedId?: string) => void;
}) {
  const { transaction: t, vatEnabled, categories, vatRates, accounts, onDone } = props;
  const save = useSaveTransaction();
  const filed = useFiledPeriodConfirm();
  const sensibleDate = useSensibleDateConfirm();
  // ISO, '' when blank, null while the typed text is no date (the date field says why).
  const [date, setDate] = useState<string | null>(t?.date ?? todayIso());
  const [desc, setDesc] = useState(t?.desc ?? '');
  const [categoryId, setCategoryId] = useState(t?.categoryId ?? '');
  const [typeId, setTypeId] = useState<number>(t?.transactionTypeId ?? TransactionType.BUSINESS);
  const [gross, setGross] = useState(t ? boxText(t.amount) : '');
  const [net, setNet] = useState(boxText(t?.netAmount));
  const [calc, setCalc] = useState<Calc>(t?.netAmount != null ? null : 'net');
  const [purchase, setPurchase] = useState(boxText(t?.purchasePrice));
  const [isRefund, setIsRefund] = useState(t?.isRefund ?? false);
  const [accountId, setAccountId] = useState(
    t?.accountId ?? accounts.find((a) => a.isMain)?.id ?? accounts[0]?.id ?? '',
  );
  const [chosenRateId, setChosenRateId] = useState<string | null>(t?.vatRateId ?? null);
  const [contact, setContact] = useState<PickedContact | null>(t?.contact ?? null);
  // Money in or out, where no category decides it: a new transaction starts unchosen (never money in by default).
  const [direction, setDirection] = useState<MoneyDirection | null>(t ? directionOf(t.amount) : null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  const category = categories.find((c) => c.id === categoryId) ?? null;
  const askDirection = directionIsChosen(category);
  const purchasePence = moneyInputToPence(purchase);
  const margin = typeId === TransactionType.MARGIN_SCHEME;
  // The rate follows the suggestion (category, type, amounts) until the person picks one by hand; a
  // saved transaction's rate counts as picked, so editing it never changes its VAT unasked.
  const suggested = suggestVatRate(vatRates, {
    category,
    typeId,
    gross: moneyInputToPence(gross),
    purchasePrice: purchasePence,
  });
  const vatRateId = chosenRateId ?? suggested.id ?? '';
  const vatHint =
    chosenRateId === null ? `Suggested${suggested.reason ? `: ${suggested.reason}` : ''}` : suggested.reason;
  const rate = vatRates.find((r) => r.id === vatRateId)?.vatPercent ?? 0;
  const amounts = rowAmounts({
    gross,
    net,
    calc,
    purchasePrice: purchasePence ?? pence(0),
    vatPercent: rate,
    marginIncome: margin && isIncomeCategory(category),
  });

  const onGross = (value: string) => {
    if (calc === 'gross') setCalc(null);
    else if (calc === null && net === '' && vatEnabled) setCalc('net');
    setGross(value);
  };
  // A new date answers 'Enter the date of the transaction'; the date field says itself what is wrong with one.
  const changeDate = (value: string | null) => {
    setDate(value);
    setLocalErrors(({ date: _answered, ...rest }) => rest);
  };
  const onNet = (value: string) => {
    if (calc === 'net') setCalc(null);
    else if (calc === null && gross === '') setCalc('gross');
    setNet(value);
  };

  const submit = () => {
    const errors: Record<string, string> = {};
    const day = isIsoDate(date) ? date : null;
    if (day === null) errors.date = 'Enter the date of the transaction';
    if (amounts.gross === null) errors.amount = 'Enter the gross amount';
    if (accountId === '') errors.accountId = 'Choose a bank account (add one on Bank Accounts first)';
    if (margin && purchasePence === null) errors.purchasePrice = 'Enter the purchase price';
    // A minus typed in the amount says money out as well as choosing it does.
    const chosen = direction ?? (amounts.gross !== null && amounts.gross < 0 ? 'out' : null);
    if (askDirection && chosen === null) errors.direction = 'Choose money in or money out';
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0 || amounts.gross === null || day === null) return;
    const typed = askDirection && chosen ? directedAmount(amounts.gross, chosen) : amounts.gross;
    const amount = signedAmount({ amount: typed, category, isRefund, transactionTypeId: typeId });
    // SPEC §5: net is sent only when adjusted by hand, never for margin scheme income.
    const adjusted = vatEnabled
      ? netToSend({
          net: amounts.net,
          gross: amount,
          vatPercent: rate,
          transactionTypeId: typeId,
          isIncome: isIncomeCategory(category),
        })
      : null;
    // The net carries the sign of the gross.
    const netSend = adjusted === null ? null : amount < 0 ? negatePence(absPence(adjusted)) : absPence(adjusted);
    const input: SaveTransactionInput = {
      id: t?.id,
      updatedDate: t?.updatedDate,
      body: {
        date: day,
        desc: desc.trim(),
        transactionTypeId: typeId,
        contactId: contact?.id ?? null,
        categoryId: categoryId === '' ? null : categoryId,
        amount: toPounds(amount),
        netAmount: netSend === null ? null : toPounds(netSend),
        purchasePrice: margin && purchasePence !== null ? toPounds(purchasePence) : null,
        accountId,
        vatRateId: vatEnabled && vatRateId !== '' ? vatRateId : null,
        isRefund,
      },
    };
    // A date that looks like a slip of the year (1999, 2062) is saved only once confirmed.
    sensibleDate.confirm([day], () => send(input));
  };
  // A save refused for a filed VAT period asks first; Cancel leaves the form open as it was typed.
  const send = (input: SaveTransactionInput) =>
    save.mutate(input, {
      onSuccess: (saved) => onDone(saved.id),
      onError: (error) => {
        if (filed.ask(error, () => send({ ...input, confirmFiledPeriod: true }))) return;
        if ((error as { status?: number }).status === 409) onDone();
      },
    });

  return {
    values: { date, desc, categoryId, typeId, purchase, isRefund, accountId, vatRateId, contact, direction },
    set: {
      setDate: changeDate,
      setDesc,
      setCategoryId,
      setTypeId,
      setPurchase,
      setIsRefund,
      setAccountId,
      setChosenRateId,
      setContact,
      setDirection,
    },
    askDirection,
    filedDialog: filed.dialog,
    dateDialog: sensibleDate.dialog,
    amounts,
    onGross,
    onNet,
    calc,
    margin,
    vatHint,
    localErrors,
    saving: save.isPending,
    submit,
  };
}
