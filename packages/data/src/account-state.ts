import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';
import { ledgerKeys } from './keys';
import { isCancelledForCondition } from './ledger-change';

/**
 * Which account is the default, and which accounts are being deleted (decision 0053). The
 * default is ONE item per business (`ledgerKeys.defaultAccount`), so however many writes race,
 * it names one account; each write of it goes in the same transaction as the account's own write.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * What a save does to the default: `make` names the saved account; `keep` leaves the default as
 * it is, and names `fallback` only when no default is recorded yet (the first account, or data
 * written before the default item existed, where `fallback` is the account flagged `isMain`).
 */
export type DefaultChange = { make: true } | { make: false; fallback: string };

/** The write of the default item that goes with saving account `accountId`. */
export function defaultAccountWrite(table: string, businessId: string, accountId: string, change: DefaultChange) {
  return {
    TableName: table,
    Key: ledgerKeys.defaultAccount(businessId),
    UpdateExpression: change.make
      ? 'SET entity = :e, accountId = :id'
      : 'SET entity = :e, accountId = if_not_exists(accountId, :id)',
    ExpressionAttributeValues: { ':e': 'defaultAccount', ':id': change.make ? accountId : change.fallback },
  };
}

/** A marking of an account as being deleted, with the default moving off it. */
export interface DeletionMark {
  /** The job that deletes it. */
  jobId: string;
  /** The job of an earlier attempt that failed (null: the account is not marked yet). */
  previousJobId: string | null;
  /** The default item's account as read (null: no default item). */
  seenDefault: string | null;
  /** The account that is the default afterwards (null: no other account is left). */
  nextDefault: string | null;
}

export function accountStateMethods(db: Db) {
  return {
    /** The account the default item names, or null when there is none (data from before it). */
    async getDefaultAccountId(businessId: string): Promise<string | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: ledgerKeys.defaultAccount(businessId), ConsistentRead: true }),
      );
      const id: unknown = out.Item?.['accountId'];
      return typeof id === 'string' ? id : null;
    },

    /**
     * Mark an account as being deleted by `mark.jobId` (from then on every ledger write that
     * touches it is refused) and, in the same transaction, move the default to
     * `mark.nextDefault` if the default item still reads `mark.seenDefault` and that account is
     * not being deleted itself. Returns false when any of it changed since it was read.
     */
    async markDeleting(businessId: string, accountId: string, mark: DeletionMark): Promise<boolean> {
      const markItem: TransactItem = {
        Update: {
          TableName: db.table,
          Key: ledgerKeys.account(businessId, accountId),
          UpdateExpression: 'SET deletionJobId = :j',
          ConditionExpression:
            mark.previousJobId === null
              ? 'attribute_exists(pk) AND attribute_not_exists(deletionJobId)'
              : 'attribute_exists(pk) AND deletionJobId = :prev',
          ExpressionAttributeValues: {
            ':j': mark.jobId,
            ...(mark.previousJobId === null ? {} : { ':prev': mark.previousJobId }),
          },
        },
      };
      const seen =
        mark.seenDefault === null
          ? { ConditionExpression: 'attribute_not_exists(accountId)' }
          : { ConditionExpression: 'accountId = :seen', ExpressionAttributeValues: { ':seen': mark.seenDefault } };
      const Key = ledgerKeys.defaultAccount(businessId);
      const items: TransactItem[] = [markItem];
      if (mark.nextDefault === null) items.push({ Delete: { TableName: db.table, Key, ...seen } });
      else {
        items.push({
          Update: {
            TableName: db.table,
            Key,
            UpdateExpression: 'SET entity = :e, accountId = :next',
            ConditionExpression: seen.ConditionExpression,
            ExpressionAttributeValues: {
              ...seen.ExpressionAttributeValues,
              ':e': 'defaultAccount',
              ':next': mark.nextDefault,
            },
          },
        });
        items.push({
          ConditionCheck: {
            TableName: db.table,
            Key: ledgerKeys.account(businessId, mark.nextDefault),
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletionJobId)',
          },
        });
      }
      try {
        await sendAccountTransact(db, items);
        return true;
      } catch (err) {
        if (isCancelledForCondition(err)) return false;
        throw err;
      }
    },
  };
}

/**
 * Whether any of the accounts is being deleted (consistent reads). Asked after a refused ledger
 * write to tell why, and by an import once its record is written, before any row: the deletion's
 * job looks for imports in flight only after marking the account, so one of the two sees the other.
 */
export async function anyAccountDeleting(db: Db, businessId: string, accountIds: Iterable<string>): Promise<boolean> {
  for (const accountId of new Set(accountIds)) {
    const out = await db.doc.send(
      new GetCommand({ TableName: db.table, Key: ledgerKeys.account(businessId, accountId), ConsistentRead: true }),
    );
    if (out.Item?.['deletionJobId']) return true;
  }
  return false;
}

const CONFLICT_ATTEMPTS = 5;

/**
 * Send a transaction of account writes, again after a short pause when DynamoDB cancelled it
 * only because another transaction held one of its items (parallel saves all write the default).
 */
export async function sendAccountTransact(db: Db, items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (err) {
      if (!onlyConflicts(err) || attempt >= CONFLICT_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

function onlyConflicts(err: unknown): boolean {
  if (!(err instanceof Error) || err.name !== 'TransactionCanceledException') return false;
  const codes = ((err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [])
    .map((r) => r.Code)
    .filter((c) => c && c !== 'None');
  return codes.length > 0 && codes.every((c) => c === 'TransactionConflict');
}
