import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpAt, totpUrl } from './totp';
import { hashPasscode, newPasscode, sameHash } from './passcodes';

// RFC 6238 Appendix B test secret "12345678901234567890" (ASCII) in base32, SHA-1.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors (last 6 digits)', () => {
    expect(totpAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(totpAt(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the current step and one either side, and says which step matched', () => {
    const now = 1_234_567_890_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345', now)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URL apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(totpUrl(secret, 'Bookkeeper', 'sam@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Bookkeeper:sam@example.com');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Bookkeeper');
  });
});

describe('passcodes', () => {
  it('are six digits and hashed with their salt', () => {
    for (let i = 0; i < 50; i++) expect(newPasscode()).toMatch(/^\d{6}$/);
    const h = hashPasscode('salt', '012345');
    expect(sameHash(h, hashPasscode('salt', '012345'))).toBe(true);
    expect(sameHash(h, hashPasscode('other', '012345'))).toBe(false);
    expect(sameHash(h, hashPasscode('salt', '012346'))).toBe(false);
  });
});
