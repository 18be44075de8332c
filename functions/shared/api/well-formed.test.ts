import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { httpEvent, lambdaContext } from '../../../tests/support/events';
import { resetConfig } from '../config';
import { userRoutes } from '@bk/contract';
import { createApi } from './create-api';
import { malformedPaths } from './well-formed';

// Public routes only: nothing here reaches DynamoDB.
beforeAll(() => {
  process.env.TABLE_NAME = 'unit-test';
  process.env.LOG_LEVEL = 'SILENT';
  resetConfig();
});

const LONE = '\ud800';
let calls = 0;
const userApi = createApi(userRoutes, {
  userLogin: async ({ body }) => {
    calls += 1;
    return { token: `for ${body.email}`, userTwofaTypeId: 0, twofaRequired: false };
  },
});

const login = (
  body: string,
  options: { headers?: Record<string, string>; query?: Record<string, string>; base64?: boolean } = {},
) => ({
  ...httpEvent({
    method: 'POST',
    path: '/api/user/login',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.base64 ? Buffer.from(body, 'latin1').toString('base64') : body,
    ...(options.query ? { query: options.query } : {}),
  }),
  ...(options.base64 ? { isBase64Encoded: true } : {}),
});

async function answer(event: ReturnType<typeof login>) {
  const res = await userApi(event, lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body as string) as { message: string; errors?: unknown } };
}

describe('malformedPaths', () => {
  it('finds lone surrogates in values and property names, however deep, and passes pairs', () => {
    expect(malformedPaths({ a: 'ok 😀', b: [`x${LONE}`], c: { d: '\udc00y' }, [`k${LONE}`]: 1 }).sort()).toEqual(
      ['b.0', 'c.d', 'k\ufffd'].sort(),
    );
    expect(malformedPaths(`${LONE}`)).toEqual(['']);
    expect(malformedPaths({ name: 'Café 😀 €' })).toEqual([]);
    let deep: unknown = LONE;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(malformedPaths(deep)).toHaveLength(1);
  });
});

describe('createApi: broken text is refused at the edge with 400 (decision 0048)', () => {
  it('names a body field holding a lone surrogate, before the handler runs', async () => {
    calls = 0;
    const res = await answer(login(`{"email":"a@b.co","password":"pw\\ud800"}`));
    expect(res).toEqual({
      status: 400,
      body: { message: MESSAGES.validation, errors: [{ field: 'password', message: MESSAGES.malformedText }] },
    });
    expect(calls).toBe(0);
  });

  it('refuses broken text in the query string', async () => {
    const res = await answer(login('{"email":"a@b.co","password":"pw"}', { query: { next: `x${LONE}` } }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'next', message: MESSAGES.malformedText }]);
  });

  it('refuses a fingerprint header whose user agent has a lone surrogate, and ignores one it cannot read', async () => {
    const fingerprint = (userAgent: string) => encodeURIComponent(JSON.stringify({ userAgent }));
    const broken = `%7B%22userAgent%22%3A%22Mozilla%5Cud800%22%7D`;
    expect(decodeURIComponent(broken)).toBe('{"userAgent":"Mozilla\\ud800"}');
    const body = '{"email":"a@b.co","password":"pw"}';
    const refused = await answer(login(body, { headers: { 'x-client-fingerprint': broken } }));
    expect(refused).toEqual({ status: 400, body: { message: MESSAGES.malformedRequest } });
    for (const header of [fingerprint('Mozilla/5.0 😀'), '%E0%A4%A', 'not json'])
      expect((await answer(login(body, { headers: { 'x-client-fingerprint': header } }))).status).toBe(200);
  });

  it('refuses body bytes that are not UTF-8 (an overlong "/") instead of saving U+FFFD', async () => {
    const overlong = `{"email":"a@b.co","password":"pw\xc0\xaf"}`;
    const res = await answer(login(overlong, { base64: true }));
    expect(res).toEqual({ status: 400, body: { message: MESSAGES.malformedRequest } });
    const fine = await answer(login('{"email":"a@b.co","password":"pw"}', { base64: true }));
    expect(fine.status).toBe(200);
  });
});
