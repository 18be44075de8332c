import { describe, expect, it } from 'vitest';
import { outcomeOf } from './login-steps';

describe('what a sign-in answer means (SPEC §4 Login)', () => {
  it('signs in when a token comes back', () => {
    expect(outcomeOf({ token: 'abc', twofaRequired: false, userTwofaTypeId: 0 })).toEqual({
      kind: 'signedIn',
      token: 'abc',
    });
  });

  it('asks for the e-mailed passcode for two-factor type 100', () => {
    expect(outcomeOf({ token: null, twofaRequired: true, userTwofaTypeId: 100 })).toEqual({
      kind: 'secondStep',
      step: 'email',
    });
  });

  it('asks for the authenticator code for two-factor type 200', () => {
    expect(outcomeOf({ token: null, twofaRequired: true, userTwofaTypeId: 200 })).toEqual({
      kind: 'secondStep',
      step: 'authenticator',
    });
  });

  it('treats anything else as unexpected rather than guessing', () => {
    expect(outcomeOf({ token: null, twofaRequired: false, userTwofaTypeId: 0 })).toEqual({ kind: 'unexpected' });
    expect(outcomeOf({ token: null, twofaRequired: true, userTwofaTypeId: 0 })).toEqual({ kind: 'unexpected' });
    expect(outcomeOf({ token: '', twofaRequired: true, userTwofaTypeId: 300 })).toEqual({ kind: 'unexpected' });
  });
});
