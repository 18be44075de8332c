import { randomUUID } from 'node:crypto';
import { anyAccountDeleting } from './account-state';
import type { Db } from './db';
import type { ImportItem } from './import-item';
import { importRecords } from './import-records';
import { IMPORT_LEASE_MS, importRunner, inParallel } from './import-run';
import { importDeltas } from './import-totals';
import { ledgerKeys, type ImportKind } from './keys';
import type { RemoveFile } from './ledger-deletion';
import { AccountDeletingError, type TransactionItem } from './transaction-item';
import { freeInvoicePayments } from './invoice-payments';

/** What asking to remove an import found. */
export type RemoveImportResult = 'removed' | 'not-found' | 'busy';

/**
 * Remove an import and everything it brought in, and settle imports whose lease lapsed (decision
 * 0033). A removal reads the import's transactions as they are now (people may have edited them),
 * widens the record to where they are, deletes their pointers (no edit can start), takes their
 * amounts off each balance, aggregate and the magnitude ONCE per key with a `removed` mark, deletes
 * the rows, attachments and contacts, tidies the marks and deletes the record. Each step may run
 * again after a crash.
 */
export function importRemoval(db: Db, removeFile: RemoveFile) {
  const records = importRecords(db);
  const runner = importRunner(db);

  /** The import's transactions now: by their pointers (they follow edits) and where the record says. */
  async function currentRows(businessId: string, item: ImportItem): Promise<TransactionItem[]> {
    const { txSks } = await records.listImportRows(businessId, item.id);
    const byId = new Map<string, TransactionItem>();
    for (const tx of await records.getTransactionsBySk(businessId, txSks)) byId.set(tx.id, tx);
    for (const tx of await records.findImportTransactions(businessId, item)) if (!byId.has(tx.id)) byId.set(tx.id, tx);
    return [...byId.values()].filter((tx) => tx.importId === item.id);
  }

  async function carryOn(businessId: string, given: ImportItem): Promise<void> {
    let item = given;
    const { contactSks } = await records.listImportRows(businessId, item.id);
    const txs = item.kind === 'TX' ? await currentRows(businessId, item) : [];
    if (txs.length > 0) {
      const dates = [
        ...txs.map((t) => t.date),
        ...(item.fromDate ? [item.fromDate] : []),
        ...(item.toDate ? [item.toDate] : []),
      ].sort();
      const widened: ImportItem = {
        ...item,
        accountIds: [...new Set([...item.accountIds, ...txs.map((t) => t.accountId)])],
        fromDate: dates[0] ?? null,
        toDate: dates[dates.length - 1] ?? null,
      };
      if (!(await records.moveImport(businessId, widened, ['removing'], item.owner, Date.now()))) return;
      item = widened;
      await records.deleteImportItems(txs.map((tx) => ledgerKeys.transactionPointer(businessId, tx.id)));
      // No edit can start without the pointers: the invoices these pay are freed of them now.
      await freeInvoicePayments(db, businessId, txs, new Date().toISOString());
    }
    const deltas = importDeltas(db.table, businessId, txs);
    await runner.writeKeys(deltas, item.id, 'remove');
    const attachments = await records.listAttachmentsOf(businessId, new Set(txs.map((tx) => tx.id)));
    await inParallel(attachments, 4, (a) => removeFile(a.fileKey));
    await records.deleteImportItems([
      ...txs.flatMap((tx) => [
        ledgerKeys.transaction(businessId, tx.date, tx.id),
        ...(tx.incomplete ? [ledgerKeys.incomplete(businessId, tx.id)] : []),
      ]),
      ...contactSks.map((sk) => ledgerKeys.item(businessId, sk)),
      ...attachments.map((a) => ledgerKeys.item(businessId, a.sk)),
    ]);
    await runner.writeKeys(deltas, item.id, 'tidy');
    await records.deleteImport(businessId, item, item.owner);
  }

  return {
    /**
     * The import's name and its transactions as they are now (people may have edited them), so a
     * caller can ask before removing rows of filed VAT periods (decision 0040); null when gone.
     */
    async importTransactions(
      businessId: string,
      kind: ImportKind,
      importId: string,
    ): Promise<{ name: string; transactions: TransactionItem[] } | null> {
      const found = await records.getImport(businessId, kind, importId);
      if (!found) return null;
      return { name: found.name, transactions: kind === 'TX' ? await currentRows(businessId, found) : [] };
    },

    /** Remove a done import of the business ('busy' while one of its runs holds it). */
    async removeImport(
      businessId: string,
      kind: ImportKind,
      importId: string,
      now: number,
    ): Promise<RemoveImportResult> {
      const found = await records.getImport(businessId, kind, importId);
      if (!found) return 'not-found';
      if (found.state !== 'done') {
        if (found.leaseUntil >= now) return 'busy';
        await runner.recoverImport(businessId, found, now, (item) => carryOn(businessId, item));
        const after = await records.getImport(businessId, kind, importId);
        if (!after) return 'removed';
        if (after.state !== 'done') return 'busy';
        return this.removeImport(businessId, kind, importId, now);
      }
      const item: ImportItem = { ...found, state: 'removing', owner: randomUUID(), leaseUntil: now + IMPORT_LEASE_MS };
      if (!(await records.moveImport(businessId, item, ['done'], item.owner, now))) return 'busy';
      // In flight before this read, so a bank account's deletion starting now waits for it (0053).
      const rows = kind === 'TX' ? await currentRows(businessId, item) : [];
      if (await anyAccountDeleting(db, businessId, [...item.accountIds, ...rows.map((t) => t.accountId)])) {
        await records.moveImport(businessId, found, ['removing'], item.owner, now);
        throw new AccountDeletingError();
      }
      await carryOn(businessId, item);
      return 'removed';
    },

    /** Settle the business's imports of a kind whose lease lapsed (list and finish call this first). */
    async recoverLapsedImports(businessId: string, kind: ImportKind, now: number): Promise<number> {
      let settled = 0;
      for (const found of await records.listImports(businessId, kind))
        if (found.state !== 'done' && found.leaseUntil < now)
          if (await runner.recoverImport(businessId, found, now, (item) => carryOn(businessId, item))) settled += 1;
      return settled;
    },

    /**
     * Settle every business's imports whose lease lapsed (housekeeping). With `withRemovals` false,
     * stopped removals are left to the business's next import call (it may delete attachment files).
     */
    async recoverAllLapsedImports(now: number, withRemovals: boolean): Promise<number> {
      let settled = 0;
      for (const lapsed of await records.listLapsedImports(now)) {
        const found = await records.getImport(lapsed.businessId, lapsed.kind, lapsed.id);
        if (found?.state === 'removing' && !withRemovals) continue;
        if (
          found &&
          (await runner.recoverImport(lapsed.businessId, found, now, (item) => carryOn(lapsed.businessId, item)))
        )
          settled += 1;
      }
      return settled;
    },
  };
}
