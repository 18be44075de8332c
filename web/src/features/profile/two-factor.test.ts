import { describe, expect, it } from 'vitest';
import { codeInput, groupSecret, otpauthSecret, twoFactorName } from './two-factor';

describe('two-factor helpers (SPEC §2 Edit Profile, §4 Two-factor switch)', () => {
  it('names each type', () => {
    expect(twoFactorName(0)).toBe('None');
    expect(twoFactorName(100)).toBe('E-mail passcode');
    expect(twoFactorName(200)).toBe('Authenticator app');
  });

  it('reads the secret from an otpauth address', () => {
    expect(otpauthSecret('otpauth://totp/Bookkeeper:jo%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Bookkeeper')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(otpauthSecret('otpauth://totp/x?issuer=B&secret=jbswy3dp')).toBe('JBSWY3DP');
    expect(otpauthSecret('otpauth://totp/x?issuer=B')).toBeNull();
    expect(otpauthSecret('otpauth://totp/x?secret=not-base32!')).toBeNull();
  });

  it('groups a secret in fours and keeps codes to six digits', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(codeInput('12 34-56 7')).toBe('123456');
    expect(codeInput('abc')).toBe('');
  });
});
