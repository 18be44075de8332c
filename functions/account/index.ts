import { accountRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { NotFoundError } from '../shared/errors';
import { accountDto, bankAccounts, listAccounts } from './accounts';
import { deleteBankAccount, deletionOf } from './delete-account';
import { filedTransactionsOf } from './filed-transactions';
import { createAccount, updateAccount } from './save-account';

/**
 * Bank accounts of SPEC §7 "Accounts". Exactly one account is the default, kept in one item per
 * business (decision 0053): the first account is the default whatever was asked, making another
 * the default moves it in the same write, and the default cannot be unset except by choosing
 * another. Names do not repeat, and an opening balance is part of the balance (decision 0041;
 * `save-account.ts`). Deleting runs as a job (`delete-account.ts`); the list shows an account
 * being deleted with its progress, and no account being deleted is the default.
 */
export const handler = createApi(accountRoutes, {
  accountList: async (_input, ctx) =>
    Promise.all((await listAccounts(ctx.business.id)).map(async (a) => accountDto(a, await deletionOf(a, ctx.now)))),

  accountCreate: async ({ body }, ctx) => createAccount(ctx.business.id, body, ctx.now),

  accountUpdate: async ({ params, body }, ctx) => updateAccount(ctx.business.id, params.id, body),

  accountDelete: async ({ params, query }, ctx) =>
    deleteBankAccount(ctx, params.id, query.confirmFiledPeriod === 'true'),

  accountFiledCount: async ({ params }, ctx) => {
    if (!(await bankAccounts().getAccount(ctx.business.id, params.id))) throw new NotFoundError();
    return { count: (await filedTransactionsOf(ctx.business.id, params.id)).count };
  },
});
