import { describe, expect, it } from 'vitest';
import type { ItsaField, ItsaSubmission } from './api/queries';
import { CONSOLIDATED_LABEL, receiptDetails, receiptFileName, sentLines, shownGroups } from './update-content';

const field = (
  group: ItsaField['group'],
  name: string,
  label: string,
  amount: number,
  categories: [string, number][] = [],
): ItsaField => ({
  group,
  name,
  label,
  box: 0,
  amount,
  categories: categories.map(([n, a]) => ({ categoryId: n.toLowerCase(), name: n, amount: a })),
});

const fields: ItsaField[] = [
  field('periodIncome', 'turnover', 'Turnover', 12000.5, [['Sales', 12000.5]]),
  field('periodIncome', 'other', 'Other income', 0),
  field('periodExpenses', 'costOfGoods', 'Cost of goods', 3000, [['Stock', 3000]]),
  field('periodExpenses', 'adminCosts', 'Office costs', 200.1, [['Phone', 200.1]]),
  field('periodDisallowableExpenses', 'adminCostsDisallowable', 'Office costs (disallowable)', 50.05, [
    ['Phone', 50.05],
  ]),
];

describe('shownGroups', () => {
  it('itemised: every field by group, nil ones too, with the categories behind each', () => {
    const groups = shownGroups({ fields, allowableExpenses: 3150.05 }, false);
    expect(groups.map((g) => g.group)).toEqual(['periodIncome', 'periodExpenses', 'periodDisallowableExpenses']);
    expect(groups[0]?.fields.map((f) => f.name)).toEqual(['turnover', 'other']);
    expect(groups[1]?.fields[1]).toEqual({
      name: 'adminCosts',
      label: 'Office costs',
      amount: 200.1,
      categories: [{ name: 'Phone', amount: 200.1 }],
    });
  });

  it('consolidated: income and one expenses line of the allowable total, no disallowable group', () => {
    const groups = shownGroups({ fields, allowableExpenses: 3150.05 }, true);
    expect(groups.map((g) => g.group)).toEqual(['periodIncome', 'periodExpenses']);
    const line = groups[1]?.fields[0];
    expect(line).toMatchObject({ name: 'consolidatedExpenses', label: CONSOLIDATED_LABEL, amount: 3150.05 });
    expect(line?.categories).toEqual([
      { name: 'Cost of goods', amount: 3000 },
      { name: 'Office costs', amount: 200.1 },
      { name: 'Less the disallowable part of those expenses', amount: -50.05 },
    ]);
  });
});

const submission: ItsaSubmission = {
  id: 's1',
  taxYear: '2026-27',
  periodStart: '2026-04-06',
  periodEnd: '2026-07-05',
  consolidated: false,
  amendment: false,
  sent: {
    periodDates: { periodStartDate: '2026-04-06', periodEndDate: '2026-07-05' },
    periodIncome: { turnover: 12000.5, other: 0 },
    periodExpenses: { costOfGoods: 3000 },
    periodDisallowableExpenses: { adminCostsDisallowable: 50.05 },
  },
  fields,
  submittedAt: '2026-08-01T09:05:00Z',
  submittedBy: 'Ada Lovelace',
  correlationId: 'corr-1',
  calculationId: null,
  calculationProblem: null,
  nino: 'QQ123456C',
  hmrcBusinessId: 'XAIS12345678910',
  tradingName: 'Ada Bakes',
};

describe('receipt content', () => {
  it('names the PDF by the period', () => {
    expect(receiptFileName(submission)).toBe('income-tax-update-2026-04-06-to-2026-07-05.pdf');
  });

  it('lists the JSON as sent, by label, in pounds', () => {
    expect(sentLines(submission)).toEqual([
      { label: 'Turnover', value: '£12,000.50', figure: true },
      { label: 'Other income', value: '£0.00', figure: true },
      { label: 'Cost of goods', value: '£3,000.00', figure: true },
      { label: 'Office costs (disallowable)', value: '£50.05', figure: true },
    ]);
  });

  it('shows the period, the time in UK time, the masked NINO and says when HMRC started no calculation', () => {
    const details = Object.fromEntries(receiptDetails(submission).map((l) => [l.label, l.value]));
    expect(details.Period).toBe('06/04/2026 to 05/07/2026');
    expect(details['Sent to HMRC']).toBe('01/08/2026 10:05');
    expect(details['National Insurance number']).toBe('QQ ** ** 56 C');
    expect(details["HMRC's calculation ID"]).toBe('None: HMRC did not start a calculation');
  });
});
