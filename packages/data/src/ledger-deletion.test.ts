import { describe, expect, it } from 'vitest';
import { ledgerChangeItems, MAX_TRANSACT } from './ledger-change';
import { deletionChunks } from './ledger-deletion';
import { transactionItem } from './transaction-item';

describe("a bank account's deletion in chunks", () => {
  it('puts every transaction in exactly one chunk, each chunk within one TransactWriteItems', () => {
    // Every transaction on its own day and month: the most aggregates a chunk can move.
    const txs = Array.from({ length: 240 }, (_v, i) =>
      transactionItem({
        id: `t${i}`,
        date: `20${String(10 + (i % 80)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        desc: 'Row',
        accountId: 'a1',
        categoryId: `c${i % 7}`,
        amount: (i % 2 ? 1 : -1) * (100 + i),
        invoiceId: i % 10 === 0 ? `inv${i}` : null,
        incomplete: i % 3 === 0,
        at: '2026-03-31T10:00:00.000Z',
      }),
    );
    const chunks = deletionChunks('t', 'b1', txs);
    expect(chunks.flat().map((t) => t.id)).toEqual(txs.map((t) => t.id));
    for (const chunk of chunks) {
      expect(chunk.length).toBeGreaterThan(0);
      expect(ledgerChangeItems('t', 'b1', chunk, [], { deletion: true }).items.length).toBeLessThanOrEqual(
        MAX_TRANSACT,
      );
    }
    expect(chunks.length).toBeGreaterThan(1);
  });
});
