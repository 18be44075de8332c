/**
 * A fault planned for the next CSV import, so tests can prove an import is all or nothing through
 * the real handler: its Nth DynamoDB write fails (the import rolls back) or the import stops there
 * as a crashed Lambda would (nothing rolls back; recovery must). Only the local stack's
 * `POST /_local/import-fault` plans one; nothing on AWS does, so there the slot stays empty.
 *
 * The slot lives on `globalThis` under a registered symbol because the local stack and the handlers
 * it loads may hold different instances of this module in one process.
 */

export type ImportFaultMode = 'fail' | 'crash';

export interface ImportFault {
  /** The write (1 = the import record) that fails or where the import stops. */
  failAt: number;
  mode: ImportFaultMode;
  /** The lease the import takes, instead of the usual one (a crash recovered without waiting). */
  leaseMs?: number;
}

const SLOT = Symbol.for('bookkeeper.importFault');
type Slot = { [SLOT]?: ImportFault | null };

/** Plan a fault for the next import (null clears it). Local stack only. */
export function planImportFault(fault: ImportFault | null): void {
  (globalThis as Slot)[SLOT] = fault;
}

/** The planned fault, taken by the import that starts now (the next one runs normally). */
export function takeImportFault(): ImportFault | null {
  const slot = globalThis as Slot;
  const fault = slot[SLOT] ?? null;
  slot[SLOT] = null;
  return fault;
}

/** A write failed because a fault said so: the import rolls back like after any failed write. */
export class ImportFaultError extends Error {
  constructor(write: number) {
    super(`Planned failure of import write ${write}`);
    this.name = 'ImportFaultError';
  }
}

/** The import stops as a crash would: nothing more is written, nothing rolled back. */
export class ImportCrash extends Error {
  constructor(write: number) {
    super(`Planned crash at import write ${write}`);
    this.name = 'ImportCrash';
  }
}

/**
 * Counts an import's writes (each BatchWriteItem, UpdateItem, PutItem) and throws at the planned
 * one; rollback writes are not counted (`stop`), so the rollback itself always runs.
 */
export class ImportWrites {
  private count = 0;
  private active: boolean;

  constructor(private readonly fault: ImportFault | null) {
    this.active = fault !== null;
  }

  /** Call before each write of the import. */
  next(): void {
    if (!this.active || !this.fault) return;
    this.count += 1;
    if (this.count < this.fault.failAt) return;
    this.active = false;
    throw this.fault.mode === 'crash' ? new ImportCrash(this.count) : new ImportFaultError(this.count);
  }

  /** No more faults (the rollback's writes). */
  stop(): void {
    this.active = false;
  }

  get leaseMs(): number | undefined {
    return this.fault?.leaseMs;
  }
}
