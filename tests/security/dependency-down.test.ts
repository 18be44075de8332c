import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import type { LambdaHandler } from '../../functions/shared/api/types';
import { resetDb } from '../../functions/shared/clients/db';
import { resetConfig } from '../../functions/shared/config';
import { api } from '../support/api-client';
import { handlerTransport } from '../support/api-transports';

/** A port that nothing listens on: opened by the system, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/**
 * With DynamoDB unreachable, the account and user handlers (run in this process with the stack's
 * configuration and the database's endpoint moved to a closed port) answer 503 with Retry-After
 * and words a person can act on, not the generic 500 (decision 0048).
 */
describe('a dependency that is down', () => {
  let envBefore: NodeJS.ProcessEnv;
  let account: LambdaHandler;
  let user: LambdaHandler;
  beforeAll(async () => {
    envBefore = { ...process.env };
    Object.assign(process.env, inject('stackEnv'), {
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      LOG_LEVEL: 'SILENT',
    });
    resetConfig();
    resetDb();
    ({ handler: account } = await import('../../functions/account/index'));
    ({ handler: user } = await import('../../functions/user/index'));
  });
  afterAll(() => {
    process.env = envBefore;
    resetConfig();
    resetDb();
  });

  const token = 'a'.repeat(43);

  it('answers a read 503 with Retry-After and "try again in a minute"', async () => {
    const res = await api(token, { transport: handlerTransport(() => account) }).raw({
      method: 'GET',
      path: '/account',
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.json).toEqual({ message: MESSAGES.serviceBusy });
  });

  it('answers a change 503 saying it may not have been saved', async () => {
    const res = await api(undefined, { transport: handlerTransport(() => user) }).raw({
      method: 'POST',
      path: '/user/login',
      body: { email: 'sam@example.com', password: 'correct horse battery staple' },
    });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.json).toEqual({ message: MESSAGES.serviceBusyChange });
  });
});
