import { describe, expect, it } from 'vitest';
import { returnAddress, returnScreen } from './return-name';

describe('returnName (SPEC §2 Toggle VAT, Set VRN, sign-in complete)', () => {
  it('keeps a screen name that needs no address parameters', () => {
    expect(returnScreen('HmrcObligations')).toBe('HmrcObligations');
    expect(returnAddress('HmrcObligations')).toBe('/hmrc/obligations');
  });

  it('falls back to the MTD VAT menu for anything else', () => {
    expect(returnAddress(null)).toBe('/vat');
    expect(returnAddress('')).toBe('/vat');
    expect(returnAddress('toString')).toBe('/vat');
    expect(returnAddress('https://evil.example')).toBe('/vat');
    expect(returnAddress('HmrcKeyVatReturn')).toBe('/vat');
    expect(returnAddress('PageNotFound')).toBe('/vat');
    expect(returnAddress(undefined, 'Home')).toBe('/home');
  });
});
