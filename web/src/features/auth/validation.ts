import { PasswordResetRequest, routes } from '@bk/contract';
import * as z from 'zod/mini';
import { formSchema } from '../../lib/form-schema';

/**
 * The sign-up, sign-in and password forms (SPEC §5 "Accounts and business"), checked by their
 * requests' contract schemas (decision 0032); here is only what the forms say in their own words
 * and what no request field holds. The server checks again and its field errors land on the same
 * fields.
 */

/** SPEC §5: 'Confirm password must match password', on the confirm field. */
export const CONFIRM_PASSWORD_MESSAGE = 'Confirm password must match password';

const EMAIL_MESSAGES = { blank: 'Enter your email address' } as const;

/** A code as the server wants it: no spaces (people copy "123 456"). */
export function normaliseCode(value: string): string {
  return value.replace(/\s/g, '');
}

export interface RegisterValues {
  name: string;
  businessName: string;
  /** The chosen option's id as text (NO_BUSINESS_TYPE when not chosen yet). */
  businessTypeId: string;
  enableVat: boolean;
  email: string;
  password: string;
  confirmPassword: string;
  agreeTC: boolean;
}

/** Register (POST user/register). */
export const registerForm = formSchema(routes.userRegister.body, {
  toBody: (values: RegisterValues) => ({ ...values, businessTypeId: Number(values.businessTypeId) }),
  messages: {
    name: { blank: 'Enter your name' },
    businessName: { blank: 'Enter the business name' },
    email: EMAIL_MESSAGES,
    password: { blank: 'Enter a password' },
  },
  checks: {
    confirmPassword: (value, values) => (value === values.password ? null : CONFIRM_PASSWORD_MESSAGE),
  },
});

/** A second sign-in step: the code goes in the login request's `twofaToken`, without spaces. */
export const codeForm = formSchema(z.pick(routes.userLogin.body, { twofaToken: true }), {
  toBody: (values: { code: string }) => ({ twofaToken: normaliseCode(values.code) }),
  fields: { twofaToken: 'code' },
  messages: { code: { blank: 'Enter the code' } },
});

/** Forgot password (PATCH user/forgotten). */
export const forgotPasswordForm = formSchema(routes.userForgotten.body, {
  toBody: (values: { email: string }) => ({ email: values.email }),
  messages: { email: EMAIL_MESSAGES },
});

export interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** Reset password (PATCH user/forgotten/reset) with the token of the link. */
export function resetPasswordForm(token: string) {
  return formSchema(PasswordResetRequest, {
    toBody: (values: ResetValues) => ({ token, ...values }),
    messages: { newPassword: { blank: 'Enter a new password' } },
    checks: {
      confirmPassword: (value, values) => (value === values.newPassword ? null : CONFIRM_PASSWORD_MESSAGE),
    },
  });
}
