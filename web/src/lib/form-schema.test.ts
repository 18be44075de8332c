import { BusinessEdit, routes } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { formSchema, lazyFormSchema, maxLengthOf } from './form-schema';

interface SignUp {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeTC: boolean;
  typeId: string;
}

const signUp: SignUp = {
  name: 'Sam',
  email: ' Sam@Example.test ',
  password: 'a-long-passphrase',
  confirmPassword: 'a-long-passphrase',
  agreeTC: true,
  typeId: '1',
};

const CONFIRM = 'Confirm password must match password';

/** A sign-up form over the contract's register request, with every option the helper has. */
const signUpForm = formSchema(routes.userRegister.body, {
  toBody: (v: SignUp) => ({
    name: v.name,
    businessName: 'Acme',
    businessTypeId: v.typeId === '' ? Number.NaN : Number(v.typeId),
    enableVat: true,
    email: v.email,
    password: v.password,
    confirmPassword: v.confirmPassword,
    agreeTC: v.agreeTC,
  }),
  fields: { businessTypeId: 'typeId' },
  messages: {
    name: 'Enter your name',
    email: { blank: 'Enter your email address' },
    typeId: { invalid_type: 'Choose a type' },
  },
  checks: { confirmPassword: (value, values) => (value === values.password ? null : CONFIRM) },
});

describe('formSchema: a form checked by its contract request schema', () => {
  it('finds nothing wrong with a good body, and gives the body as the schema passes it', () => {
    expect(signUpForm.validate(signUp)).toEqual({});
    expect(signUpForm.body(signUp)).toMatchObject({ email: 'sam@example.test', businessTypeId: 1, agreeTC: true });
  });

  it("keeps the contract's message where the form gives none", () => {
    expect(signUpForm.validate({ ...signUp, email: 'sam@' })).toEqual({ email: 'Enter a valid email address' });
    expect(signUpForm.validate({ ...signUp, agreeTC: false })).toEqual({
      agreeTC: 'You must agree to the terms and conditions',
    });
    expect(signUpForm.validate({ ...signUp, password: 'x'.repeat(1025), confirmPassword: 'x'.repeat(1025) })).toEqual({
      password: 'Field must be at most 1024 characters',
      confirmPassword: 'Field must be at most 1024 characters',
    });
  });

  it("says the form's words for a field, for any failure or by kind, with blank first", () => {
    expect(signUpForm.validate({ ...signUp, name: '  ' })).toEqual({ name: 'Enter your name' });
    expect(signUpForm.validate({ ...signUp, name: 'n'.repeat(201) })).toEqual({ name: 'Enter your name' });
    expect(signUpForm.validate({ ...signUp, email: '   ' })).toEqual({ email: 'Enter your email address' });
  });

  it("puts a body field's fault on the form field of another name", () => {
    expect(signUpForm.validate({ ...signUp, typeId: '' })).toEqual({ typeId: 'Choose a type' });
    const logoForm = formSchema(BusinessEdit, {
      toBody: (v: { name: string; logo: string }) => ({ name: v.name, logoBase64: v.logo }),
      fields: { logoBase64: 'logo' },
    });
    expect(logoForm.validate({ name: 'Acme', logo: 'x'.repeat(4_000_001) })).toEqual({
      logo: 'Field must be at most 4000000 characters',
    });
  });

  it("runs the form's own checks, after the schema's, only on fields the schema passed", () => {
    expect(signUpForm.validate({ ...signUp, confirmPassword: 'something else' })).toEqual({ confirmPassword: CONFIRM });
    expect(signUpForm.validate({ ...signUp, name: '', confirmPassword: '' })).toEqual({
      name: 'Enter your name',
      confirmPassword: CONFIRM,
    });
    const long = 'x'.repeat(1025);
    expect(signUpForm.validate({ ...signUp, confirmPassword: long })).toEqual({
      confirmPassword: 'Field must be at most 1024 characters',
    });
  });

  it('checks a field no request holds, such as a box to tick before sending', () => {
    const accountForm = formSchema(routes.accountCreate.body, {
      toBody: (v: { name: string; isMain: boolean; understood: boolean }) => ({ name: v.name, isMain: v.isMain }),
      messages: { name: { blank: 'Enter a name for the account' } },
      checks: { understood: (value) => (value ? null : 'Tick the box to say you understand') },
    });
    expect(accountForm.validate({ name: ' ', isMain: false, understood: false })).toEqual({
      name: 'Enter a name for the account',
      understood: 'Tick the box to say you understand',
    });
    expect(accountForm.validate({ name: 'n'.repeat(101), isMain: false, understood: true })).toEqual({
      name: 'Field must be at most 100 characters',
    });
    expect(accountForm.body({ name: ' Current ', isMain: true, understood: true })).toEqual({
      name: 'Current',
      isMain: true,
    });
  });

  it('leaves a fault on a field the form does not have to the server, and refuses to build a bad body', () => {
    const resetForm = formSchema(routes.userForgottenReset.body, {
      toBody: (v: { newPassword: string }) => ({ token: '', newPassword: v.newPassword }),
    });
    expect(resetForm.validate({ newPassword: 'a-long-passphrase' })).toEqual({});
    expect(() => resetForm.body({ newPassword: 'a-long-passphrase' })).toThrow();
  });
});

describe('maxLengthOf', () => {
  it("reads a field's longest text from the contract, through nullable and trim", () => {
    expect(maxLengthOf(routes.contactCreate.body, 'phone')).toBe(40);
    expect(maxLengthOf(routes.contactCreate.body, 'name')).toBe(200);
    expect(maxLengthOf(routes.contactCreate.body, 'email')).toBe(254);
    expect(maxLengthOf(routes.attachmentUpdate.body, 'desc')).toBe(500);
  });

  it('is undefined for a field with no limit', () => {
    expect(maxLengthOf(z.object({ note: z.string().optional() }), 'note')).toBeUndefined();
  });
});

describe('lazyFormSchema (decision 0059)', () => {
  const options = {
    toBody: (v: { email: string; confirm: string }) => ({ email: v.email }),
    messages: { email: { blank: 'Enter your email address' } },
    checks: { confirm: (value: string, v: { email: string }) => (value === v.email ? null : 'Must match') },
  };

  it("runs only the form's own checks until the schema arrives, then the schema's too", async () => {
    let arrive: (schema: z.ZodType<{ email: string }>) => void = () => undefined;
    const form = lazyFormSchema(
      () => new Promise<z.ZodType<{ email: string }>>((resolve) => (arrive = resolve)),
      options,
    );
    expect(form.validate({ email: '', confirm: 'x' })).toEqual({ confirm: 'Must match' });
    arrive(z.object({ email: z.string().trim().min(1) }));
    await form.ready();
    expect(form.validate({ email: '', confirm: '' })).toEqual({ email: 'Enter your email address' });
  });

  it('tries the download again at the next check when it failed', async () => {
    let calls = 0;
    const form = lazyFormSchema(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return z.object({ email: z.string().trim().min(1) });
    }, options);
    await form.ready();
    expect(form.validate({ email: '', confirm: '' })).toEqual({});
    await form.ready();
    expect(calls).toBe(2);
    expect(form.validate({ email: '', confirm: '' })).toEqual({ email: 'Enter your email address' });
  });
});
