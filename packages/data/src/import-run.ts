import { randomUUID } from 'node:crypto';
import { anyAccountDeleting } from './account-state';
import { contactRecord, type ContactItem } from './contact-item';
import type { Db } from './db';
import { ImportCrash, ImportWrites, takeImportFault } from './import-fault';
import type { ImportItem } from './import-item';
import { importRecords } from './import-records';
import { importDeltas, importTotals, type KeyDelta, type KeyWrite } from './import-totals';
import { ledgerKeys } from './keys';
import {
  AccountDeletingError,
  incompleteRecord,
  transactionPointerRecord,
  transactionRecord,
  type TransactionItem,
} from './transaction-item';

/**
 * An import, all or nothing (decision 0033): the record first (`importing`, with a lease), then the
 * rows in batches, then each balance, aggregate and the magnitude ONCE per key with the import's
 * mark, then `applied` (the commit point), then the pointers that make the rows editable, then
 * `done`. A failure before the commit point rolls back what was written; a crash leaves the record
 * for the next caller (or housekeeping) once its lease lapses: rolled back before the commit point,
 * carried forward after it.
 */

/** A Lambda runs at most 15 minutes: a lease that long is never taken over from a live run. */
export const IMPORT_LEASE_MS = 15 * 60_000;
/** Writes in flight at once (batches or key updates). */
export const IMPORT_PARALLEL = 8;
/** Keys written in one TransactWriteItems, and such groups in flight at once. */
export const KEY_GROUP = 50;
export const KEY_PARALLEL = 4;

/** What the import record keeps of the finish call. */
export type ImportHeader = Pick<
  ImportItem,
  'id' | 'kind' | 'name' | 'createdAt' | 'count' | 'headings' | 'mapping' | 'accountId' | 'dateFormat'
>;

/** The import has been taken over by a recovery (its lease lapsed while it ran). */
export class ImportTakenOverError extends Error {
  constructor() {
    super('The import was taken over after its lease lapsed');
    this.name = 'ImportTakenOverError';
  }
}

