import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { openingBalanceMagnitude } from '@bk/domain';
import * as z from 'zod/mini';
import { accountStateMethods, defaultAccountWrite, sendAccountTransact, type DefaultChange } from './account-state';
import type { Db } from './db';
import { ledgerKeys, ledgerPrefixes } from './keys';
import { cancelledAt, isCancelledForCondition, magnitudeUpdate } from './ledger-change';
import { LedgerLimitError } from './transaction-item';
import { queryAll } from './paging';

/**
 * A bank account. `balance` is integer pence: the opening balance (pence, the balance at the start
 * of `openingDate`) plus every transaction, changed only together with them (decisions 0013, 0041).
 * `version` moves with each edit of the account itself, never with a transaction. `isMain` is
 * only read from data written before the default item (`account-state.ts`, decision 0053);
 * `deletionJobId` marks an account being deleted by that job.
 */
export const AccountItem = z.object({
  id: z.string(),
  name: z.string(),
  isMain: z._default(z.boolean(), false),
  deletionJobId: z._default(z.nullable(z.string()), null),
  balance: z.number().check(z.int()),
  createdAt: z.string(),
  version: z._default(z.number().check(z.int()), 1),
  openingBalance: z._default(z.nullable(z.number().check(z.int())), null),
  openingDate: z._default(z.nullable(z.string()), null),
  sortCode: z._default(z.nullable(z.string()), null),
  lastFourDigits: z._default(z.nullable(z.string()), null),
});
export type AccountItem = z.infer<typeof AccountItem>;

/** An account's own details; an edit leaves out (undefined) what it keeps. */
export interface AccountDetails {
  openingBalance: number | null;
  openingDate: string | null;
  sortCode: string | null;
  lastFourDigits: string | null;
}

const DETAIL_FIELDS = ['openingBalance', 'openingDate', 'sortCode', 'lastFourDigits'] as const;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

interface AccountUpdate {
  Key: { pk: string; sk: string };
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * A business's bank accounts (ACCESS_PATTERNS.md "accountRepository"). The balance is moved only
 * by the transaction repository, in the same write as the transactions (decision 0013).
 */
export function accountRepository(db: Db) {
  return {
    ...accountStateMethods(db),

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
     * Create an account, or save its name and details, with the default item in the same
     * transaction (`change`: this account becomes the default, or the default stays). An opening balance
     * is part of the balance: a new account starts at it, and an edit ADDs the difference from
     * `before` (the account as read), conditioned on its version so a concurrent edit cannot be
     * lost while transactions keep moving the balance; the ledger's magnitude follows in the same
     * write (decision 0041); an edit writes details only with `before`. Returns false if an edited
     * account is gone or changed since `before`; throws {@link LedgerLimitError} beyond the
     * ledger's bound. An edit of an account being deleted is refused (false).
     */
    async saveAccount(
      businessId: string,
      account: { id: string; name: string; createdAt: string } & Partial<AccountDetails>,
      options: { create: boolean; defaultChange: DefaultChange; before?: AccountItem },
    ): Promise<boolean> {
      const key = ledgerKeys.account(businessId, account.id);
      const items: TransactItem[] = [];
      let magnitude: number;
      if (options.create) {
        const { openingBalance = null, openingDate = null, sortCode = null, lastFourDigits = null } = account;
        const details = { openingBalance, openingDate, sortCode, lastFourDigits };
        items.push({
          Put: {
            TableName: db.table,
            Item: { ...key, entity: 'account', version: 1, ...account, ...details, balance: openingBalance ?? 0 },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        });
        magnitude = openingBalanceMagnitude(openingBalance);
      } else {
        const edit = accountEdit(key, account, options.before);
        items.push({ Update: { TableName: db.table, ...edit.update } });
        magnitude = edit.magnitude;
      }
      items.push({ Update: defaultAccountWrite(db.table, businessId, account.id, options.defaultChange) });
      const bound = magnitudeUpdate(db.table, businessId, magnitude);
      const boundIndex = bound ? items.push({ Update: bound }) - 1 : -1;
      try {
        await sendAccountTransact(db, items);
        return true;
      } catch (err) {
        if (boundIndex >= 0 && cancelledAt(err, boundIndex)) throw new LedgerLimitError();
        if (isCancelledForCondition(err)) return false;
        throw err;
      }
    },

    /**
     * Remove the account item itself (its transactions first: `deleteMarkedAccount`),
     * taking its opening balance off the ledger's magnitude in the same write; read again if it
     * was edited meanwhile.
     */
    async deleteAccount(businessId: string, accountId: string): Promise<void> {
      const Key = ledgerKeys.account(businessId, accountId);
      for (;;) {
        const out = await db.doc.send(new GetCommand({ TableName: db.table, Key, ConsistentRead: true }));
        if (!out.Item) return;
        const account = AccountItem.parse(out.Item);
        const shrink = magnitudeUpdate(db.table, businessId, -openingBalanceMagnitude(account.openingBalance));
        const remove: TransactItem = {
          Delete: {
            TableName: db.table,
            Key,
            ConditionExpression: 'attribute_not_exists(version) OR version = :v',
            ExpressionAttributeValues: { ':v': account.version },
          },
        };
        try {
          await db.doc.send(
            new TransactWriteCommand({ TransactItems: shrink ? [remove, { Update: shrink }] : [remove] }),
          );
          return;
        } catch (err) {
          if (!isCancelledForCondition(err)) throw err;
        }
      }
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;

/**
 * The update of an edit: the name; with the account as read (`before`) also the details given
 * and, for an opening balance, the ADD of its difference on the balance, conditioned on the
 * version read, with the change of its magnitude for the ledger's bound. Without `before` the
 * details are not written. Never on an account being deleted (decision 0053).
 */
function accountEdit(
  key: { pk: string; sk: string },
  account: { name: string } & Partial<AccountDetails>,
  before: AccountItem | undefined,
): { update: AccountUpdate; magnitude: number } {
  const sets = ['#n = :n'];
  const names: Record<string, string> = { '#n': 'name' };
  const values: Record<string, unknown> = { ':n': account.name };
  if (!before)
    return {
      update: {
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletionJobId)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
      magnitude: 0,
    };
  for (const field of DETAIL_FIELDS) {
    const value = account[field];
    if (value === undefined) continue;
    sets.push(`${field} = :${field}`);
    values[`:${field}`] = value;
  }
  let add = '';
  let magnitude = 0;
  if (account.openingBalance !== undefined) {
    add = ' ADD balance :d';
    values[':d'] = (account.openingBalance ?? 0) - (before.openingBalance ?? 0);
    magnitude = openingBalanceMagnitude(account.openingBalance) - openingBalanceMagnitude(before.openingBalance);
  }
  sets.push('version = :next');
  values[':next'] = before.version + 1;
  values[':v'] = before.version;
  const condition =
    'attribute_exists(pk) AND attribute_not_exists(deletionJobId) AND (attribute_not_exists(version) OR version = :v)';
  return {
    update: {
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}${add}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
    magnitude,
  };
}
