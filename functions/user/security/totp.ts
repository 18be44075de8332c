import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after are accepted too, for clocks a little out. */
export const TOTP_WINDOW = 1;

function totp(secretBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The `otpauth://` URL an authenticator app reads from the QR code.
 * @example totpUrl(secret, 'Bookkeeper', 'sam@example.com') // 'otpauth://totp/Bookkeeper:sam%40example.com?issuer=Bookkeeper&secret=...'
 */
export function totpUrl(secretBase32: string, issuer: string, email: string): string {
  return totp(secretBase32, issuer, email).toString();
}

/**
 * The time step a code belongs to, if it is right for the current step or one either side;
 * null for a wrong code. Callers record the step so the same code is not accepted twice.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | null {
  const token = code.trim();
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32, 'x', 'x').validate({ token, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for a moment (tests and the set-up check). */
export function totpAt(secretBase32: string, nowMs: number): string {
  return totp(secretBase32, 'x', 'x').generate({ timestamp: nowMs });
}
