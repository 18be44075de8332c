import { VatMode, VatScheme } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { checksFor } from './checks';
import { formReducer } from './form-reducer';
import { initialForm } from './return-form';

const figures = {
  box1: 10,
  box2: 0,
  box3: 10,
  box4: 100,
  box5: 90,
  box6: 50,
  box7: 500,
  box8: 0,
  box9: 0,
  transactionCount: 2,
  incompleteCount: 1,
  unreconciledCount: 0,
  flatRateFirstYear: null,
  checks: [
    {
      code: 'BOX_4_UNUSUAL',
      level: 'warning' as const,
      message: 'Box 4 is unusual (server).',
      boxes: ['vatReclaimedCurrPeriod' as const, 'vatDueSales' as const],
    },
    { code: 'INCOMPLETE_TRANSACTIONS', level: 'warning' as const, message: '1 incomplete (server).', boxes: [] },
  ],
};

describe('checks shown on Submit VAT Return', () => {
  it("shows the server's checks on calculated figures, once each, and the domain's on hand-typed ones", () => {
    const start = initialForm({ mode: VatMode.ACCOUNTING, scheme: VatScheme.STANDARD, flatRatePercent: 16.5 });
    const calculated = formReducer(start, { type: 'calculated', figures });
    const shown = checksFor(calculated, figures);
    expect(shown.map((c) => c.message)).toEqual(['Box 4 is unusual (server).', '1 incomplete (server).']);

    // Box 1 typed up to 30.00: box 4 (100.00) is no longer 5 times box 1; the ledger's count stays.
    const typed = formReducer(calculated, { type: 'edit', box: 'vatDueSales', text: '30' });
    const after = checksFor(typed, figures);
    expect(after.map((c) => c.code)).toEqual(['INCOMPLETE_TRANSACTIONS']);
    expect(after[0]?.message).not.toContain('(server)');
  });

  it("lists errors first, such as a box 5 beyond HMRC's range", () => {
    const start = initialForm({ mode: VatMode.BRIDGING, scheme: VatScheme.STANDARD, flatRatePercent: 16.5 });
    const big = formReducer(start, { type: 'edit', box: 'vatDueSales', text: '9999999999999.99' });
    const withBox4 = formReducer(big, { type: 'edit', box: 'vatReclaimedCurrPeriod', text: '0' });
    const shown = checksFor(withBox4, null);
    // Box 5 = |9,999,999,999,999.99 - 0| is beyond HMRC's box 5 maximum (99,999,999,999.99).
    expect(shown[0]).toMatchObject({ level: 'error', code: 'BOX_OUT_OF_RANGE', boxes: ['netVatDue'] });
  });
});
