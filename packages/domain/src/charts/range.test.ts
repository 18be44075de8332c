import { describe, expect, it } from 'vitest';
import { pence } from '../money';
import {
  CHART_RANGE_MESSAGES,
  chartCsv,
  chartFileName,
  chartIsEmpty,
  chartRangeOf,
  defaultChartRange,
  dispatchesAcquisitionsTable,
  incomeExpensesTable,
  categoryTable,
  salesPurchasesTable,
  vatDueTable,
  vatPeriods,
  vatPeriodLabel,
  type VatReturnOfPeriod,
} from '.';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

function filed(dateFrom: string, dateTo: string, boxes: Partial<VatReturnOfPeriod> = {}): VatReturnOfPeriod {
  return {
    dateFrom,
    dateTo,
    totalVatDue: 0,
    vatReclaimedCurrPeriod: 0,
    totalValueSalesExVAT: 0,
    totalValuePurchasesExVAT: 0,
    totalValueGoodsSuppliedExVAT: 0,
    totalAcquisitionsExVAT: 0,
    ...boxes,
  };
}

describe('defaultChartRange (SPEC §9: start of the month 11 months ago to the end of this month, UTC)', () => {
  it.each([
    ['2026-11-25', '2025-12-01', '2026-11-30'],
    ['2026-01-31', '2025-02-01', '2026-01-31'],
    ['2026-12-01', '2026-01-01', '2026-12-31'],
    ['2024-02-10', '2023-03-01', '2024-02-29'],
  ])('on %s runs %s to %s', (today, dateFrom, dateTo) => {
    expect(defaultChartRange(at(today))).toEqual({ dateFrom, dateTo });
  });

  it('reads the day in UTC, not local time', () => {
    expect(defaultChartRange(new Date('2026-11-30T23:59:59Z'))).toEqual({
      dateFrom: '2025-12-01',
      dateTo: '2026-11-30',
    });
    expect(defaultChartRange(new Date('2026-12-01T00:00:00Z'))).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
    });
  });
});

describe('chartRangeOf (whole months)', () => {
  it('runs from the first day of the first month to the last day of the last', () => {
    expect(chartRangeOf('2026-01-15', '2026-02-02')).toEqual({
      ok: true,
      range: { dateFrom: '2026-01-01', dateTo: '2026-02-28' },
    });
    expect(chartRangeOf('2026-03-31', '2026-03-01')).toEqual({
      ok: true,
      range: { dateFrom: '2026-03-01', dateTo: '2026-03-31' },
    });
  });

  it('refuses a missing day, a to month before the from month, and more than 10 years', () => {
    expect(chartRangeOf('', '2026-01-01')).toEqual({ ok: false, errors: { dateFrom: CHART_RANGE_MESSAGES.invalid } });
    expect(chartRangeOf('2026-01-01', '0002-01-01')).toEqual({
      ok: false,
      errors: { dateTo: CHART_RANGE_MESSAGES.invalid },
    });
    expect(chartRangeOf('2026-02-01', '2026-01-31')).toEqual({
      ok: false,
      errors: { dateTo: CHART_RANGE_MESSAGES.order },
    });
    expect(chartRangeOf('2016-01-01', '2025-12-31').ok).toBe(true);
    expect(chartRangeOf('2016-01-01', '2026-01-01')).toEqual({
      ok: false,
      errors: { dateFrom: CHART_RANGE_MESSAGES.tooLong },
    });
  });
});

describe('chartFileName (SPEC §9: named by chart, month and year)', () => {
  const range = { dateFrom: '2025-12-01', dateTo: '2026-11-30' };
  it.each([
    ['Income & Expenses', 'income-and-expenses-dec-2025-to-nov-2026.csv'],
    ['Expense Categories', 'expense-categories-dec-2025-to-nov-2026.csv'],
    ['Total Sales & Purchases excl. VAT', 'total-sales-and-purchases-excl-vat-dec-2025-to-nov-2026.csv'],
  ])('%s -> %s', (title, name) => {
    expect(chartFileName(title, range)).toBe(name);
  });
});

describe('chartCsv', () => {
  it('writes the bar chart with pounds to 2 decimals, the margin as a number, and an empty cell for no margin', () => {
    const table = incomeExpensesTable({
      labels: ['Dec 2025', 'Jan 2026'],
      income: [pence(120000), pence(0)],
      expenses: [pence(30050), pence(1234567)],
      profitMargin: [75, null],
    });
    expect(chartCsv(table)).toBe(
      '\uFEFFMonth,Income,Expenses,Profit margin (%)\r\nDec 2025,1200.00,300.50,75\r\nJan 2026,0.00,12345.67,\r\n',
    );
    expect(chartIsEmpty(table)).toBe(false);
  });

  it('writes a pie by category and knows when there is nothing to draw', () => {
    const table = categoryTable({ labels: ['Sales', 'Fees, other'], data: [pence(99), pence(1)], backgroundColor: [] });
    expect(chartCsv(table)).toBe('\uFEFFCategory,Amount\r\nSales,0.99\r\n"Fees, other",0.01\r\n');
    expect(chartIsEmpty(categoryTable({ labels: [], data: [], backgroundColor: [] }))).toBe(true);
    expect(
      chartIsEmpty(
        incomeExpensesTable({ labels: ['Jan 2026'], income: [pence(0)], expenses: [pence(0)], profitMargin: [null] }),
      ),
    ).toBe(true);
  });
});

