import { incomeExpensesTable, pence, vatDueTable, vatPeriods } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { ledgerCharts, vatCharts } from './chart-list';
import { barSpec, legendOf, pieSpec } from './chart-specs';

const range = { dateFrom: '2026-01-01', dateTo: '2026-12-31' };
const filed = (dateFrom: string, dateTo: string, due: number, reclaimed: number) => ({
  dateFrom,
  dateTo,
  totalVatDue: due,
  vatReclaimedCurrPeriod: reclaimed,
  totalValueSalesExVAT: 0,
  totalValuePurchasesExVAT: 0,
  totalValueGoodsSuppliedExVAT: 0,
  totalAcquisitionsExVAT: 0,
});

describe('chart specs', () => {
  it('draws income and expenses as patterned bars and the margin as a line, named in the legend', () => {
    const table = incomeExpensesTable({
      labels: ['Jan 2026', 'Feb 2026'],
      income: [pence(120000), pence(0)],
      expenses: [pence(30000), pence(500)],
      profitMargin: [75, null],
    });
    const spec = barSpec(
      table,
      [
        { colour: '#0072B2', pattern: 'stripes' },
        { colour: '#C4480A', pattern: 'dots' },
      ],
      { colour: '#1F1F1F' },
    );
    expect(spec.labels).toEqual(['Jan 2026', 'Feb 2026']);
    expect(spec.series.map((s) => [s.name, s.values])).toEqual([
      ['Income', [120000, 0]],
      ['Expenses', [30000, 500]],
    ]);
    expect(spec.line).toEqual({ name: 'Profit margin (%)', colour: '#1F1F1F', values: [75, null] });
    expect(legendOf('c1', spec)).toEqual([
      { name: 'Income', colour: '#0072B2', swatch: { kind: 'pattern', id: 'c1-fill-0' } },
      { name: 'Expenses', colour: '#C4480A', swatch: { kind: 'pattern', id: 'c1-fill-1' } },
      { name: 'Profit margin (%)', colour: '#1F1F1F', swatch: { kind: 'line' } },
    ]);
  });

  it('keeps an unfiled VAT period as a label without bars', () => {
    const periods = vatPeriods(
      [filed('2026-01-01', '2026-03-31', 10, 4), filed('2026-07-01', '2026-09-30', 1, 3)],
      range,
    );
    const spec = barSpec(vatDueTable(periods), [
      { colour: '#C4480A', pattern: 'stripes' },
      { colour: '#0072B2', pattern: 'dots' },
      { colour: '#5B3E96', pattern: 'grid' },
    ]);
    expect(spec.labels).toEqual(['Jan 2026 - Mar 2026', 'Apr 2026 - Jun 2026', 'Jul 2026 - Sep 2026']);
    expect(spec.series.map((s) => s.values)).toEqual([
      [1000, null, 100],
      [400, null, 300],
      [600, null, -200],
    ]);
    expect(spec.line).toBeUndefined();
  });

  it('names each pie slice with its colour, and gives each chart its state', () => {
    const pie = {
      labels: ['Sales', 'Grants'],
      data: [pence(900), pence(100)],
      backgroundColor: ['#0072B2', '#C4480A'],
    };
    expect(legendOf('p', pieSpec(pie)).map((e) => [e.name, e.colour])).toEqual([
      ['Sales', '#0072B2'],
      ['Grants', '#C4480A'],
    ]);
    const charts = ledgerCharts(
      { data: undefined, isError: false },
      { data: pie, isError: false },
      { data: undefined, isError: true },
    );
    expect(charts.map((c) => [c.title, c.state.status])).toEqual([
      ['Income & Expenses', 'pending'],
      ['Income Categories', 'ready'],
      ['Expense Categories', 'error'],
    ]);
    expect(vatCharts({ data: [], isError: false }).map((c) => c.title)).toEqual([
      'Total VAT Due & Reclaimed',
      'Total Sales & Purchases excl. VAT',
      'Dispatches & Acquisitions',
    ]);
  });
});
