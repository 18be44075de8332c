import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext } from '../../../tests/support/events';
import { resetConfig } from '../config';
import { RateLimitedError } from '../errors';
import { miscRoutes, userRoutes } from '@bk/contract';
import { createApi } from './create-api';

// A file of its own: the logger is built once per module graph with the level set here.
beforeAll(() => {
  process.env.TABLE_NAME = 'unit-test';
  process.env.LOG_LEVEL = 'DEBUG';
  resetConfig();
});
afterEach(() => vi.restoreAllMocks());

function captureLogs(): { lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    });
  }
  return {
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((l) => l.trim().startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const SECRET_TOKEN = 'tok_ThisIsASecretBearerToken0123456789';
const SECRET_PASSWORD = 'correct horse battery staple';

describe('structured logs', () => {
  it('log one JSON line per request with its id, and never the token, password or body', async () => {
    const out = captureLogs();
    const api = createApi(userRoutes, {
      userLogin: async () => ({ token: 'issued', userTwofaTypeId: 0, twofaRequired: false }),
    });
    const event = httpEvent({
      method: 'POST',
      path: '/api/user/login',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET_TOKEN}` },
      body: JSON.stringify({ email: 'sam@example.com', password: SECRET_PASSWORD }),
    });
    const res = await api(event, lambdaContext());
    expect(res.statusCode).toBe(200);
    const lines = out.lines();
    const request = lines.find((l) => l.message === 'request');
    expect(request).toMatchObject({
      level: 'INFO',
      route: 'userLogin',
      status: 200,
      requestId: event.requestContext.requestId,
    });
    const all = JSON.stringify(lines);
    // Metrics and traces are off locally and in tests: no EMF blob among the lines.
    expect(lines.filter((l) => '_aws' in l)).toEqual([]);
    expect(all).not.toContain(SECRET_TOKEN);
    expect(all).not.toContain(SECRET_PASSWORD);
    expect(all).not.toContain('issued');
  });

  it('keep the details of an unexpected error in the log and out of the reply', async () => {
    const out = captureLogs();
    const api = createApi(miscRoutes, {
      aishaEnabled: async () => {
        throw new Error('connection to table bookkeeper-prod refused');
      },
    });
    const res = await api(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext());
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('bookkeeper-prod');
    const failure = out.lines().find((l) => l.message === 'request failed');
    expect(JSON.stringify(failure)).toContain('bookkeeper-prod');
  });

  it('map a rate limit to 429 with Retry-After', async () => {
    captureLogs();
    const api = createApi(miscRoutes, {
      aishaEnabled: async () => {
        throw new RateLimitedError(120);
      },
    });
    const res = await api(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext());
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toBe('120');
    expect(JSON.parse(res.body as string)).toEqual({
      message: 'Too many attempts, please wait a few minutes and try again',
    });
  });
});
