import { describe, expect, it } from 'vitest';
import { filterOf, UNCATEGORISED_CHOICE } from './search';

const search = {
  dateFrom: '2025-02-01',
  dateTo: '2025-03-15',
  desc: '  alpha ',
  categoryId: 'sales',
  minAmount: '15',
  maxAmount: '40.5',
  transactionTypeId: '10',
  bankAccountId: 'acc-1',
  refund: 'refund' as const,
};

describe('the list request of the timeframe and search (SPEC §3, §4 Filters)', () => {
  it('sends every filter while search is open, amounts in pounds', () => {
    expect(filterOf('Custom Date Range', true, search)).toEqual({
      dateFrom: '2025-02-01',
      dateTo: '2025-03-15',
      desc: 'alpha',
      categoryId: 'sales',
      uncategorised: null,
      minAmount: 15,
      maxAmount: 40.5,
      transactionTypeId: 10,
      bankAccountId: 'acc-1',
      isRefund: true,
    });
    expect(filterOf('Custom Date Range', true, { ...search, refund: 'non-refund' }).isRefund).toBe(false);
    expect(filterOf('Custom Date Range', true, { ...search, refund: 'all' }).isRefund).toBeNull();
  });
  it('asks for the transactions with no category by the Category choice of them', () => {
    const f = filterOf('Custom Date Range', true, { ...search, categoryId: UNCATEGORISED_CHOICE });
    expect(f).toMatchObject({ categoryId: null, uncategorised: true });
  });
  it('sends only the dates of a preset while search is closed', () => {
    expect(filterOf('All', false, search)).toEqual({ dateFrom: null, dateTo: null });
    const month = filterOf('This Month', false, search);
    expect(month.dateFrom).toMatch(/^\d{4}-\d{2}-01$/);
  });
});
