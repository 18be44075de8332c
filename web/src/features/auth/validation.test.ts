import { NO_BUSINESS_TYPE } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { credentialsForm } from './credentials-check';
import {
  codeForm,
  forgotPasswordForm,
  normaliseCode,
  registerForm,
  resetPasswordForm,
  type RegisterValues,
} from './validation';

const registration: RegisterValues = {
  name: 'Sam',
  businessName: 'Acme',
  businessTypeId: String(NO_BUSINESS_TYPE),
  enableVat: true,
  email: ' Sam@Example.test ',
  password: 'a-long-passphrase',
  confirmPassword: 'a-long-passphrase',
  agreeTC: true,
};

describe('sign-up and sign-in forms, checked by the contract (SPEC §5)', () => {
  it('register: says what is missing in its own words', () => {
    expect(registerForm.validate(registration)).toEqual({});
    expect(
      registerForm.validate({
        ...registration,
        name: ' ',
        businessName: '',
        email: '',
        password: '',
        confirmPassword: 'x',
        agreeTC: false,
      }),
    ).toEqual({
      name: 'Enter your name',
      businessName: 'Enter the business name',
      email: 'Enter your email address',
      password: 'Enter a password',
      confirmPassword: 'Confirm password must match password',
      agreeTC: 'You must agree to the terms and conditions',
    });
  });

  it("register: keeps the contract's words for a wrong e-mail or a name too long", () => {
    expect(registerForm.validate({ ...registration, email: 'sam@' })).toEqual({ email: 'Enter a valid email address' });
    expect(registerForm.validate({ ...registration, email: 'sam example.com' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(registerForm.validate({ ...registration, name: 'n'.repeat(201) })).toEqual({
      name: 'Field must be at most 200 characters',
    });
  });

  it('register: sends the business type as a number, the address trimmed, and the terms agreed', () => {
    expect(registerForm.body({ ...registration, businessTypeId: '20' })).toMatchObject({
      businessTypeId: 20,
      email: 'sam@example.test',
      agreeTC: true,
    });
  });

  it('sign in: asks for the e-mail address and the password', async () => {
    await credentialsForm.ready();
    expect(credentialsForm.validate({ email: '', password: '' })).toEqual({
      email: 'Enter your email address',
      password: 'Enter your password',
    });
    expect(credentialsForm.validate({ email: 'sam@', password: 'x' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(credentialsForm.validate({ email: ' sam@example.com ', password: 'x' })).toEqual({});
  });

  it('a second step: accepts a code with spaces, and sends it without', () => {
    expect(codeForm.validate({ code: '' })).toEqual({ code: 'Enter the code' });
    expect(codeForm.validate({ code: '   ' })).toEqual({ code: 'Enter the code' });
    expect(codeForm.validate({ code: '123 456' })).toEqual({});
    expect(codeForm.body({ code: ' 123 456 ' })).toEqual({ twofaToken: '123456' });
    expect(normaliseCode(' 123 456 ')).toBe('123456');
  });

  it('forgotten password: asks for a valid e-mail address', () => {
    expect(forgotPasswordForm.validate({ email: ' ' })).toEqual({ email: 'Enter your email address' });
    expect(forgotPasswordForm.validate({ email: 'sam@' })).toEqual({ email: 'Enter a valid email address' });
    expect(forgotPasswordForm.body({ email: ' Sam@Example.com ' })).toEqual({ email: 'sam@example.com' });
  });

  it('reset password: asks for a new password, confirmed, and sends it with the token', () => {
    const reset = resetPasswordForm('token-1');
    expect(reset.validate({ newPassword: '', confirmPassword: '' })).toEqual({ newPassword: 'Enter a new password' });
    expect(reset.validate({ newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: 'Confirm password must match password',
    });
    expect(reset.body({ newPassword: 'secret', confirmPassword: 'secret' })).toEqual({
      token: 'token-1',
      newPassword: 'secret',
      confirmPassword: 'secret',
    });
  });
});
