import { pence, saCategoryStats, saSummary, taxYearByLabel, type CategoryTotals, type TaxYear } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import {
  chosenTaxYear,
  deadlineLines,
  defaultTaxYear,
  shortFormRefusal,
  suggestedForm,
  summaryCsv,
  summaryFileName,
  summaryLines,
  taxYearChoices,
} from './sa-report';

function year(label: string): TaxYear {
  const y = taxYearByLabel(label);
  if (!y) throw new Error(label);
  return y;
}

const totals = (entries: Record<string, [number, number]>): CategoryTotals =>
  new Map(Object.entries(entries).map(([id, [business, disallowable]]) => [id, { business, disallowable }]));

describe('tax years', () => {
  it('offers the last six, current first, and defaults to the latest that has ended', () => {
    expect(taxYearChoices('2026-11-25').map((y) => y.label)).toEqual([
      '2026-2027',
      '2025-2026',
      '2024-2025',
      '2023-2024',
      '2022-2023',
      '2021-2022',
    ]);
    expect(defaultTaxYear('2026-11-25').label).toBe('2025-2026');
    expect(defaultTaxYear('2026-04-05').label).toBe('2024-2025');
    expect(defaultTaxYear('2026-04-06').label).toBe('2025-2026');
  });

  it('takes the year from the address only when it is one of the choices', () => {
    expect(chosenTaxYear('2022-2023', '2026-11-25').label).toBe('2022-2023');
    expect(chosenTaxYear('2019-2020', '2026-11-25').label).toBe('2025-2026');
    expect(chosenTaxYear('nonsense', '2026-11-25').label).toBe('2025-2026');
    expect(chosenTaxYear(null, '2026-11-25').label).toBe('2025-2026');
  });
});

describe('the short-form limit', () => {
  it('suggests the short form below the limit and says why not at it', () => {
    expect(suggestedForm(pence(8_999_999), year('2024-2025'))).toBe('SA103S');
    expect(shortFormRefusal(pence(8_999_999), year('2024-2025'))).toBeNull();
    expect(suggestedForm(pence(9_000_000), year('2024-2025'))).toBe('SA103F');
    expect(shortFormRefusal(pence(9_000_000), year('2024-2025'))).toBe(
      'Your turnover of £90,000.00 is not below £90,000.00, the limit for 2024-2025, so you must use the full form (SA103F).',
    );
    expect(shortFormRefusal(pence(8_500_000), year('2023-2024'))).toBe(
      'Your turnover of £85,000.00 is not below £85,000.00, the limit for 2023-2024, so you must use the full form (SA103F).',
    );
  });
});

describe('deadlines', () => {
  it('dates DD/MM/YYYY, those before today marked passed', () => {
    expect(deadlineLines(year('2025-2026'), '2026-11-25')).toEqual([
      { label: 'Paper return', date: '31/10/2026', passed: true },
      { label: 'Online return', date: '31/01/2027', passed: false },
      { label: 'Balancing payment', date: '31/01/2027', passed: false },
    ]);
    expect(deadlineLines(year('2025-2026'), '2026-10-31').map((d) => d.passed)).toEqual([false, false, false]);
  });
});

describe('summary lines and CSV', () => {
  const t = totals({ sales: [1_234_56, 0], entertainment: [-10_000, 0], grants: [0, 0], 'loan-interest': [-500, 0] });

  it('shows a profit, a loss as its magnitude, and the profit for tax on the full form', () => {
    const s = saSummary('SA103S', saCategoryStats('SA103S', t));
    expect(summaryLines(s)).toEqual([
      { label: 'Income', value: '£1,234.56' },
      { label: 'Expenses', value: '£5.00' },
      { label: 'Disallowable expenses', value: '£100.00' },
      { label: 'Net profit', value: '£1,229.56' },
    ]);
    const loss = totals({ sales: [10_000, 0], rent: [-12_050, 0], depreciation: [-1_000, 0] });
    expect(summaryLines(saSummary('SA103F', saCategoryStats('SA103F', loss)))).toEqual([
      { label: 'Income', value: '£100.00' },
      { label: 'Expenses', value: '£130.50' },
      { label: 'Disallowable expenses', value: '£10.00' },
      { label: 'Net loss', value: '£30.50' },
      { label: 'Net loss for tax (box 65)', value: '£20.50' },
    ]);
  });

  it('writes every box with its amount in pounds and its categories', () => {
    const s = saSummary('SA103F', saCategoryStats('SA103F', t));
    const lines = summaryCsv(s).split('\r\n');
    expect(lines[0]).toBe('\uFEFFBox,Description,Amount,Categories');
    // The wording holds commas, so it is quoted.
    expect(lines[1]).toBe(
      '15,"Your turnover - the takings, fees, sales or money earned by your business",1234.56,Sales',
    );
    expect(lines).toContain(
      '24,Advertising and business entertainment costs,100.00,Client entertainment (disallowable)',
    );
    expect(lines).toContain('25,Interest on bank and other loans,5.00,Loan interest');
    expect(lines).toContain('18,Construction industry - payments to subcontractors,0.00,');
    expect(lines).toContain(
      '47,Net profit - if your business income is more than your expenses (box 15 + box 16 minus box 31),1129.56,',
    );
    expect(lines).toHaveLength(1 + 36 + 1);
    expect(summaryFileName('SA103F', '2025-2026')).toBe('self-assessment-SA103F-2025-2026.csv');
  });
});
