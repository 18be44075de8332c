import { describe, expect, it } from 'vitest';
import {
  checklist,
  dashboardPeriods,
  nextDeadlines,
  openObligations,
  profitOf,
  selfAssessmentDeadlineLines,
  ukToday,
  vatEstimate,
} from './dashboard';

describe('Home dashboard rules', () => {
  it('takes the UK calendar day, not the UTC one', () => {
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('totals the whole month and the whole UK tax year', () => {
    const [month, year] = dashboardPeriods('2026-04-05');
    expect(month).toEqual({ title: 'This month', name: 'April 2026', startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(year).toEqual({ title: 'This tax year', name: '2025-2026', startDate: '2025-04-06', endDate: '2026-04-05' });
    expect(dashboardPeriods('2026-04-06')[1].startDate).toBe('2026-04-06');
  });

  it('works out profit and loss exactly in pence', () => {
    expect(profitOf({ income: 0.3, expenses: 0.1 })).toEqual({ kind: 'profit', amount: 20 });
    expect(profitOf({ income: 100, expenses: 250.5 })).toEqual({ kind: 'loss', amount: 15050 });
    expect(profitOf({ income: 0, expenses: 0 })).toEqual({ kind: 'profit', amount: 0 });
  });

  it('says whether VAT is to pay or to reclaim (box 5 = box 3 - box 4)', () => {
    expect(vatEstimate({ box3: 200, box4: 50.25 })).toEqual({ kind: 'pay', amount: 14975 });
    expect(vatEstimate({ box3: 10, box4: 30 })).toEqual({ kind: 'reclaim', amount: 2000 });
  });

  it('lists open obligations by due date', () => {
    const o = (periodKey: string, due: string, status = 'O') => ({ periodKey, start: due, end: due, due, status });
    expect(
      openObligations([o('B', '2017-08-07'), o('F', '2017-05-07', 'F'), o('A', '2017-06-07')]).map((x) => x.periodKey),
    ).toEqual(['A', 'B']);
  });

  it('names the next Self Assessment deadlines: last year until 31 January passes, then this year', () => {
    expect(selfAssessmentDeadlineLines('2026-11-25').map((d) => [d.label, d.date])).toEqual([
      ['Self Assessment online return for 2025-2026', '2027-01-31'],
      ['Self Assessment payment for 2025-2026', '2027-01-31'],
    ]);
    expect(selfAssessmentDeadlineLines('2027-01-31')[0]?.date).toBe('2027-01-31');
    expect(selfAssessmentDeadlineLines('2027-02-01')[0]?.date).toBe('2028-01-31');
  });

  it('puts the VAT and Self Assessment deadlines soonest first and marks overdue returns', () => {
    const list = nextDeadlines('2026-11-25', [
      { periodKey: '26A3', start: '2026-07-01', end: '2026-09-30', due: '2026-11-07', status: 'O' },
    ]);
    expect(list.map((d) => [d.date, d.overdue, d.to])).toEqual([
      ['2026-11-07', true, 'HmrcObligations'],
      ['2027-01-31', false, 'HmrcSelfAssessment'],
      ['2027-01-31', false, 'HmrcSelfAssessment'],
    ]);
    expect(list[0]?.label).toBe('VAT return for 01/07/2026 to 30/09/2026');
  });

  it('ticks the first-run steps and asks for an HMRC link only of VAT businesses', () => {
    const business = { firstLineOfAddress: '1 High Street', postalCode: ' ' };
    const items = checklist({ business, hasAccount: true, hasTransaction: false, hmrcLinked: null });
    expect(items.map((i) => [i.label, i.done])).toEqual([
      ['Add the business address', false],
      ['Add a bank account', true],
      ['Record a first transaction', false],
    ]);
    const vat = checklist({
      business: { firstLineOfAddress: '1 High Street', postalCode: 'AB1 2CD' },
      hasAccount: true,
      hasTransaction: true,
      hmrcLinked: true,
    });
    expect(vat.every((i) => i.done)).toBe(true);
    expect(vat.at(-1)).toMatchObject({ label: 'Link the business to HMRC', to: 'HmrcLogin' });
  });
});
