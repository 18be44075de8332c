import { accountRepository, transactionRepository, type AccountItem } from '@bk/data';
import { getDb } from '../shared/clients/db';

/** The transactions of the ledger (built on the cold start's one client). */
export const transactions = () => transactionRepository(getDb());

/** The business's accounts by id (a transaction's DTO names its account). */
export async function accountMap(businessId: string): Promise<Map<string, AccountItem>> {
  return new Map((await accountRepository(getDb()).listAccounts(businessId)).map((a) => [a.id, a]));
}
