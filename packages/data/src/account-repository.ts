import { DeleteCommand, GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from './db';
import { ledgerKeys, ledgerPrefixes } from './keys';
import { isCancelledForCondition } from './ledger-change';
import { queryAll } from './paging';

/** A bank account; `balance` is integer pence, changed only together with its transactions. */
export const AccountItem = z.object({
  id: z.string(),
  name: z.string(),
  isMain: z.boolean(),
  balance: z.number().int(),
  createdAt: z.string(),
});
export type AccountItem = z.infer<typeof AccountItem>;

/**
 * A business's bank accounts (ACCESS_PATTERNS.md "accountRepository"). The balance is moved only
 * by the transaction repository, in the same write as the transactions (decision 0013).
 */
export function accountRepository(db: Db) {
  return {
    async listAccounts(businessId: string): Promise<AccountItem[]> {
      return queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': ledgerPrefixes.account },
          ConsistentRead: true,
        },
        (item) => AccountItem.parse(item),
      );
    },

    async getAccount(businessId: string, accountId: string): Promise<AccountItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: ledgerKeys.account(businessId, accountId), ConsistentRead: true }),
      );
      return out.Item ? AccountItem.parse(out.Item) : null;
    },

    /**
     * Create an account, or save its name and default flag. When it becomes the default, the
     * previous default (`previousMainId`) is cleared in the same transaction. Returns false if
     * an edited account is gone.
     */
    async saveAccount(
      businessId: string,
      account: { id: string; name: string; isMain: boolean; createdAt: string },
      options: { create: boolean; previousMainId: string | null },
    ): Promise<boolean> {
      const key = ledgerKeys.account(businessId, account.id);
      const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
        options.create
          ? {
              Put: {
                TableName: db.table,
                Item: { ...key, entity: 'account', version: 1, ...account, balance: 0 },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            }
          : {
              Update: {
                TableName: db.table,
                Key: key,
                UpdateExpression: 'SET #n = :n, isMain = :m',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeNames: { '#n': 'name' },
                ExpressionAttributeValues: { ':n': account.name, ':m': account.isMain },
              },
            },
      ];
      if (options.previousMainId && options.previousMainId !== account.id)
        items.push({
          Update: {
            TableName: db.table,
            Key: ledgerKeys.account(businessId, options.previousMainId),
            UpdateExpression: 'SET isMain = :f',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':f': false },
          },
        });
      try {
        await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
        return true;
      } catch (err) {
        if (isCancelledForCondition(err)) return false;
        throw err;
      }
    },

    /** Remove the account item itself (its transactions first: `deleteAccountAndTransactions`). */
    async deleteAccount(businessId: string, accountId: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.table, Key: ledgerKeys.account(businessId, accountId) }));
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