/** Run `fn` over items, `limit` at a time; the first failure stops new work and is thrown once all settle. */
export async function inParallel<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    for (let i = next++; i < items.length && failures.length === 0; i = next++) {
      const item = items[i] as T;
      await fn(item).catch((err: unknown) => failures.push(err));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  // A crash outranks a failure: what a crash stops must not be rolled back by this run.
  if (failures.length) throw failures.find((f) => f instanceof ImportCrash) ?? failures[0];
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** The records a transaction import writes before its totals: transactions, incomplete markers, contacts. */
function rowRecords(businessId: string, txs: readonly TransactionItem[], contacts: readonly ContactItem[]) {
  return [
    ...contacts.map((c) => contactRecord(businessId, c)),
    ...txs.flatMap((tx) => [
      transactionRecord(businessId, tx),
      ...(tx.incomplete ? [incompleteRecord(businessId, tx)] : []),
    ]),
  ];
}

export function importRunner(db: Db) {
  const records = importRecords(db);
  const totals = importTotals(db);
  const putAll = (items: readonly Record<string, unknown>[], writes?: ImportWrites) =>
    inParallel(chunks(items, 25), IMPORT_PARALLEL, (chunk) => records.putImportItems(chunk, writes));
  const writeKeys = (deltas: readonly KeyDelta[], importId: string, write: KeyWrite, writes?: ImportWrites) =>
    inParallel(chunks(deltas, KEY_GROUP), KEY_PARALLEL, (group) =>
      totals.writeImportKeys(group, importId, write, writes),
    );

  /** Undo an import that never reached its commit point: totals where marked, then rows, then the record. */
  async function rollBack(
    businessId: string,
    item: ImportItem,
    txs: readonly TransactionItem[],
    contactSks: readonly string[],
  ) {
    await writeKeys(importDeltas(db.table, businessId, txs), item.id, 'rollback');
    await records.deleteImportItems([
      ...txs.flatMap((tx) => [
        ledgerKeys.transaction(businessId, tx.date, tx.id),
        ledgerKeys.transactionPointer(businessId, tx.id),
        ...(tx.incomplete ? [ledgerKeys.incomplete(businessId, tx.id)] : []),
      ]),
      ...contactSks.map((sk) => ledgerKeys.item(businessId, sk)),
    ]);
    await records.deleteImport(businessId, item, item.owner);
  }

  /** Finish an import past its commit point: the pointers (rows become editable), then `done`. */
  async function rollForward(
    businessId: string,
    item: ImportItem,
    txs: readonly TransactionItem[],
    writes?: ImportWrites,
  ) {
    await putAll(
      txs.map((tx) => transactionPointerRecord(businessId, tx)),
      writes,
    );
    const done: ImportItem = { ...item, state: 'done' };
    if (!(await records.moveImport(businessId, done, ['applied'], item.owner, Date.now(), writes)))
      throw new ImportTakenOverError();
  }

  return {
    /**
     * Import transactions (with the contacts they name that did not exist) or contacts, all or
     * nothing. Throws what stopped it once it is rolled back (LedgerLimitError beyond the bound).
     */
    async runImport(
      businessId: string,
      header: ImportHeader,
      txs: readonly TransactionItem[],
      contacts: readonly ContactItem[],
      now: number,
    ): Promise<void> {
      const writes = new ImportWrites(takeImportFault());
      const dates = txs.map((t) => t.date).sort();
      const item: ImportItem = {
        ...header,
        state: 'importing',
        leaseUntil: now + (writes.leaseMs ?? IMPORT_LEASE_MS),
        owner: randomUUID(),
        accountIds: [...new Set(txs.map((t) => t.accountId))],
        fromDate: dates[0] ?? null,
        toDate: dates[dates.length - 1] ?? null,
      };
      if (!(await records.putImport(businessId, item, writes))) throw new Error(`Import ${item.id} exists already`);
      const applied: ImportItem = { ...item, state: 'applied' };
      try {
        // The record is in flight before this read, so a deletion starting now waits for it (0053).
        if (await anyAccountDeleting(db, businessId, item.accountIds)) throw new AccountDeletingError();
        // Every row before any total: once a key carries the mark, recovery finds every row and
        // works the same deltas out of them to roll back.
        await putAll(rowRecords(businessId, txs, contacts), writes);
        await writeKeys(importDeltas(db.table, businessId, txs), item.id, 'apply', writes);
        if (!(await records.moveImport(businessId, applied, ['importing'], item.owner, Date.now(), writes)))
          throw new ImportTakenOverError();
      } catch (err) {
        if (err instanceof ImportCrash || err instanceof ImportTakenOverError) throw err;
        writes.stop();
        await rollBack(
          businessId,
          item,
          txs,
          contacts.map((c) => ledgerKeys.contact(businessId, c.id).sk),
        );
        throw err;
      }
      try {
        await rollForward(businessId, applied, txs, writes);
      } catch (err) {
        if (err instanceof ImportCrash || err instanceof ImportTakenOverError) throw err;
        // Past the commit point the import is whole: try its pointers once more, else recovery will.
        writes.stop();
        await rollForward(businessId, applied, txs);
      }
    },

    /**
     * Take over an import whose lease lapsed before `now` and settle it: roll back (`importing`),
     * carry forward (`applied`), or carry on removing (`removing`, by `remove`). False when there is
     * nothing to settle or another caller holds it.
     */
    async recoverImport(
      businessId: string,
      found: ImportItem,
      now: number,
      remove: (item: ImportItem) => Promise<void>,
    ): Promise<boolean> {
      if (found.state === 'done' || found.leaseUntil >= now) return false;
      const item: ImportItem = { ...found, owner: randomUUID(), leaseUntil: now + IMPORT_LEASE_MS };
      if (!(await records.moveImport(businessId, item, [found.state], item.owner, now))) return false;
      if (item.state === 'removing') await remove(item);
      else if (item.kind === 'CONTACT')
        await rollBack(businessId, item, [], (await records.listImportRows(businessId, item.id)).contactSks);
      else {
        const txs = await records.findImportTransactions(businessId, item);
        if (item.state === 'importing')
          await rollBack(businessId, item, txs, (await records.listImportRows(businessId, item.id)).contactSks);
        else await rollForward(businessId, item, txs);
      }
      return true;
    },

    putAll,
    writeKeys,
  };
}
