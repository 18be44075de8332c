import { describe, expect, it } from 'vitest';
import { handleHmrcSignInRequired, screenAtPath } from './sign-in-required';

describe('HMRC sign-in required', () => {
  it('knows the screen to come back to when it has no address parameters', () => {
    expect(screenAtPath('/app/hmrc/obligations')).toBe('HmrcObligations');
    expect(screenAtPath('/app/vat')).toBe('Vat');
    expect(screenAtPath('/app/hmrc/vat-return/18A1/2018-01-01/2018-03-31')).toBeNull();
    expect(screenAtPath('/app/nowhere')).toBeNull();
  });

  it('goes to HMRC sign in saying why, with the screen to come back to', () => {
    const went: string[] = [];
    handleHmrcSignInRequired((a) => went.push(a), '/app/hmrc/payments');
    expect(went).toEqual(['/hmrc/login?reason=sign-in-again&returnName=HmrcPayments']);
    handleHmrcSignInRequired((a) => went.push(a), '/app/hmrc/vat-return/18A1');
    expect(went[1]).toBe('/hmrc/login?reason=sign-in-again');
  });
});
