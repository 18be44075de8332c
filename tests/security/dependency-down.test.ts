import { createServer, type Socket } from 'node:net';
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

/** A server that takes connections and never answers: a dependency that hangs. */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { port: address.port, close };
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

  describe('when it hangs instead', () => {
    let hung: { port: number; close: () => Promise<void> };
    beforeAll(async () => {
      hung = await silentServer();
      // Short socket timeouts so the SDK's three attempts end in about a second; the defaults
      // (3 s to connect, 8 s of silence) keep a real outage inside API Gateway's 30 seconds.
      Object.assign(process.env, {
        DYNAMODB_ENDPOINT: `http://127.0.0.1:${hung.port}`,
        AWS_REQUEST_TIMEOUT_MS: '300',
      });
      resetConfig();
      resetDb();
    });
    afterAll(async () => {
      await hung.close();
    });

    it('gives up on the silent socket and answers 503, not a gateway timeout', async () => {
      const res = await api(token, { transport: handlerTransport(() => account) }).raw({
        method: 'GET',
        path: '/account',
      });
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ message: MESSAGES.serviceBusy });
    }, 15_000);
  });
});
