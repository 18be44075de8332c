import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { MAX_PENCE } from '@bk/domain';
import { deleteKeys, isConditionFailed, type Db } from './db';
import { ledgerKeys, ledgerPrefixes } from './keys';

/** A bank account; `balance` is integer pence, changed only together with its transactions. */
export const AccountItem = z.object({
  id: z.string(),
  name: z.string(),
  isMain: z.boolean(),
  balance: z.number().int(),
  createdAt: z.string(),
});
export type AccountItem = z.infer<typeof AccountItem>;

/** A transaction as stored; every amount is integer pence. */
export const TransactionItem = z.object({
  id: z.string(),
  date: z.string(),
  desc: z.string(),
  accountId: z.string(),
  categoryId: z.string().nullable(),
  transactionTypeId: z.number().int(),
  vatRateId: z.string().nullable(),
  contactId: z.string().nullable(),
  amount: z.number().int(),
  netAmount: z.number().int().nullable(),
  purchasePrice: z.number().int().nullable(),
  isRefund: z.boolean(),
  incomplete: z.boolean(),
  /** Whether the amount counts in income and expense totals (not ignored, not incomplete). */
  counted: z.boolean(),
  attachments: z.number().int().default(0),
  invoiceId: z.string().nullable().default(null),
  importId: z.string().nullable().default(null),
  createdAt: z.string(),
  updatedDate: z.string(),
});
export type TransactionItem = z.infer<typeof TransactionItem>;

export const AttachmentItem = z.object({
  id: z.string(),
  transactionId: z.string(),
  fileName: z.string(),
  desc: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  fileKey: z.string(),
  /** False until the server has checked the uploaded bytes. */
  confirmed: z.boolean(),
  created: z.string(),
});
export type AttachmentItem = z.infer<typeof AttachmentItem>;

/** Count and totals (pence) of a day or month, for the business or one account. */
export interface Aggregate {
  /** `YYYY-MM-DD` or `YYYY-MM`. */
  period: string;
  count: number;
  income: number;
  expenses: number;
}

/** A key-conditioned read of transactions in a date range, newest first. */
export interface TransactionRangeQuery {
  from: string;
  to: string;
  accountId?: string | null;
  /** A FilterExpression over the stored attributes (names and values given with it). */
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  /** Items to return (after the filter) at most. */
  limit: number;
  /** Read at most this many items in all (the documented bound); `truncated` says when it stopped. */
  maxRead?: number;
}

export class StaleTransactionError extends Error {
  constructor() {
    super('The transaction was changed elsewhere');
    this.name = 'StaleTransactionError';
  }
}

/**
 * A change would take the sum of the magnitudes of the business's amounts beyond {@link MAX_PENCE}:
 * refused, so that every balance and total the ledger shows stays within the range of money.
 */
export class LedgerLimitError extends Error {
  constructor() {
    super('The change would take the totals of the ledger beyond the range of money');
    this.name = 'LedgerLimitError';
  }
}

/**
 * What a transaction counts against the ledger's bound: the magnitude of every amount it keeps. Any
 * balance, day or month total, list total or VAT box is a sum of parts of these (a VAT box part is at
 * most the gross, the typed net or the margin of one transaction), so while their sum over the
 * business is at most MAX_PENCE, every total is exact in a JavaScript number and is valid money.
 */
export function transactionMagnitude(tx: Pick<TransactionItem, 'amount' | 'netAmount' | 'purchasePrice'>): number {
  return Math.abs(tx.amount) + Math.abs(tx.netAmount ?? 0) + Math.abs(tx.purchasePrice ?? 0);
}

const sumMagnitudes = (txs: readonly TransactionItem[]) => txs.reduce((sum, t) => sum + transactionMagnitude(t), 0);

const ALL = 'ALL';
const MAX_TRANSACT = 100;

/**
 * A transaction as stored (keys, account GSI entry, search attributes). Exported for bulk loads
 * (the bench) that write items directly and maintain aggregates and balances themselves.
 */
export function transactionRecord(businessId: string, tx: TransactionItem): Record<string, unknown> {
  return txRecord(businessId, tx);
}

