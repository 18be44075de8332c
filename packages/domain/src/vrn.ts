/**
 * The VAT registration number (SPEC §4 "VRN change", §5 "Inputs" and "VRN lookup"; HMRC's VRN is
 * 9 digits, or 12 for a VAT group): what an input keeps, the form HMRC wants, when a typed number
 * is checked with HMRC and when a change needs confirming. One module for the browser and the server.
 */

/** Letters and digits only, in capitals: spaces, dashes and anything else removed. */
function compactVrn(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/**
 * SPEC §5 "Inputs": what a VAT-number-like input keeps: letters then digits, in capitals; anything
 * else removed, and whatever follows the digits dropped.
 * @example sanitiseVrnInput('gb 123 456-789') // 'GB123456789'
 * @example sanitiseVrnInput('12a34') // '12'
 */
export function sanitiseVrnInput(value: string): string {
  const match = /^([A-Z]*)(\d*)/.exec(compactVrn(value));
  return match ? `${match[1]}${match[2]}` : '';
}

/**
 * The number without spaces, dashes or a leading GB, as typed (not yet checked).
 * @example cleanVrn('gb 123 456-789') // '123456789'
 */
export function cleanVrn(value: string): string {
  return compactVrn(value).replace(/^GB/, '');
}

/**
 * A VAT number as HMRC wants it: 9 digits (or 12 for a group), without GB or spaces; null when it
 * is not one.
 * @example normaliseVrn('GB 123 456 789') // '123456789'
 * @example normaliseVrn('12345678') // null
 */
export function normaliseVrn(value: string): string | null {
  const digits = cleanVrn(value);
  return /^\d{9}(\d{3})?$/.test(digits) ? digits : null;
}

/**
 * SPEC §5 "VRN lookup": a typed number is checked with HMRC only when it is all digits, at least 9
 * long, and differs from the saved one.
 * @example shouldCheckVrn('123456789', null) // true
 */
export function shouldCheckVrn(vrn: string, saved: string | null): boolean {
  return /^\d{9,}$/.test(vrn) && vrn !== (saved ?? '');
}

/** What a person is told when the VRN to save is not 9 digits. */
export const VRN_PROBLEM_MESSAGE = 'Enter a 9-digit VAT registration number';

/**
 * The problem with a cleaned VRN about to be saved on Set VRN, or null.
 * @example vrnProblem('12345678') // 'Enter a 9-digit VAT registration number'
 */
export function vrnProblem(vrn: string): string | null {
  return /^\d{9}$/.test(vrn) ? null : VRN_PROBLEM_MESSAGE;
}

/**
 * SPEC §4 "VRN change": changing the saved VRN of a business already connected to HMRC may need a
 * new HMRC sign-in, so the person confirms first (else the old value is restored).
 * @example needsReauthConfirm('123456789', '666000754', true) // true
 */
export function needsReauthConfirm(vrn: string, saved: string | null, signedIn: boolean): boolean {
  return signedIn && saved !== null && saved !== '' && vrn !== saved;
}