describe('vatPeriods (SPEC §9: gaps filled with empty periods, net VAT negative when more is reclaimed)', () => {
  const range = { dateFrom: '2025-12-01', dateTo: '2026-11-30' };

  it('labels a period by its first and last month', () => {
    expect(vatPeriodLabel('2026-01-01', '2026-03-31')).toBe('Jan 2026 - Mar 2026');
    expect(vatPeriodLabel('2026-04-01', '2026-04-30')).toBe('Apr 2026');
  });

  it('orders the returns by period, works out the figures and fills a missing quarter', () => {
    const periods = vatPeriods(
      [
        filed('2026-07-01', '2026-09-30', {
          totalVatDue: 100.5,
          vatReclaimedCurrPeriod: 400.25,
          totalValueSalesExVAT: 500,
          totalValuePurchasesExVAT: 2000,
          totalValueGoodsSuppliedExVAT: 10,
          totalAcquisitionsExVAT: 20,
        }),
        filed('2026-01-01', '2026-03-31', {
          totalVatDue: 1234.56,
          vatReclaimedCurrPeriod: 200.5,
          totalValueSalesExVAT: 6172,
          totalValuePurchasesExVAT: 1002,
        }),
        // Ends before the range: left out.
        filed('2025-09-01', '2025-11-30', { totalVatDue: 1 }),
      ],
      range,
    );
    expect(periods.map((p) => p.label)).toEqual(['Jan 2026 - Mar 2026', 'Apr 2026 - Jun 2026', 'Jul 2026 - Sep 2026']);
    expect(periods[1]).toEqual({
      dateFrom: '2026-04-01',
      dateTo: '2026-06-30',
      label: 'Apr 2026 - Jun 2026',
      figures: null,
    });
    expect(periods[0]?.figures).toEqual({
      vatDue: 123456,
      reclaimed: 20050,
      netVat: 103406,
      sales: 617200,
      purchases: 100200,
      dispatches: 0,
      acquisitions: 0,
    });
    expect(periods[2]?.figures?.netVat).toBe(-29975);

    const due = vatDueTable(periods);
    expect(chartCsv(due)).toBe(
      '\uFEFFVAT period,VAT due,VAT reclaimed,Net VAT\r\n' +
        'Jan 2026 - Mar 2026,1234.56,200.50,1034.06\r\n' +
        'Apr 2026 - Jun 2026,,,\r\n' +
        'Jul 2026 - Sep 2026,100.50,400.25,-299.75\r\n',
    );
    expect(chartCsv(salesPurchasesTable(periods))).toBe(
      '\uFEFFVAT period,Sales excl. VAT,Purchases excl. VAT\r\n' +
        'Jan 2026 - Mar 2026,6172.00,1002.00\r\nApr 2026 - Jun 2026,,\r\nJul 2026 - Sep 2026,500.00,2000.00\r\n',
    );
    expect(chartCsv(dispatchesAcquisitionsTable(periods))).toBe(
      '\uFEFFVAT period,Dispatches,Acquisitions\r\n' +
        'Jan 2026 - Mar 2026,0.00,0.00\r\nApr 2026 - Jun 2026,,\r\nJul 2026 - Sep 2026,10.00,20.00\r\n',
    );
  });

  it('splits a gap into periods as long as the return before it, else leaves one gap period', () => {
    const monthly = vatPeriods([filed('2026-01-01', '2026-01-31'), filed('2026-04-01', '2026-04-30')], range);
    expect(monthly.map((p) => [p.label, p.figures === null])).toEqual([
      ['Jan 2026', false],
      ['Feb 2026', true],
      ['Mar 2026', true],
      ['Apr 2026', false],
    ]);
    const uneven = vatPeriods([filed('2025-12-01', '2026-02-28'), filed('2026-07-01', '2026-09-30')], range);
    expect(uneven.map((p) => [p.dateFrom, p.dateTo, p.figures === null])).toEqual([
      ['2025-12-01', '2026-02-28', false],
      ['2026-03-01', '2026-06-30', true],
      ['2026-07-01', '2026-09-30', false],
    ]);
    const odd = vatPeriods([filed('2026-01-15', '2026-04-14'), filed('2026-07-15', '2026-10-14')], range);
    expect(odd.map((p) => p.dateFrom)).toEqual(['2026-01-15', '2026-04-15', '2026-07-15']);
    expect(odd[1]?.dateTo).toBe('2026-07-14');
  });

  it('counts a period filed twice once, and leaves no gap after an overlapping return', () => {
    const twice = vatPeriods(
      [filed('2026-01-01', '2026-03-31', { totalVatDue: 2 }), filed('2026-01-01', '2026-03-31', { totalVatDue: 1 })],
      range,
    );
    expect(twice).toHaveLength(1);
    expect(twice[0]?.figures?.vatDue).toBe(200);
    const overlap = vatPeriods([filed('2026-01-01', '2026-06-30'), filed('2026-04-01', '2026-06-30')], range);
    expect(overlap.map((p) => p.label)).toEqual(['Jan 2026 - Jun 2026', 'Apr 2026 - Jun 2026']);
    expect(vatPeriods([], range)).toEqual([]);
  });
});
