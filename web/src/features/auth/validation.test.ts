import { describe, expect, it } from 'vitest';
import { agreeTC, code, confirmPassword, email, normaliseCode, required } from './validation';

describe('sign-up and sign-in form checks (SPEC §5)', () => {
  it('requires a value, ignoring spaces', () => {
    const rule = required('Enter your name');
    expect(rule('  ')).toBe('Enter your name');
    expect(rule(' Sam ')).toBeNull();
  });

  it('checks the e-mail address looks like one', () => {
    expect(email('')).toBe('Enter your email address');
    expect(email('sam@')).toBe('Enter a valid email address');
    expect(email('sam example.com')).toBe('Enter a valid email address');
    expect(email(' sam@example.com ')).toBeNull();
  });

  it('says the confirm password must match, in the spec words', () => {
    expect(confirmPassword('abc', 'abd')).toBe('Confirm password must match password');
    expect(confirmPassword('', 'secret')).toBe('Confirm password must match password');
    expect(confirmPassword('secret', 'secret')).toBeNull();
  });

  it('requires the terms to be agreed', () => {
    expect(agreeTC(false)).toBe('You must agree to the terms and conditions');
    expect(agreeTC(true)).toBeNull();
  });

  it('accepts codes with spaces, and sends them without', () => {
    expect(code('')).toBe('Enter the code');
    expect(code('   ')).toBe('Enter the code');
    expect(code('123 456')).toBeNull();
    expect(normaliseCode(' 123 456 ')).toBe('123456');
  });
});
