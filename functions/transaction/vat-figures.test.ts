import { describe, expect, it } from 'vitest';
import { transactionItem, type TransactionItem } from '@bk/data';
import { toVatLedgerEntry } from './vat-figures';

const tx = (over: Partial<TransactionItem>): TransactionItem =>
  transactionItem({
    id: 't1',
    date: '2024-05-01',
    desc: 'x',
    accountId: 'a1',
    categoryId: 'sales',
    vatRateId: 'standard',
    amount: 12000,
    at: '2024-05-01T00:00:00.000Z',
    ...over,
  });

describe('toVatLedgerEntry', () => {
  it('takes the income flag, capital goods and rate percent from the reference data', () => {
    expect(toVatLedgerEntry(tx({}))).toMatchObject({ categoryIncome: true, capitalGoods: false, vatPercent: 20 });
    expect(toVatLedgerEntry(tx({ categoryId: 'equipment', amount: -240000 }))).toMatchObject({
      categoryIncome: false,
      capitalGoods: true,
      amount: -240000,
    });
    expect(toVatLedgerEntry(tx({ vatRateId: 'reduced' })).vatPercent).toBe(5);
    expect(toVatLedgerEntry(tx({ vatRateId: null })).vatPercent).toBe(0);
  });

  it('counts no SA category, an ignore category or no category in no box (income null)', () => {
    expect(toVatLedgerEntry(tx({ categoryId: 'capital-introduced' })).categoryIncome).toBeNull();
    expect(toVatLedgerEntry(tx({ categoryId: 'ignore' })).categoryIncome).toBeNull();
    expect(toVatLedgerEntry(tx({ categoryId: null })).categoryIncome).toBeNull();
  });
});
