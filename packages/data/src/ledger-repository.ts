import { accountRepository } from './account-repository';
import { aggregateRepository } from './aggregate-repository';
import { attachmentRepository } from './attachment-repository';
import { balanceRepository } from './balance-repository';
import type { Db } from './db';
import { transactionRepository } from './transaction-repository';

/**
 * Every repository of the ledger in one object, for tests and tools that seed or repair a whole
 * ledger. Product code takes the repository of the access pattern it uses, so that what a route
 * reads and writes shows in its imports.
 */
export function ledgerRepository(db: Db) {
  return {
    ...accountRepository(db),
    ...transactionRepository(db),
    ...aggregateRepository(db),
    ...balanceRepository(db),
    ...attachmentRepository(db),
  };
}
