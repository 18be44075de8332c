/**
 * National Insurance numbers as HMRC's Income Tax APIs accept them (reference pack §1.6: HMRC's
 * NINO pattern in the Self Assessment Test Support API's path parameters). Spaces and case are
 * forgiven because people copy the number from letters that print it as `QQ 12 34 56 C`.
 */

/** HMRC's own pattern, kept whole so a number this accepts is one HMRC accepts. */
const HMRC_NINO = /^((?!(BG|GB|KN|NK|NT|TN|ZZ)|(D|F|I|Q|U|V)[A-Z]|[A-Z](D|F|I|O|Q|U|V))[A-Z]{2})[0-9]{6}[A-D]$/;
/** Prefixes HMRC never issues (administrative or reserved). */
const NOT_ISSUED_PREFIXES: readonly string[] = ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'];

export const NINO_MESSAGES = {
  format: 'Enter a National Insurance number in the right format, like QQ 12 34 56 C',
  firstLetter: 'A National Insurance number cannot start with D, F, I, Q, U or V',
  secondLetter: 'The second letter of a National Insurance number cannot be D, F, I, O, Q, U or V',
  prefix:
    'That National Insurance number starts with letters HMRC never uses: check it on a payslip or letter from HMRC',
} as const;

/** The number without spaces, in capitals: what HMRC's paths take. */
export function normaliseNino(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Why a number is not a valid NINO, in plain words, or null when it is one. */
export function ninoProblem(text: string): string | null {
  const nino = normaliseNino(text);
  if (!/^[A-Z]{2}[0-9]{6}[A-D]$/.test(nino)) return NINO_MESSAGES.format;
  if ('DFIQUV'.includes(nino.charAt(0))) return NINO_MESSAGES.firstLetter;
  if ('DFIOQUV'.includes(nino.charAt(1))) return NINO_MESSAGES.secondLetter;
  if (NOT_ISSUED_PREFIXES.includes(nino.slice(0, 2))) return NINO_MESSAGES.prefix;
  // The checks above are HMRC's pattern spelt out; this keeps the two from drifting apart.
  return HMRC_NINO.test(nino) ? null : NINO_MESSAGES.format;
}

export function isValidNino(text: string): boolean {
  return ninoProblem(text) === null;
}

/** A NINO shown on a receipt: the letters and the last three characters (`QQ ** ** 56 C`). */
export function maskNino(nino: string): string {
  const n = normaliseNino(nino);
  return `${n.slice(0, 2)} ** ** ${n.slice(6, 8)} ${n.slice(8)}`;
}

/** HMRC's self-employment business id (reference pack §1.6, e.g. `XAIS12345678910`). */
export const HMRC_BUSINESS_ID = /^X[A-Z0-9]IS[0-9]{11}$/;
