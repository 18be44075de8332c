import { routes } from '@bk/contract';
import { moneyInputToPence, penceToInputText, parsePounds, sortCodeFromInput, toPounds } from '@bk/domain';
import { formSchema } from '../../lib/form-schema';
import type { BankAccount } from '../../lib/ledger-types';

/**
 * A bank account as its edit row holds it: money as typed (pounds), the date as its date field
 * gives it (ISO, '' when blank, null while the typed text is no date).
 */
export interface AccountValues {
  name: string;
  isMain: boolean;
  openingBalance: string;
  openingDate: string | null;
  sortCode: string;
  lastFourDigits: string;
}

/** What the edit row starts from: an account's saved values, or blank for a new one. */
export function accountValues(account: BankAccount | null): AccountValues {
  return {
    name: account?.name ?? '',
    isMain: account?.isMain ?? false,
    openingBalance: account?.openingBalance == null ? '' : penceToInputText(parsePounds(account.openingBalance)),
    openingDate: account?.openingDate ?? '',
    sortCode: account?.sortCode ?? '',
    lastFourDigits: account?.lastFourDigits ?? '',
  };
}

/** Typed pounds as the API's number; blank is none, and what is not an amount is NaN for the schema to refuse. */
function pounds(typed: string): number | null {
  if (typed.trim() === '') return null;
  const amount = moneyInputToPence(typed);
  return amount === null ? Number.NaN : toPounds(amount);
}

/** Text typed that is no date goes to the check as text the schema refuses, never as no date. */
const NOT_A_DATE = 'not a date';

/** Blank text is null (no value), so an edit clears what was there. */
const orNull = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text.trim());

/**
 * Adding or editing a bank account (POST account, PATCH account/{id}: one body), checked by the
 * contract: the sort code and last four digits by their patterns, the opening balance and its date
 * together or not at all.
 */
export const accountForm = formSchema(routes.accountCreate.body, {
  toBody: (values: AccountValues) => ({
    name: values.name,
    isMain: values.isMain,
    openingBalance: pounds(values.openingBalance),
    openingDate: values.openingDate === null ? NOT_A_DATE : values.openingDate || null,
    sortCode: orNull(sortCodeFromInput(values.sortCode) ?? values.sortCode),
    lastFourDigits: orNull(values.lastFourDigits),
  }),
  messages: {
    name: { blank: 'Enter a name for the account' },
    openingBalance: { invalid_type: 'Enter the opening balance in pounds and pence, for example 1250.00' },
    openingDate: { invalid_format: 'Enter a real date as DD/MM/YYYY, for example 01/04/2026' },
  },
});
