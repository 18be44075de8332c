import { deleteAccountAndTransactions } from '@bk/data';
import { createApi } from '../shared/api/create-api';
import { getDb } from '../shared/clients/db';
import { ConflictError, NotFoundError } from '../shared/errors';
import { deleteFile } from '../shared/files';
import { accountDto, bankAccounts, listAccounts } from './accounts';
import { auditAccountDeletion, checkAccountDeletion, filedTransactionsOf } from './filed-transactions';
import { createAccount, updateAccount } from './save-account';

/** How long one request may spend deleting an account's transactions before answering (decision 0013). */
const ACCOUNT_DELETION_BUDGET_MS = 20_000;

/**
 * Bank accounts of SPEC §7 "Accounts". Exactly one account is the default: the first account is
 * the default whatever was asked, making another the default clears the old one in the same
 * write, and the default cannot be unset except by choosing another. Names do not repeat, and an
 * opening balance is part of the balance (decision 0041; `save-account.ts`).
 */
export const handler = createApi('account', {
  accountList: async (_input, ctx) => (await listAccounts(ctx.business.id)).map(accountDto),

  accountCreate: async ({ body }, ctx) => createAccount(ctx.business.id, body, ctx.now),

  accountUpdate: async ({ params, body }, ctx) => updateAccount(ctx.business.id, params.id, body),

  accountDelete: async ({ params, query }, ctx) => {
    const businessId = ctx.business.id;
    const repo = bankAccounts();
    const current = await repo.getAccount(businessId, params.id);
    if (!current) throw new NotFoundError();
    const filed = await checkAccountDeletion(businessId, current.id, query.confirmFiledPeriod === 'true');
    if (!(await deleteAccountAndTransactions(getDb(), deleteFile, businessId, current.id, ACCOUNT_DELETION_BUDGET_MS)))
      throw new ConflictError(
        'This account has many transactions and is still being deleted. Press Delete again to finish deleting it.',
      );
    if (current.isMain) {
      const [next] = await listAccounts(businessId);
      if (next) await repo.saveAccount(businessId, { ...next, isMain: true }, { create: false, previousMainId: null });
    }
    if (filed) await auditAccountDeletion(ctx, current.name, filed);
    return { ok: true as const };
  },

  accountFiledCount: async ({ params }, ctx) => {
    if (!(await bankAccounts().getAccount(ctx.business.id, params.id))) throw new NotFoundError();
    return { count: (await filedTransactionsOf(ctx.business.id, params.id)).count };
  },
});
