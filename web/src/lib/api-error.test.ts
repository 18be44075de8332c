import { MESSAGES } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { errorFromResponse } from './api-answers';

describe('errorFromResponse on 401', () => {
  it("keeps the server's reason, so sign-in can say why it was refused", () => {
    const error = errorFromResponse(401, { message: 'Incorrect email or password' });
    expect(error.kind).toBe('unauthenticated');
    expect(error.message).toBe('Incorrect email or password');
  });

  it('falls back to the session-ended message when the reply has none', () => {
    expect(errorFromResponse(401, undefined).message).toBe(MESSAGES.unauthenticated);
    expect(errorFromResponse(401, { message: ' ' }).message).toBe(MESSAGES.unauthenticated);
  });
});

describe('errorFromResponse on 503 (decision 0048)', () => {
  it("shows the server's words for a dependency that is down, not the generic message", () => {
    const error = errorFromResponse(503, { message: MESSAGES.serviceBusyChange, requestId: 'req-1' });
    expect(error.kind).toBe('message');
    expect(error.message).toBe(MESSAGES.serviceBusyChange);
  });
});
