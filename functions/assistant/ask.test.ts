import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRequestContext } from '../shared/api/types';
import { resetConfig } from '../shared/config';
import { NotFoundError } from '../shared/errors';
import { ask } from './ask';

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

describe('ask', () => {
  it('does not exist while FEATURE_AISHA is off: 404 before anything is counted or read', async () => {
    vi.stubEnv('TABLE_NAME', 'bookkeeper-test');
    vi.stubEnv('FEATURE_AISHA', 'false');
    // No table is reachable here: a rate-limit write or a read would fail with another error.
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:9');
    resetConfig();
    const ctx = { now: new Date(), caller: { user: { id: 'u1' }, session: { businessId: 'b1' } } };
    const refused = ask('How much VAT do I owe?', ctx as unknown as UserRequestContext);
    await expect(refused).rejects.toBeInstanceOf(NotFoundError);
    await expect(refused).rejects.toMatchObject({ status: 404 });
  });
});