/** The pointer item that finds a transaction by id (bulk loads). */
export function transactionPointerRecord(businessId: string, tx: TransactionItem): Record<string, unknown> {
  return {
    ...ledgerKeys.transactionPointer(businessId, tx.id),
    entity: 'transactionPointer',
    txSk: ledgerKeys.transaction(businessId, tx.date, tx.id).sk,
  };
}

function txRecord(businessId: string, tx: TransactionItem): Record<string, unknown> {
  return {
    ...ledgerKeys.transaction(businessId, tx.date, tx.id),
    ...ledgerKeys.transactionOfAccount(businessId, tx.accountId, tx.date, tx.id),
    entity: 'transaction',
    version: 1,
    ...tx,
    descLower: tx.desc.toLowerCase(),
    absAmount: Math.abs(tx.amount),
  };
}

function txFrom(item: Record<string, unknown>): TransactionItem {
  return TransactionItem.parse(item);
}

/** The aggregate changes (sk -> deltas) of removing `before` and adding `after`. */
function aggregateDeltas(
  businessId: string,
  before: readonly TransactionItem[],
  after: readonly TransactionItem[],
): Map<string, { key: { pk: string; sk: string }; count: number; income: number; expenses: number }> {
  const deltas = new Map<
    string,
    { key: { pk: string; sk: string }; count: number; income: number; expenses: number }
  >();
  const add = (tx: TransactionItem, sign: 1 | -1) => {
    const income = tx.counted && tx.amount > 0 ? tx.amount : 0;
    const expenses = tx.counted && tx.amount < 0 ? -tx.amount : 0;
    for (const scope of [ALL, tx.accountId]) {
      for (const key of [
        ledgerKeys.aggregateDay(businessId, scope, tx.date),
        ledgerKeys.aggregateMonth(businessId, scope, tx.date.slice(0, 7)),
      ]) {
        const d = deltas.get(key.sk) ?? { key, count: 0, income: 0, expenses: 0 };
        d.count += sign;
        d.income += sign * income;
        d.expenses += sign * expenses;
        deltas.set(key.sk, d);
      }
    }
  };
  for (const tx of before) add(tx, -1);
  for (const tx of after) add(tx, 1);
  for (const [sk, d] of deltas) if (d.count === 0 && d.income === 0 && d.expenses === 0) deltas.delete(sk);
  return deltas;
}

function isCancelledForCondition(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name !== 'TransactionCanceledException') return isConditionFailed(err);
  const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.length === 0 || reasons.some((r) => r.Code === 'ConditionalCheckFailed');
}

/** Whether a cancelled TransactWriteItems failed on the condition of its item at `index`. */
function cancelledAt(err: unknown, index: number): boolean {
  if (!(err instanceof Error) || err.name !== 'TransactionCanceledException') return false;
  const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons[index]?.Code === 'ConditionalCheckFailed';
}

/**
 * The write that keeps the ledger's magnitude (decision 0020): a growth is conditioned on leaving
 * the sum within MAX_PENCE (DynamoDB conditions cannot add, so the room left is worked out here); a
 * shrink always applies. Null when the change leaves the magnitude as it was.
 */
function magnitudeUpdate(table: string, businessId: string, delta: number) {
  if (delta === 0) return null;
  if (delta > MAX_PENCE) throw new LedgerLimitError();
  return {
    TableName: table,
    Key: ledgerKeys.magnitude(businessId),
    UpdateExpression: 'SET entity = :e ADD magnitude :d',
    ExpressionAttributeValues: {
      ':e': 'ledgerMagnitude',
      ':d': delta,
      ...(delta > 0 ? { ':room': MAX_PENCE - delta } : {}),
    },
    ...(delta > 0 ? { ConditionExpression: 'attribute_not_exists(magnitude) OR magnitude <= :room' } : {}),
  };
}

/**
 * Bank accounts, transactions, their aggregates and attachments (ACCESS_PATTERNS.md
 * "ledgerRepository", decision 0013). Every change of a transaction writes the transaction, its
 * pointer, its incomplete marker, the day and month aggregates and the account balances in ONE
 * TransactWriteItems, conditioned on the stored `updatedDate` the caller read.
 */
