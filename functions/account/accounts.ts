import type { z } from 'zod/mini';
import type { BankAccount } from '@bk/contract';
import { accountRepository, type AccountItem } from '@bk/data';
import { pence, toPounds } from '@bk/domain';
import { getDb } from '../shared/clients/db';

export type BankAccountDto = z.input<typeof BankAccount>;

export const bankAccounts = () => accountRepository(getDb());

export function accountDto(a: AccountItem, deletion?: BankAccountDto['deletion']): BankAccountDto {
  return {
    id: a.id,
    name: a.name,
    isMain: a.isMain,
    balance: toPounds(pence(a.balance)),
    openingBalance: a.openingBalance === null ? null : toPounds(pence(a.openingBalance)),
    openingDate: a.openingDate,
    sortCode: a.sortCode,
    lastFourDigits: a.lastFourDigits,
    ...(deletion ? { deletion } : {}),
  };
}

/** The business's accounts as stored, and the account its default item names (null: none yet). */
export interface AccountsRead {
  /** Oldest first, `isMain` as derived by {@link defaultOf}. */
  accounts: AccountItem[];
  /** The default item's account as read, for a write conditioned on it. */
  recordedDefault: string | null;
  /** The default account now (null: no account outside deletion). */
  defaultId: string | null;
}

/**
 * The default among the accounts not being deleted (decision 0053): the one the default item
 * names; for data written before that item, the one flagged `isMain`; else the oldest.
 */
export function defaultOf(accounts: readonly AccountItem[], recorded: string | null): string | null {
  const live = accounts.filter((a) => a.deletionJobId === null);
  const named = live.find((a) => a.id === recorded) ?? live.find((a) => a.isMain) ?? live[0];
  return named?.id ?? null;
}

/** Accounts oldest first, each marked default or not from the business's one default item. */
export async function readAccounts(businessId: string): Promise<AccountsRead> {
  const repo = bankAccounts();
  const [found, recordedDefault] = await Promise.all([
    repo.listAccounts(businessId),
    repo.getDefaultAccountId(businessId),
  ]);
  const sorted = found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const defaultId = defaultOf(sorted, recordedDefault);
  return { accounts: sorted.map((a) => ({ ...a, isMain: a.id === defaultId })), recordedDefault, defaultId };
}

/** Accounts oldest first; exactly one of those not being deleted is the default. */
export async function listAccounts(businessId: string): Promise<AccountItem[]> {
  return (await readAccounts(businessId)).accounts;
}
