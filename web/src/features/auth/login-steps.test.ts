import { describe, expect, it } from 'vitest';
import { outcomeOf } from './login-steps';

describe('what a sign-in answer means (SPEC §4 Login)', () => {
  it('signs in when the session has opened, with no token in the answer (it is in the HttpOnly cookie)', () => {
    expect(outcomeOf({ token: null, twofaRequired: false, userTwofaTypeId: 0, signedIn: true })).toEqual({
      kind: 'signedIn',
    });
    expect(outcomeOf({ token: null, twofaRequired: true, userTwofaTypeId: 200, signedIn: true })).toEqual({
      kind: 'signedIn',
    });
  });

  it('asks for the e-mailed passcode for two-factor type 100', () => {
    expect(outcomeOf({ token: null, twofaRequired: true, userTwofaTypeId: 100, signedIn: false })).toEqual({
      kind: 'secondStep',
      step: 'email',
    });
  });

  it('asks for the authenticator code for two-factor type 200', () => {
    expect(outcomeOf({ token: null, twofaRequired: true, userTwofaTypeId: 200, signedIn: false })).toEqual({
      kind: 'secondStep',
      step: 'authenticator',
    });
  });

  it('treats anything else as unexpected rather than guessing', () => {
    const answer = { token: null, signedIn: false };
    expect(outcomeOf({ ...answer, twofaRequired: false, userTwofaTypeId: 0 })).toEqual({ kind: 'unexpected' });
    expect(outcomeOf({ ...answer, twofaRequired: true, userTwofaTypeId: 0 })).toEqual({ kind: 'unexpected' });
    expect(outcomeOf({ ...answer, twofaRequired: true, userTwofaTypeId: 300 })).toEqual({ kind: 'unexpected' });
  });
});
