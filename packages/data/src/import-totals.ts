import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed, type Db } from './db';
import type { ImportWrites } from './import-fault';
import { ledgerKeys } from './keys';
import {
  aggregateDeltas,
  balanceDeltas,
  isCancelledForCondition,
  magnitudeUpdate,
  MAX_TRANSACT,
} from './ledger-change';
import { summaryDeltas } from './summary-totals';
import { LedgerLimitError, sumMagnitudes, type TransactionItem } from './transaction-item';
import { vatSumDeltas } from './vat-sums';

/**
 * The balances, day and month aggregates, category summaries and ledger magnitude an import moves, ONE write per key
 * touched (not per row), each idempotent by a mark on the key (decision 0033): `imports` holds the
 * imports whose rows the key counts, `removed` the removals applied to it and not yet tidied.
 */

/** The change one key takes: the numbers to ADD to its attributes. */
export interface KeyDelta {
  key: { pk: string; sk: string };
  kind: 'balance' | 'aggregate' | 'magnitude';
  add: Record<string, number>;
}

/** The deltas of adding `txs` to the ledger (their negation removes them), from `ledger-change.ts`. */
export function importDeltas(table: string, businessId: string, txs: readonly TransactionItem[]): KeyDelta[] {
  const deltas: KeyDelta[] = [];
  for (const [accountId, balance] of balanceDeltas([], txs))
    deltas.push({ key: ledgerKeys.account(businessId, accountId), kind: 'balance', add: { balance } });
  // The VAT sums ride on the business's day and month aggregates (decision 0057).
  const vat = vatSumDeltas(businessId, [], txs);
  for (const d of aggregateDeltas(businessId, [], txs).values()) {
    const add = { count: d.count, income: d.income, expenses: d.expenses, ...vat.get(d.key.sk)?.add };
    deltas.push({ key: d.key, kind: 'aggregate', add });
  }
  for (const d of summaryDeltas(businessId, [], txs).values())
    deltas.push({ key: d.key, kind: 'aggregate', add: d.add });
  // Built by the ledger's own magnitude write, so the bound is checked as every change checks it.
  const magnitude = magnitudeUpdate(table, businessId, sumMagnitudes(txs));
  if (magnitude) deltas.push({ key: magnitude.Key, kind: 'magnitude', add: { magnitude: sumMagnitudes(txs) } });
  return deltas;
}

/**
 * What a key write does: `apply` an import (once), `rollback` an applied import (only where it was
 * applied), `remove` a done import's current rows (once), `tidy` the mark a removal left.
 */
export type KeyWrite = 'apply' | 'rollback' | 'remove' | 'tidy';

const ROOM_CONDITION = '(attribute_not_exists(magnitude) OR magnitude <= :room)';

function updateOf(table: string, delta: KeyDelta, importId: string, write: KeyWrite, room: number | null) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':id': importId, ':mark': new Set([importId]) };
  const adds: string[] = [];
  const sign = write === 'apply' ? 1 : -1;
  Object.entries(delta.add).forEach(([attr, n], i) => {
    names[`#a${i}`] = attr;
    values[`:a${i}`] = sign * n;
    adds.push(`#a${i} :a${i}`);
  });
  const conditions: string[] = [];
  if (delta.kind === 'balance') conditions.push('attribute_exists(pk)');
  let expression: string;
  if (write === 'apply') {
    conditions.push('NOT contains(imports, :id)');
    if (room !== null) {
      conditions.push(ROOM_CONDITION);
      values[':room'] = room;
    }
    const entity = delta.kind === 'balance' ? '' : 'SET entity = :e ';
    if (entity) values[':e'] = delta.kind === 'magnitude' ? 'ledgerMagnitude' : 'aggregate';
    expression = `${entity}ADD ${[...adds, 'imports :mark'].join(', ')}`;
  } else if (write === 'rollback') {
    conditions.push('contains(imports, :id)');
    expression = `ADD ${adds.join(', ')} DELETE imports :mark`;
  } else if (write === 'remove') {
    conditions.push('NOT contains(removed, :id)');
    expression = `ADD ${[...adds, 'removed :mark'].join(', ')} DELETE imports :mark`;
  } else {
    Object.keys(names).forEach((n) => delete names[n]);
    Object.keys(values).forEach((v) => v !== ':mark' && delete values[v]);
    conditions.length = 0;
    conditions.push('attribute_exists(pk)');
    expression = 'DELETE removed :mark';
  }
  return new UpdateCommand({
    TableName: table,
    Key: delta.key,
    UpdateExpression: expression,
    ConditionExpression: conditions.join(' AND '),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
  });
}

export function importTotals(db: Db) {
  const one = (delta: KeyDelta, importId: string, write: KeyWrite) => {
    const growth = write === 'apply' && delta.kind === 'magnitude' ? (delta.add['magnitude'] ?? 0) : 0;
    return updateOf(
      db.table,
      delta,
      importId,
      write,
      growth > 0 ? magnitudeRoom(db.table, delta.key.pk, growth) : null,
    );
  };
  return {
    /**
     * Up to 100 keys' writes in one TransactWriteItems (fewer round trips than one UpdateItem each;
     * still one write per key). When a mark or the bound cancels it (a resend, a partial rollback),
     * each key is written on its own by {@link writeImportKey}, which tells those cases apart.
     */
    async writeImportKeys(deltas: readonly KeyDelta[], importId: string, write: KeyWrite, writes?: ImportWrites) {
      if (deltas.length > MAX_TRANSACT) throw new Error('Too many keys for one TransactWriteItems');
      writes?.next();
      try {
        const items: TransactWriteCommandInput['TransactItems'] = deltas.map((d) => {
          const { input } = one(d, importId, write);
          return { Update: { ...input, Key: d.key, UpdateExpression: input.UpdateExpression ?? '' } };
        });
        await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
        return;
      } catch (err) {
        if (!isCancelledForCondition(err)) throw err;
      }
      for (const d of deltas) await this.writeImportKey(d, importId, write);
    },

    /**
     * One key's write for an import (see {@link KeyWrite}); false when its mark says it was done
     * already (or, for a balance, the account is gone). Applying a growth of the magnitude beyond
     * the ledger's bound throws {@link LedgerLimitError}.
     */
    async writeImportKey(delta: KeyDelta, importId: string, write: KeyWrite, writes?: ImportWrites): Promise<boolean> {
      writes?.next();
      try {
        await db.doc.send(one(delta, importId, write));
        return true;
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      if (write !== 'apply' || delta.kind === 'aggregate') return false;
      // A failed balance or magnitude condition: applied already (a resend), the account gone, or the bound.
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: delta.key, ConsistentRead: true }));
      const marks: unknown = out.Item?.['imports'];
      if (marks instanceof Set && marks.has(importId)) return false;
      if (delta.kind === 'magnitude') throw new LedgerLimitError();
      throw new ImportAccountGoneError();
    },
  };
}

/** The room left under MAX_PENCE for a growth, as the ledger's magnitude write works it out. */
function magnitudeRoom(table: string, pk: string, growth: number): number {
  const update = magnitudeUpdate(table, ledgerKeys.businessIdOf(pk) ?? '', growth);
  const room = update?.ExpressionAttributeValues[':room'];
  return typeof room === 'number' ? room : 0;
}

/** The account an import writes to was deleted while it ran. */
export class ImportAccountGoneError extends Error {
  constructor() {
    super('The bank account of the import no longer exists');
    this.name = 'ImportAccountGoneError';
  }
}
