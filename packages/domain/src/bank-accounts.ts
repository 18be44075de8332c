/**
 * Rules of a bank account's own details (decision 0041): the name that must not repeat, the
 * optional sort code and last four digits of the account number, and the opening balance with its
 * date. One place, so the contract's schema, the server and the form agree word for word.
 */

/** A UK sort code as the API carries it: three pairs of digits joined by hyphens. */
export const SORT_CODE_PATTERN = /^\d{2}-\d{2}-\d{2}$/;

/** The last four digits of an account number. */
export const LAST_FOUR_PATTERN = /^\d{4}$/;

export const BANK_ACCOUNT_MESSAGES = {
  sortCode: 'Enter the sort code as 6 digits, like 12-34-56',
  lastFour: 'Enter the last 4 digits of the account number, like 1234',
  openingDateMissing: 'Enter the date of the opening balance',
  openingBalanceMissing: 'Enter the opening balance on this date (it can be 0.00)',
  duplicateName: (name: string) => `You already have a bank account called "${name}". Choose another name.`,
  deleting: 'This bank account is being deleted, so nothing in it can be added or changed. Choose another account.',
} as const;

/**
 * The sort code a person typed as NN-NN-NN: spaces, hyphens and full stops between the digits are
 * only how it was written, so they are dropped; anything else (letters, 5 or 7 digits) is refused
 * with null rather than guessed at. Blank is `''`: no sort code.
 * @example sortCodeFromInput('12 34 56') // '12-34-56'
 * @example sortCodeFromInput('12-34-5') // null
 */
export function sortCodeFromInput(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed === '') return '';
  if (!/^[\d\s.-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[\s.-]/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

/**
 * The key two account names are compared by: case, spaces and Unicode width forms do not make a
 * name different, so 'Current account' and ' current  ACCOUNT' are one name to a person reading a
 * list of them.
 * @example accountNameKey(' Current  Account ') === accountNameKey('currentaccount') // true
 */
export function accountNameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLocaleLowerCase('en-GB');
}

/**
 * The other account already called `name` (by {@link accountNameKey}), if any; `exceptId` is the
 * account being renamed, which may keep its own name.
 */
export function sameNamedAccount<A extends { id: string; name: string }>(
  accounts: readonly A[],
  name: string,
  exceptId?: string,
): A | undefined {
  const key = accountNameKey(name);
  return accounts.find((a) => a.id !== exceptId && accountNameKey(a.name) === key);
}

/** Which half of an opening balance is missing, as a field error; null when both or neither are given. */
export function openingBalancePairProblem(given: {
  openingBalance?: number | null;
  openingDate?: string | null;
}): { field: 'openingBalance' | 'openingDate'; message: string } | null {
  const hasBalance = given.openingBalance != null;
  const hasDate = given.openingDate != null && given.openingDate !== '';
  if (hasBalance && !hasDate) return { field: 'openingDate', message: BANK_ACCOUNT_MESSAGES.openingDateMissing };
  if (hasDate && !hasBalance) return { field: 'openingBalance', message: BANK_ACCOUNT_MESSAGES.openingBalanceMissing };
  return null;
}

/**
 * What an account's opening balance counts against the ledger's magnitude bound (decision 0020):
 * its size, like a transaction's amount, since every balance and total it joins must stay money.
 * @example openingBalanceMagnitude(-1250) // 1250
 */
export function openingBalanceMagnitude(openingBalance: number | null | undefined): number {
  return Math.abs(openingBalance ?? 0);
}

/**
 * The balance an account shows: its opening balance (the balance at the start of its opening date)
 * plus every transaction of the account, all in pence.
 * @example accountBalance(10000, [-2500, 1000]) // 8500
 */
export function accountBalance(openingBalance: number | null | undefined, amounts: Iterable<number>): number {
  let total = openingBalance ?? 0;
  for (const amount of amounts) total += amount;
  return total;
}
