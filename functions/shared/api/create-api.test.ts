import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { httpEvent, lambdaContext } from '../../../tests/support/events';
import { resetConfig } from '../config';
import { businessRoutes, miscRoutes, userRoutes } from '@bk/contract';
import { createApi } from './create-api';
import type { BusinessContext, Caller } from './types';

// The chain's behaviour on public routes needs no AWS: nothing here reaches DynamoDB.
beforeAll(() => {
  process.env.TABLE_NAME = 'unit-test';
  process.env.LOG_LEVEL = 'SILENT';
  process.env.VALIDATE_RESPONSES = 'true';
  resetConfig();
});

const login = (body: string | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  httpEvent({ method: 'POST', path: '/api/user/login', headers, ...(body !== undefined ? { body } : {}) });

const userApi = createApi(userRoutes, {
  userLogin: async ({ body }) => ({ token: `for ${body.email}`, userTwofaTypeId: 0, twofaRequired: false }),
});

describe('createApi', () => {
  it('routes under /api and /api/v1, validates and answers JSON with security headers', async () => {
    for (const prefix of ['/api', '/api/v1']) {
      const res = await userApi(
        { ...login(JSON.stringify({ email: ' Sam@Example.com ', password: 'pw' })), rawPath: `${prefix}/user/login` },
        lambdaContext(),
      );
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body as string)).toEqual({
        token: 'for sam@example.com',
        userTwofaTypeId: 0,
        twofaRequired: false,
      });
      expect(res.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(res.headers?.['x-request-id']).toMatch(/^req-/);
    }
  });

  it('answers SPEC §8 field errors, one per field, in plain words', async () => {
    const res = await userApi(login(JSON.stringify({ email: 'not-an-email' })), lambdaContext());
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body as string)).toEqual({
      message: MESSAGES.validation,
      errors: [
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'password', message: 'Field is required' },
      ],
    });
  });

  it('refuses bodies that are not JSON, too large, or malformed', async () => {
    const text = await userApi(login('{}', { 'content-type': 'text/plain' }), lambdaContext());
    expect([text.statusCode, JSON.parse(text.body as string).message]).toEqual([415, MESSAGES.unsupportedMediaType]);
    const big = await userApi(
      login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300 * 1024) })),
      lambdaContext(),
    );
    expect([big.statusCode, JSON.parse(big.body as string).message]).toEqual([413, MESSAGES.payloadTooLarge]);
    const broken = await userApi(login('{"email":'), lambdaContext());
    expect([broken.statusCode, JSON.parse(broken.body as string).message]).toEqual([400, MESSAGES.invalidJson]);
  });

  it('answers 404 JSON for paths no route of the group serves', async () => {
    const res = await userApi(httpEvent({ method: 'GET', path: '/api/nope' }), lambdaContext());
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body as string)).toEqual({ message: MESSAGES.routeNotFound });
    const wrongGroup = await userApi(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext());
    expect(wrongGroup.statusCode).toBe(404);
  });

  it('answers 501 for a contract route whose handler has not landed', async () => {
    const res = await userApi(
      httpEvent({
        method: 'PATCH',
        path: '/api/user/forgotten',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.co"}',
      }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(501);
    expect(JSON.parse(res.body as string)).toEqual({ message: MESSAGES.notImplemented });
  });

  it('hides internals of unexpected errors behind the generic message', async () => {
    const failing = createApi(miscRoutes, {
      aishaEnabled: async () => {
        throw new Error('secret table name and stack');
      },
    });
    const res = await failing(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext());
    expect(res.statusCode).toBe(500);
    const body = JSON.parse(res.body as string);
    expect(body.message).toBe(MESSAGES.unknown);
    expect(res.body).not.toContain('secret');
  });

  it('refuses a response that breaks the contract instead of sending it', async () => {
    const wrong = createApi(miscRoutes, { aishaEnabled: async () => 'yes' as unknown as boolean });
    const res = await wrong(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext());
    expect(res.statusCode).toBe(500);
  });

  it('answers 401 on a user route without a bearer token, before touching any store', async () => {
    const res = await userApi(httpEvent({ method: 'GET', path: '/api/user' }), lambdaContext());
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body as string)).toEqual({ message: MESSAGES.unauthenticated });
  });
});

describe('createApi: requests must come through CloudFront (decision 0019)', () => {
  const body = JSON.stringify({ email: 'sam@example.com', password: 'pw' });
  const withHeader = (value?: string) =>
    login(body, { 'content-type': 'application/json', ...(value !== undefined ? { 'x-origin-verify': value } : {}) });

  it('refuses a request without the value CloudFront adds, or with another, before anything else', async () => {
    process.env.ORIGIN_VERIFY_SECRET = 'cloudfront-only-value-0123456789';
    resetConfig();
    try {
      for (const event of [withHeader(), withHeader('guess'), withHeader('cloudfront-only-value-012345678')]) {
        const res = await userApi(event, lambdaContext());
        expect([res.statusCode, JSON.parse(res.body as string).message]).toEqual([403, MESSAGES.forbidden]);
      }
      const ok = await userApi(withHeader('cloudfront-only-value-0123456789'), lambdaContext());
      expect(ok.statusCode).toBe(200);
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
      resetConfig();
    }
  });

  it('does not check when no value is configured (locally)', async () => {
    expect((await userApi(withHeader(), lambdaContext())).statusCode).toBe(200);
  });
});

describe('createApi: one group', () => {
  it("serves only the routes of the group it is given: another group's call is a 404 here", async () => {
    const misc = createApi(miscRoutes, { aishaEnabled: async () => true });
    const res = await misc(login(JSON.stringify({ email: 'sam@example.com', password: 'pw' })), lambdaContext());
    expect(res.statusCode).toBe(404);
    expect((await misc(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext())).statusCode).toBe(
      200,
    );
    // @ts-expect-error a handler for another group's route does not compile
    expect(() => createApi(miscRoutes, { userGet: async () => Promise.reject(new Error('not called')) })).not.toThrow();
  });

  it('refuses a routes module that mixes groups', () => {
    expect(() => createApi({ ...miscRoutes, ...userRoutes }, {})).toThrow(/one group/);
  });
});

describe('createApi: the context a handler receives follows the route access level', () => {
  it('gives business routes a caller and a business, user routes a caller, others maybe neither', () => {
    // Checked by the compiler: a handler of a business route needs no `ctx.business!`.
    createApi(businessRoutes, {
      businessActiveGet: async (_input, ctx) => {
        expectTypeOf(ctx.business).toEqualTypeOf<BusinessContext>();
        expectTypeOf(ctx.caller).toEqualTypeOf<Caller>();
        throw new Error('not called');
      },
      businessList: async (_input, ctx) => {
        expectTypeOf(ctx.caller).toEqualTypeOf<Caller>();
        expectTypeOf(ctx.business).toEqualTypeOf<BusinessContext | null>();
        throw new Error('not called');
      },
      businessTypeList: async (_input, ctx) => {
        expectTypeOf(ctx.caller).toEqualTypeOf<Caller | null>();
        throw new Error('not called');
      },
    });
    createApi(miscRoutes, {
      bannerList: async (_input, ctx) => {
        expectTypeOf(ctx.caller).toEqualTypeOf<Caller | null>();
        throw new Error('not called');
      },
    });
  });
});
