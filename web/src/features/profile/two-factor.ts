import { TwoFactorType } from '@bk/domain';

/** How each two-factor type is named on Edit Profile (SPEC §3 Two-factor type ids). */
export function twoFactorName(typeId: number): string {
  if (typeId === TwoFactorType.AUTHENTICATOR) return 'Authenticator app';
  if (typeId === TwoFactorType.EMAIL) return 'E-mail passcode';
  return 'None';
}

/**
 * The secret of an otpauth:// address, for people who type it into their app instead of
 * scanning; null when the address carries none.
 * @example otpauthSecret('otpauth://totp/Bookkeeper:jo?secret=JBSWY3DP&issuer=Bookkeeper') // 'JBSWY3DP'
 */
export function otpauthSecret(url: string): string | null {
  const match = /[?&]secret=([^&#]+)/i.exec(url);
  if (!match) return null;
  const secret = decodeURIComponent(match[1] ?? '')
    .replace(/\s/g, '')
    .toUpperCase();
  return /^[A-Z2-7]+=*$/.test(secret) ? secret : null;
}

/** A secret in groups of four, easier to read and type. @example groupSecret('ABCDEFGHIJ') // 'ABCD EFGH IJ' */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** What a person types as a code: digits only, at most six. @example codeInput('123 456') // '123456' */
export function codeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
