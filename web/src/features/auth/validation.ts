/**
 * The sign-up and sign-in forms' own checks (SPEC §5 "Accounts and business"); the server
 * checks again and its field errors land on the same fields. Each rule answers the message to
 * show, or null when the value is fine (the shape @mantine/form's `validate` expects).
 */
export type Rule<T> = (value: T) => string | null;

/** A field that must not be left blank. */
export const required =
  (message: string): Rule<string> =>
  (value) =>
    value.trim() === '' ? message : null;

/** A light check that the text looks like an e-mail address; the server has the final word. */
export const email: Rule<string> = (value) => {
  if (value.trim() === '') return 'Enter your email address';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter a valid email address';
};

/** SPEC §5: 'Confirm password must match password', on the confirm field. */
export const CONFIRM_PASSWORD_MESSAGE = 'Confirm password must match password';
export function confirmPassword(value: string, password: string): string | null {
  return value === password ? null : CONFIRM_PASSWORD_MESSAGE;
}

/** The register form's terms checkbox (the contract's wording). */
export const AGREE_TC_MESSAGE = 'You must agree to the terms and conditions';
export function agreeTC(value: boolean): string | null {
  return value ? null : AGREE_TC_MESSAGE;
}

/** A second-step code must be given; its format is the server's business. */
export const code: Rule<string> = (value) => (value.replace(/\s/g, '') === '' ? 'Enter the code' : null);

/** A code as the server wants it: no spaces (people copy "123 456"). */
export function normaliseCode(value: string): string {
  return value.replace(/\s/g, '');
}
