import type { z } from 'zod';
import type { BankAccount } from '@bk/contract';
import { accountRepository, type AccountItem } from '@bk/data';
import { pence, toPounds } from '@bk/domain';
import { getDb } from '../shared/clients/db';

export type BankAccountDto = z.input<typeof BankAccount>;

export const bankAccounts = () => accountRepository(getDb());

export function accountDto(a: AccountItem): BankAccountDto {
  return {
    id: a.id,
    name: a.name,
    isMain: a.isMain,
    balance: toPounds(pence(a.balance)),
    openingBalance: a.openingBalance === null ? null : toPounds(pence(a.openingBalance)),
    openingDate: a.openingDate,
    sortCode: a.sortCode,
    lastFourDigits: a.lastFourDigits,
  };
}

/** Accounts oldest first; the default one is whichever carries isMain. */
export async function listAccounts(businessId: string): Promise<AccountItem[]> {
  const found = await bankAccounts().listAccounts(businessId);
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
