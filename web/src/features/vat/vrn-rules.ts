/** SPEC §4 "VRN change" and Set VRN: what is typed, made comparable, and what may be saved. */

/** Digits only, without spaces, dashes or a leading GB: `gb 123 456-789` -> `123456789`. */
export function cleanVrn(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^GB/, '');
}

/** A changed VRN of 9 or more digits is checked with HMRC. */
export function shouldCheckVrn(vrn: string, saved: string | null): boolean {
  return /^\d{9,}$/.test(vrn) && vrn !== (saved ?? '');
}

/** The problem with a VRN about to be saved, or null. */
export function vrnProblem(vrn: string): string | null {
  return /^\d{9}$/.test(vrn) ? null : 'Enter a 9-digit VAT registration number';
}

/**
 * Changing the VRN of a business already connected to HMRC may need a new HMRC sign-in: the
 * user confirms first, else the old value is restored.
 */
export function needsReauthConfirm(vrn: string, saved: string | null, signedIn: boolean): boolean {
  return signedIn && saved !== null && saved !== '' && vrn !== saved;
}
