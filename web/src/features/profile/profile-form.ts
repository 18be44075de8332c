import type { BodyOf } from '@bk/contract';

/** SPEC §2 Edit Profile's form, as typed. */
export interface ProfileFormValues {
  name: string;
  newEmail: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const CONFIRM_PASSWORD_MESSAGE = 'Confirm password must match password';

/**
 * Client checks before saving (SPEC §5 "Accounts and business"): the name cannot be blank, and
 * confirm password must match only when a new password is typed. The server checks the rest
 * (current password, e-mail in use, password strength) and its messages land on the fields.
 */
export function validateProfileForm(values: ProfileFormValues): Partial<Record<keyof ProfileFormValues, string>> {
  const errors: Partial<Record<keyof ProfileFormValues, string>> = {};
  if (values.name.trim() === '') errors.name = 'Name cannot be blank';
  if (values.password !== '' && values.confirmPassword !== values.password) {
    errors.confirmPassword = CONFIRM_PASSWORD_MESSAGE;
  }
  return errors;
}

/**
 * The PATCH user body: the name always; a new e-mail and a new password only when typed; the
 * current password whenever given (the server asks for it to change either).
 */
export function profileUpdateBody(values: ProfileFormValues): BodyOf<'userUpdate'> {
  const body: BodyOf<'userUpdate'> = { name: values.name.trim() };
  if (values.newEmail.trim() !== '') body.newEmail = values.newEmail.trim();
  if (values.password !== '') {
    body.password = values.password;
    body.confirmPassword = values.confirmPassword;
  }
  if (values.currentPassword !== '') body.currentPassword = values.currentPassword;
  return body;
}

/** SPEC §8 success notices for a profile save. */
export function profileSavedMessage(emailNeedsVerify: boolean): string {
  return emailNeedsVerify
    ? 'Profile updated, please click the link in the verification email sent to your new email address in order to complete the update'
    : 'Profile updated';
}
