import { describe, expect, it, vi } from 'vitest';
import { sameSummary } from './itsa-submit';

vi.stubEnv('TABLE_NAME', 't');
vi.stubEnv('LOG_LEVEL', 'SILENT');

/** Reading HMRC's summary back after an uncertain answer: it is ours when the figures are the same. */
describe('sameSummary', () => {
  const sent = {
    periodDates: { periodStartDate: '2026-04-06', periodEndDate: '2026-07-05' },
    periodIncome: { turnover: 100.5, other: 0 },
    periodExpenses: { costOfGoods: 20, otherExpenses: 0 },
    periodDisallowableExpenses: { costOfGoodsDisallowable: 0 },
  };

  it('counts a field HMRC leaves out as zero', () => {
    expect(
      sameSummary(sent, {
        periodDates: sent.periodDates,
        periodIncome: { turnover: 100.5 },
        periodExpenses: { costOfGoods: 20 },
      }),
    ).toBe(true);
  });

  it('tells another figure or another period end apart', () => {
    expect(sameSummary(sent, { ...sent, periodIncome: { turnover: 100.51, other: 0 } })).toBe(false);
    expect(
      sameSummary(sent, { ...sent, periodDates: { periodStartDate: '2026-04-06', periodEndDate: '2026-10-05' } }),
    ).toBe(false);
  });
});
