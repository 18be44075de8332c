import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { BankAccount } from '@bk/contract';
import { accountRepository, deleteAccountAndTransactions, type AccountItem } from '@bk/data';
import { pence, toPounds } from '@bk/domain';
import { createApi } from '../shared/api/create-api';
import { getDb } from '../shared/clients/db';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { deleteFile } from '../shared/files';

type BankAccountDto = z.input<typeof BankAccount>;

/** How long one request may spend deleting an account's transactions before answering (decision 0013). */
const ACCOUNT_DELETION_BUDGET_MS = 20_000;

const bankAccounts = () => accountRepository(getDb());

function accountDto(a: AccountItem): BankAccountDto {
  return { id: a.id, name: a.name, isMain: a.isMain, balance: toPounds(pence(a.balance)) };
}

/** Accounts oldest first; the default one is whichever carries isMain. */
async function listAccounts(businessId: string): Promise<AccountItem[]> {
  const found = await bankAccounts().listAccounts(businessId);
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Bank accounts of SPEC §7 "Accounts". Exactly one account is the default: the first account is
 * the default whatever was asked, making another the default clears the old one in the same
 * write, and the default cannot be unset except by choosing another.
 */
export const handler = createApi('account', {
  accountList: async (_input, ctx) => (await listAccounts(ctx.business.id)).map(accountDto),

  accountCreate: async ({ body }, ctx) => {
    const businessId = ctx.business.id;
    const accounts = await listAccounts(businessId);
    const main = accounts.find((a) => a.isMain) ?? null;
    const isMain = body.isMain || !main;
    const account = { id: randomUUID(), name: body.name, isMain, createdAt: ctx.now.toISOString() };
    await bankAccounts().saveAccount(businessId, account, {
      create: true,
      previousMainId: isMain ? (main?.id ?? null) : null,
    });
    return accountDto({ ...account, balance: 0 });
  },

  accountUpdate: async ({ params, body }, ctx) => {
    const businessId = ctx.business.id;
    const accounts = await listAccounts(businessId);
    const current = accounts.find((a) => a.id === params.id);
    if (!current) throw new NotFoundError();
    if (current.isMain && !body.isMain)
      throw new ValidationError([
        { field: 'isMain', message: 'Make another account the default account instead of clearing it here' },
      ]);
    const main = accounts.find((a) => a.isMain) ?? null;
    const saved = await bankAccounts().saveAccount(
      businessId,
      { id: current.id, name: body.name, isMain: body.isMain, createdAt: current.createdAt },
      { create: false, previousMainId: body.isMain ? (main?.id ?? null) : null },
    );
    if (!saved) throw new NotFoundError();
    return accountDto({ ...current, name: body.name, isMain: body.isMain });
  },

  accountDelete: async ({ params }, ctx) => {
    const businessId = ctx.business.id;
    const repo = bankAccounts();
    const current = await repo.getAccount(businessId, params.id);
    if (!current) throw new NotFoundError();
    if (!(await deleteAccountAndTransactions(getDb(), deleteFile, businessId, current.id, ACCOUNT_DELETION_BUDGET_MS)))
      throw new ConflictError(
        'This account has many transactions and is still being deleted. Press Delete again to finish deleting it.',
      );
    if (current.isMain) {
      const [next] = await listAccounts(businessId);
      if (next) await repo.saveAccount(businessId, { ...next, isMain: true }, { create: false, previousMainId: null });
    }
    return { ok: true as const };
  },
});
