import { describe, expect, it } from 'vitest';
import { HMRC_SCREENS, hmrcMarker } from './hmrc-marker';

describe('hmrcMarker', () => {
  it('marks HMRC screens of a stage on HMRC sandbox as test HMRC', () => {
    expect(hmrcMarker('HmrcObligations', 'sandbox')).toEqual({
      label: 'Test HMRC',
      text: 'Test HMRC: returns sent here are not real and are not filed with HMRC',
    });
  });

  it('names the local emulator on a local stack', () => {
    expect(hmrcMarker('HmrcKeyVatReturn', 'local')).toEqual({
      label: 'Local HMRC emulator',
      text: 'Local HMRC emulator: returns sent here are not real and are not filed with HMRC',
    });
  });

  it('shows nothing in production, on any screen', () => {
    for (const screen of HMRC_SCREENS) expect(hmrcMarker(screen, 'production')).toBeNull();
  });

  it('shows nothing on screens that do not talk to HMRC, or before the mode is known', () => {
    expect(hmrcMarker('Transactions', 'sandbox')).toBeNull();
    expect(hmrcMarker(null, 'local')).toBeNull();
    expect(hmrcMarker('HmrcPayments', undefined)).toBeNull();
  });

  it('covers the obligations, returns, liabilities, payments, penalties and sign-in screens', () => {
    for (const screen of [
      'Vat',
      'HmrcLogin',
      'SetVrn',
      'HmrcVatReturn',
      'HmrcViewVatReturn',
      'HmrcLiabilities',
      'HmrcPayments',
      'HmrcPenalties',
      'FinancialDetails',
      'IncomeTax',
      'IncomeTaxUpdate',
    ] as const)
      expect(hmrcMarker(screen, 'sandbox')).not.toBeNull();
  });
});