export function ledgerRepository(db: Db) {
  async function queryAll(input: QueryCommandInput, max = Infinity): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await db.doc.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start && items.length < max);
    return items;
  }

  return {
    async listAccounts(businessId: string): Promise<AccountItem[]> {
      const items = await queryAll({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `BUS#${businessId}`, ':sk': ledgerPrefixes.account },
        ConsistentRead: true,
      });
      return items.map((i) => AccountItem.parse(i));
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
      const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
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

    /** Remove the account item itself (its transactions first, by {@link deleteTransactionsOfAccount}). */
    async deleteAccount(businessId: string, accountId: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.table, Key: ledgerKeys.account(businessId, accountId) }));
    },

    /** Set an account's balance to a value (only the balance check's repair uses it). */
    async setAccountBalance(businessId: string, accountId: string, balance: number): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: ledgerKeys.account(businessId, accountId),
          UpdateExpression: 'SET balance = :b',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':b': balance },
        }),
      );
    },

    /**
     * A transaction by id: its pointer, then the item (both strongly consistent). If the item
     * moved (a date change committed between the two reads) the pointer is read again.
     */
    async getTransaction(businessId: string, txId: string): Promise<TransactionItem | null> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const ptr = await db.doc.send(
          new GetCommand({
            TableName: db.table,
            Key: ledgerKeys.transactionPointer(businessId, txId),
            ConsistentRead: true,
          }),
        );
        const sk: unknown = ptr.Item?.['txSk'];
        if (typeof sk !== 'string') return null;
        const out = await db.doc.send(
          new GetCommand({ TableName: db.table, Key: { pk: `BUS#${businessId}`, sk }, ConsistentRead: true }),
        );
        if (out.Item) return txFrom(out.Item);
      }
      return null;
    },

    /**
     * Replace transactions `before` (as read; each must still carry its `updatedDate`) by `after`
     * (new or changed; same id = same transaction) in one TransactWriteItems: transaction items,
     * pointers, incomplete markers, aggregates (ADD) and account balances (ADD, account must
     * exist), and the ledger's magnitude. Throws {@link LedgerLimitError} when the change would take
     * the magnitude beyond MAX_PENCE, {@link StaleTransactionError} when another condition fails
     * (stale edit, a transaction created twice, or an account that is gone).
     */
    async applyTransactionChange(
      businessId: string,
      before: readonly TransactionItem[],
      after: readonly TransactionItem[],
    ): Promise<void> {
      type Item = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
      const items: Item[] = [];
      const afterById = new Map(after.map((t) => [t.id, t]));
      const beforeById = new Map(before.map((t) => [t.id, t]));
      for (const old of before) {
        const next = afterById.get(old.id);
        const oldKey = ledgerKeys.transaction(businessId, old.date, old.id);
        const condition = {
          ConditionExpression: 'updatedDate = :v',
          ExpressionAttributeValues: { ':v': old.updatedDate },
        };
        if (next && next.date === old.date) {
          items.push({ Put: { TableName: db.table, Item: txRecord(businessId, next), ...condition } });
        } else {
          items.push({ Delete: { TableName: db.table, Key: oldKey, ...condition } });
          if (next) items.push({ Put: { TableName: db.table, Item: txRecord(businessId, next) } });
        }
        if (!next)
          items.push({ Delete: { TableName: db.table, Key: ledgerKeys.transactionPointer(businessId, old.id) } });
        if (old.incomplete && !next?.incomplete)
          items.push({ Delete: { TableName: db.table, Key: ledgerKeys.incomplete(businessId, old.id) } });
      }
      for (const tx of after) {
        const old = beforeById.get(tx.id);
        if (!old)
          items.push({
            Put: {
              TableName: db.table,
              Item: txRecord(businessId, tx),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          });
        if (!old || old.date !== tx.date)
          items.push({
            Put: {
              TableName: db.table,
              Item: {
                ...ledgerKeys.transactionPointer(businessId, tx.id),
                entity: 'transactionPointer',
                txSk: ledgerKeys.transaction(businessId, tx.date, tx.id).sk,
              },
            },
          });
        if (tx.incomplete && !old?.incomplete)
          items.push({
            Put: {
              TableName: db.table,
              Item: { ...ledgerKeys.incomplete(businessId, tx.id), entity: 'incomplete', txId: tx.id },
            },
          });
      }
      const balances = new Map<string, number>();
      for (const t of before) balances.set(t.accountId, (balances.get(t.accountId) ?? 0) - t.amount);
      for (const t of after) balances.set(t.accountId, (balances.get(t.accountId) ?? 0) + t.amount);
      for (const [accountId, delta] of balances)
        items.push({
          Update: {
            TableName: db.table,
            Key: ledgerKeys.account(businessId, accountId),
            UpdateExpression: 'ADD balance :d',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':d': delta },
          },
        });
      for (const d of aggregateDeltas(businessId, before, after).values())
        items.push({
          Update: {
            TableName: db.table,
            Key: d.key,
            UpdateExpression: 'SET entity = :e ADD #c :c, income :i, expenses :x',
            ExpressionAttributeNames: { '#c': 'count' },
            ExpressionAttributeValues: { ':e': 'aggregate', ':c': d.count, ':i': d.income, ':x': d.expenses },
          },
        });
      const magnitude = magnitudeUpdate(db.table, businessId, sumMagnitudes(after) - sumMagnitudes(before));
      const magnitudeIndex = magnitude ? items.push({ Update: magnitude }) - 1 : -1;
      if (items.length > MAX_TRANSACT) throw new Error('Too many items for one ledger change');
      try {
        await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      } catch (err) {
        if (magnitudeIndex >= 0 && cancelledAt(err, magnitudeIndex)) throw new LedgerLimitError();
        if (isCancelledForCondition(err)) throw new StaleTransactionError();
        throw err;
      }
    },

    /**
     * Transactions of a date range (inclusive, `YYYY-MM-DD`), newest first, on the business
     * partition or, with `accountId`, on the account's GSI1 entries; an optional filter; stops
     * after `limit` matches or `maxRead` items read. `readCount` counts items read.
     */
    async queryTransactions(
      businessId: string,
      q: TransactionRangeQuery,
    ): Promise<{ items: TransactionItem[]; readCount: number; truncated: boolean }> {
      const byAccount = Boolean(q.accountId);
      const input: QueryCommandInput = {
        TableName: db.table,
        ...(byAccount ? { IndexName: 'gsi1' } : { ConsistentRead: true }),
        KeyConditionExpression: byAccount
          ? 'gsi1pk = :pk AND gsi1sk BETWEEN :a AND :b'
          : 'pk = :pk AND sk BETWEEN :a AND :b',
        ExpressionAttributeValues: {
          ':pk': byAccount ? `BUS#${businessId}#ACC#${q.accountId}` : `BUS#${businessId}`,
          ':a': `TX#${q.from}#`,
          ':b': `TX#${q.to}#\uffff`,
          ...(q.filter?.values ?? {}),
        },
        ...(q.filter
          ? {
              FilterExpression: q.filter.expression,
              ...(Object.keys(q.filter.names).length ? { ExpressionAttributeNames: q.filter.names } : {}),
            }
          : {}),
        ScanIndexForward: false,
      };
      const items: TransactionItem[] = [];
      let readCount = 0;
      let start: Record<string, unknown> | undefined;
      const maxRead = q.maxRead ?? Infinity;
      do {
        const remaining = q.filter ? Math.min(1000, maxRead - readCount) : q.limit - items.length;
        const out = await db.doc.send(
          new QueryCommand({ ...input, ExclusiveStartKey: start, Limit: Math.max(1, remaining) }),
        );
        readCount += out.ScannedCount ?? 0;
        for (const item of out.Items ?? []) if (items.length < q.limit) items.push(txFrom(item));
        start = out.LastEvaluatedKey;
      } while (start && items.length < q.limit && readCount < maxRead);
      return { items, readCount, truncated: Boolean(start) && readCount >= maxRead && items.length < q.limit };
    },

    /** Day aggregates (`from`..`to` days) or month aggregates (`from`..`to` months) of a scope. */
    async listAggregates(
      businessId: string,
      scope: string | null,
      kind: 'D' | 'M',
      from: string,
      to: string,
    ): Promise<Aggregate[]> {
      const s = scope ?? ALL;
      const prefix = `AGG#${s}#${kind}#`;
      const items = await queryAll({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
        ExpressionAttributeValues: { ':pk': `BUS#${businessId}`, ':a': `${prefix}${from}`, ':b': `${prefix}${to}` },
        ConsistentRead: true,
      });
      return items
        .map((i) => ({
          period: String(i['sk']).slice(prefix.length),
          count: Number(i['count'] ?? 0),
          income: Number(i['income'] ?? 0),
          expenses: Number(i['expenses'] ?? 0),
        }))
        .filter((a) => a.count !== 0 || a.income !== 0 || a.expenses !== 0);
    },

    /** Ids of incomplete transactions (their markers), at most `limit`. */
    async listIncompleteIds(businessId: string, limit: number): Promise<string[]> {
      const items = await queryAll(
        {
          TableName: db.table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': `BUS#${businessId}`, ':sk': ledgerPrefixes.incomplete },
          ConsistentRead: true,
          Limit: limit,
        },
        limit,
      );
      return items.slice(0, limit).map((i) => String(i['txId']));
    },

    /**
     * A page of an account's transactions (GSI1, oldest first) for the account's deletion or
     * the balance check; `start` continues from the previous page.
     */
    async listTransactionsOfAccount(
      businessId: string,
      accountId: string,
      start?: Record<string, unknown>,
    ): Promise<{ items: TransactionItem[]; next?: Record<string, unknown> }> {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
          ExpressionAttributeValues: { ':pk': `BUS#${businessId}#ACC#${accountId}`, ':sk': ledgerPrefixes.transaction },
          ExclusiveStartKey: start,
          Limit: 500,
        }),
      );
      return { items: (out.Items ?? []).map(txFrom), ...(out.LastEvaluatedKey ? { next: out.LastEvaluatedKey } : {}) };
    },

    /**
     * Remove transactions of an account that is being deleted, with their pointers, markers and
     * aggregates: BatchWrite for the items, then ADD on the account's balance (so a deletion
     * stopped half way leaves the balance equal to what remains) and on each aggregate changed.
     */
    async deleteTransactionsOfAccount(businessId: string, txs: readonly TransactionItem[]): Promise<void> {
      const keysToDelete: { pk: string; sk: string }[] = [];
      for (const tx of txs) {
        keysToDelete.push(ledgerKeys.transaction(businessId, tx.date, tx.id));
        keysToDelete.push(ledgerKeys.transactionPointer(businessId, tx.id));
        if (tx.incomplete) keysToDelete.push(ledgerKeys.incomplete(businessId, tx.id));
      }
      await deleteKeys(db, keysToDelete);
      const balances = new Map<string, number>();
      for (const t of txs) balances.set(t.accountId, (balances.get(t.accountId) ?? 0) - t.amount);
      for (const [accountId, delta] of balances)
        await db.doc
          .send(
            new UpdateCommand({
              TableName: db.table,
              Key: ledgerKeys.account(businessId, accountId),
              UpdateExpression: 'ADD balance :d',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':d': delta },
            }),
          )
          .catch((err: unknown) => {
            if (!isConditionFailed(err)) throw err;
          });
      for (const d of aggregateDeltas(businessId, txs, []).values())
        await db.doc.send(
          new UpdateCommand({
            TableName: db.table,
            Key: d.key,
            UpdateExpression: 'ADD #c :c, income :i, expenses :x',
            ExpressionAttributeNames: { '#c': 'count' },
            ExpressionAttributeValues: { ':c': d.count, ':i': d.income, ':x': d.expenses },
          }),
        );
      const magnitude = magnitudeUpdate(db.table, businessId, -sumMagnitudes(txs));
      if (magnitude) await db.doc.send(new UpdateCommand(magnitude));
    },

    /** The stored magnitude of a business's ledger (decision 0020); 0 before its first transaction. */
    async getMagnitude(businessId: string): Promise<number> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: ledgerKeys.magnitude(businessId), ConsistentRead: true }),
      );
      return Number(out.Item?.['magnitude'] ?? 0);
    },

    /** Set the ledger's magnitude to a value (only the balance check's repair uses it). */
    async setMagnitude(businessId: string, magnitude: number): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: ledgerKeys.magnitude(businessId),
          UpdateExpression: 'SET entity = :e, magnitude = :m',
          ExpressionAttributeValues: { ':e': 'ledgerMagnitude', ':m': magnitude },
        }),
      );
    },

    /**
     * Sum (pence), count and magnitude ({@link transactionMagnitude}) of every transaction of a
     * business, by account (consistent Query, paged).
     */
    async sumTransactionsByAccount(
      businessId: string,
    ): Promise<Map<string, { sum: number; count: number; magnitude: number }>> {
      const sums = new Map<string, { sum: number; count: number; magnitude: number }>();
      let start: Record<string, unknown> | undefined;
      do {
        const out = await db.doc.send(
          new QueryCommand({
            TableName: db.table,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
            ProjectionExpression: 'accountId, amount, netAmount, purchasePrice',
            ExpressionAttributeValues: { ':pk': `BUS#${businessId}`, ':sk': ledgerPrefixes.transaction },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of out.Items ?? []) {
          const s = sums.get(String(item['accountId'])) ?? { sum: 0, count: 0, magnitude: 0 };
          s.sum += Number(item['amount']);
          s.count += 1;
          s.magnitude += transactionMagnitude({
            amount: Number(item['amount']),
            netAmount: item['netAmount'] == null ? null : Number(item['netAmount']),
            purchasePrice: item['purchasePrice'] == null ? null : Number(item['purchasePrice']),
          });
          sums.set(String(item['accountId']), s);
        }
        start = out.LastEvaluatedKey;
      } while (start);
      return sums;
    },

    /** Add to a transaction's attachment count (condition: it still exists). */
    async addAttachmentCount(businessId: string, tx: TransactionItem, delta: number): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: ledgerKeys.transaction(businessId, tx.date, tx.id),
          UpdateExpression: 'ADD attachments :d',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':d': delta },
        }),
      );
    },

    async putAttachment(businessId: string, a: AttachmentItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...ledgerKeys.attachment(businessId, a.id),
            ...ledgerKeys.attachmentOfTransaction(businessId, a.transactionId, a.created, a.id),
            entity: 'attachment',
            version: 1,
            ...a,
          },
        }),
      );
    },

    async getAttachment(businessId: string, attachmentId: string): Promise<AttachmentItem | null> {
      const out = await db.doc.send(
        new GetCommand({
          TableName: db.table,
          Key: ledgerKeys.attachment(businessId, attachmentId),
          ConsistentRead: true,
        }),
      );
      return out.Item ? AttachmentItem.parse(out.Item) : null;
    },

    async updateAttachment(
      businessId: string,
      attachmentId: string,
      patch: { desc?: string; confirmed?: boolean },
    ): Promise<AttachmentItem | null> {
      const sets = Object.keys(patch).map((k) => `#${k} = :${k}`);
      try {
        const out = await db.doc.send(
          new UpdateCommand({
            TableName: db.table,
            Key: ledgerKeys.attachment(businessId, attachmentId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: Object.fromEntries(Object.keys(patch).map((k) => [`#${k}`, k])),
            ExpressionAttributeValues: Object.fromEntries(Object.entries(patch).map(([k, v]) => [`:${k}`, v])),
            ReturnValues: 'ALL_NEW',
          }),
        );
        return out.Attributes ? AttachmentItem.parse(out.Attributes) : null;
      } catch (err) {
        if (isConditionFailed(err)) return null;
        throw err;
      }
    },

    async deleteAttachment(businessId: string, attachmentId: string): Promise<void> {
      await db.doc.send(
        new DeleteCommand({ TableName: db.table, Key: ledgerKeys.attachment(businessId, attachmentId) }),
      );
    },

    /** A transaction's attachments (GSI1), oldest first. */
    async listAttachmentsOfTransaction(businessId: string, txId: string): Promise<AttachmentItem[]> {
      const items = await queryAll({
        TableName: db.table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
        ExpressionAttributeValues: { ':pk': `BUS#${businessId}#TX#${txId}`, ':sk': ledgerPrefixes.attachment },
      });
      return items.map((i) => AttachmentItem.parse(i));
    },
  };
}
