import { randomUUID } from 'node:crypto';
import { LedgerLimitError, type AccountDetails, type AccountItem } from '@bk/data';
import { BANK_ACCOUNT_MESSAGES, parsePounds, sameNamedAccount } from '@bk/domain';
import type { RouteInput } from '../shared/api/types';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { accountDto, bankAccounts, readAccounts, type BankAccountDto } from './accounts';

type AccountBody = RouteInput<'accountCreate'>['body'];

/** An opening balance that would take the books beyond the range of money (decision 0020). */
const LEDGER_LIMIT_MESSAGE =
  'This opening balance would take the totals of your books beyond £9,999,999,999,999.99. Check the amount and try again.';

export const STALE_MESSAGE = 'This bank account was changed elsewhere at the same time. Reload the page and try again.';

/**
 * A name another account of the business already has (case and spaces aside) is refused on
 * `name`; an account being deleted gives its name up at once.
 */
function refuseDuplicateName(accounts: readonly AccountItem[], name: string, exceptId?: string): void {
  const live = accounts.filter((a) => a.deletionJobId === null);
  const same = sameNamedAccount(live, name, exceptId);
  if (same) throw new ValidationError([{ field: 'name', message: BANK_ACCOUNT_MESSAGES.duplicateName(same.name) }]);
}

/** The details a body gives, in pence; left out stays undefined (an edit keeps what is stored). */
function detailsOf(body: AccountBody): Partial<AccountDetails> {
  const { openingBalance, openingDate, sortCode, lastFourDigits } = body;
  return {
    openingBalance: openingBalance == null ? openingBalance : parsePounds(openingBalance),
    openingDate,
    sortCode,
    lastFourDigits,
  };
}

async function save(...args: Parameters<ReturnType<typeof bankAccounts>['saveAccount']>): Promise<boolean> {
  try {
    return await bankAccounts().saveAccount(...args);
  } catch (err) {
    if (err instanceof LedgerLimitError)
      throw new ValidationError([{ field: 'openingBalance', message: LEDGER_LIMIT_MESSAGE }]);
    throw err;
  }
}

/**
 * Add an account; the first is the default whatever was asked (SPEC §7 "Accounts"). The default
 * item is written with the account: set to it when asked, otherwise only where none is recorded
 * yet (to the account that is the default now, so data from before the item is carried over).
 */
export async function createAccount(businessId: string, body: AccountBody, now: Date): Promise<BankAccountDto> {
  const { accounts, defaultId } = await readAccounts(businessId);
  refuseDuplicateName(accounts, body.name);
  const id = randomUUID();
  const isMain = body.isMain || !defaultId;
  const { openingBalance = null, openingDate = null, sortCode = null, lastFourDigits = null } = detailsOf(body);
  const details = { openingBalance, openingDate, sortCode, lastFourDigits };
  const account = { id, name: body.name, createdAt: now.toISOString(), ...details };
  await save(businessId, account, {
    create: true,
    defaultChange: isMain ? { make: true } : { make: false, fallback: defaultId ?? id },
  });
  return accountDto({ ...account, isMain, deletionJobId: null, version: 1, balance: openingBalance ?? 0 });
}

/**
 * Rename an account, make it the default, or change its details. A new opening balance moves the
 * balance by the difference in the same write (decision 0041). Refused while the account is being
 * deleted (decision 0053), also when the deletion starts between the read and the write.
 */
export async function updateAccount(businessId: string, id: string, body: AccountBody): Promise<BankAccountDto> {
  const { accounts, defaultId } = await readAccounts(businessId);
  const current = accounts.find((a) => a.id === id);
  if (!current) throw new NotFoundError();
  if (current.deletionJobId !== null) throw new ConflictError(BANK_ACCOUNT_MESSAGES.deleting);
  if (current.isMain && !body.isMain)
    throw new ValidationError([
      { field: 'isMain', message: 'Make another account the default account instead of clearing it here' },
    ]);
  refuseDuplicateName(accounts, body.name, current.id);
  const saved = await save(
    businessId,
    { id: current.id, name: body.name, createdAt: current.createdAt, ...detailsOf(body) },
    {
      create: false,
      defaultChange: body.isMain ? { make: true } : { make: false, fallback: defaultId ?? current.id },
      before: current,
    },
  );
  const after = await bankAccounts().getAccount(businessId, current.id);
  if (!after) throw new NotFoundError();
  if (!saved) throw new ConflictError(after.deletionJobId ? BANK_ACCOUNT_MESSAGES.deleting : STALE_MESSAGE);
  return accountDto({ ...after, isMain: body.isMain });
}
