import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

/** Bank account calls (SPEC §7 "Accounts"), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const accountRoutes = {
  accountList: route({ method: 'GET', path: '/account', group: 'account', access: 'business', permission: 'ledger:read', summary: 'Bank accounts with balances', response: z.array(S.BankAccount) }),
  accountCreate: route({ method: 'POST', path: '/account', group: 'account', access: 'business', permission: 'ledger:write', summary: 'Add a bank account', body: S.BankAccountInput, response: S.BankAccount, status: 201 }),
  accountUpdate: route({ method: 'PATCH', path: '/account/{id}', group: 'account', access: 'business', permission: 'ledger:write', summary: 'Rename or make default', params: S.IdParams, body: S.BankAccountInput, response: S.BankAccount }),
  accountDelete: route({ method: 'DELETE', path: '/account/{id}', group: 'account', access: 'business', permission: 'ledger:write', summary: 'Delete an account and its transactions', params: S.IdParams, query: S.FiledPeriodConfirmQuery, response: z.object({ status: z.enum(['deleted', 'in-progress']) }) }),
  accountFiledCount: route({ method: 'GET', path: '/account/{id}/filed-transactions', group: 'account', access: 'business', permission: 'ledger:read', summary: 'How many of its transactions are in VAT periods filed with HMRC', params: S.IdParams, response: S.FiledTransactionCount }),
} as const;
