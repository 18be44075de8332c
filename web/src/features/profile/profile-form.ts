import { routes, type BodyOf } from '@bk/contract';
import { formSchema } from '../../lib/form-schema';

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

/**
 * Edit Profile, checked by the contract's PATCH user body (decision 0032): the name cannot be
 * blank, a new e-mail must look like one; confirm password must match only when a new password is
 * typed. The server checks the rest (current password, e-mail in use, password strength) and its
 * messages land on the fields.
 */
export const profileForm = formSchema(routes.userUpdate.body, {
  toBody: profileUpdateBody,
  messages: { name: { blank: 'Name cannot be blank' } },
  checks: {
    confirmPassword: (value, values) =>
      values.password !== '' && value !== values.password ? CONFIRM_PASSWORD_MESSAGE : null,
  },
});

/** SPEC §8 success notices for a profile save. */
export function profileSavedMessage(emailNeedsVerify: boolean): string {
  return emailNeedsVerify
    ? 'Profile updated, please click the link in the verification email sent to your new email address in order to complete the update'
    : 'Profile updated';
}
