import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHmrcSandbox, LOCAL_CLIENT, LOCAL_SEED_USER, type HmrcSandbox } from './index';
import {
  authorise,
  authorizeUrl,
  call,
  journeyOf,
  postToken,
  REDIRECT_URI,
  tokensFor,
  type Tokens,
} from './test-support';
import { defined } from './defined';

const client = { client_id: LOCAL_CLIENT.clientId, client_secret: LOCAL_CLIENT.clientSecret };
const obligationsPath = `/organisations/vat/${LOCAL_SEED_USER.vrn}/obligations?status=O`;

describe('authorisation journey (HMRC "User-restricted endpoints")', () => {
  let sandbox: HmrcSandbox;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0, seedUser: true });
  });
  afterAll(() => sandbox.stop());

  it('shows an accessible sign-in page under a strict CSP', async () => {
    const response = await fetch(authorizeUrl(sandbox.url));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Sign in/);
    expect(html).toContain('<label for="userId">User ID</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain('<script');
  });

  it('keeps the User ID and says what to do when the password is wrong', async () => {
    const journey = journeyOf(await (await fetch(authorizeUrl(sandbox.url))).text());
    const response = await fetch(`${sandbox.url}/oauth/authorize/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ journey, userId: LOCAL_SEED_USER.userId, password: 'wrong' }).toString(),
      redirect: 'manual',
    });
    const html = await response.text();
    expect(html).toContain('Enter a correct User ID and password');
    expect(html).toContain(`value="${LOCAL_SEED_USER.userId}"`);
    expect(html).toContain('role="alert"');
  });

  it('redirects with code and state after "Grant authority"', async () => {
    const redirect = await authorise(sandbox);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
    expect(redirect.searchParams.get('state')).toBe('state-123');
  });

  it('shows one "Grant authority" button and a way to refuse', async () => {
    const journey = journeyOf(await (await fetch(authorizeUrl(sandbox.url))).text());
    const signedIn = await fetch(`${sandbox.url}/oauth/authorize/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        journey,
        ...{ userId: LOCAL_SEED_USER.userId, password: LOCAL_SEED_USER.password },
      }).toString(),
      redirect: 'manual',
    });
    expect(signedIn.status).toBe(303);
    const response = await fetch(
      new URL(defined(signedIn.headers.get('location'), 'the Location header'), sandbox.url),
    );
    const html = await response.text();
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual(['Grant authority', 'Do not grant']);
    expect(html).toMatch(/<title>Grant authority/);
    // The form's redirect to the application must be allowed by the page's CSP (Chrome checks form-action on redirects).
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000");
  });

  it('redirects with access_denied when the user does not grant authority', async () => {
    const redirect = await authorise(sandbox, { decision: 'deny' });
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'user denied the authorization',
      error_code: 'USER_DENIED_AUTHORIZATION',
      state: 'state-123',
    });
    expect(redirect.search).toContain('error_description=user+denied+the+authorization');
  });

  it.each([
    [{ client_id: '' }, 400, 'invalid_request', 'client_id is required'],
    [{ client_id: 'nobody' }, 400, 'invalid_request', 'client_id is invalid'],
    [{ redirect_uri: '' }, 400, 'invalid_request', 'redirect_uri is required'],
    [{ redirect_uri: 'https://evil.example/app/' }, 400, 'invalid_request', 'redirect_uri is invalid'],
    [{ response_type: '' }, 400, 'invalid_request', 'response_type is required'],
    [{ response_type: 'token' }, 400, 'unsupported_response_type', "response_type must be 'code'"],
    [{ scope: '' }, 400, 'invalid_request', 'scope is required'],
    [{ scope: 'read:vat write:everything' }, 400, 'invalid_scope', 'scope is invalid'],
    [{ client_secret: 'x' }, 400, 'invalid_request', 'client_secret should NOT be present'],
    [
      { code_challenge: '', code_challenge_method: 'S256' },
      400,
      'invalid_request',
      'code_challenge if present, cannot be empty',
    ],
    [
      { code_challenge: 'abc', code_challenge_method: 'plain' },
      400,
      'invalid_request',
      'code_challenge_method, if present, must be S256',
    ],
  ])("refuses %j with HMRC's error", async (params, status, error, description) => {
    const url = new URL(authorizeUrl(sandbox.url, params));
    for (const [key, value] of Object.entries(params))
      if (value === '' && key !== 'code_challenge') url.searchParams.delete(key);
    const response = await fetch(url);
    const html = await response.text();
    expect(response.status).toBe(status);
    expect(html).toContain(`<code>${error}</code>`);
    expect(html).toContain(description.replace(/'/g, '&#39;'));
  });

  it('accepts the local client on any loopback port', async () => {
    const redirect = await authorise(sandbox, { params: { redirect_uri: 'http://127.0.0.1:54321/app/' } });
    expect(redirect.host).toBe('127.0.0.1:54321');
    expect(redirect.searchParams.get('code')).toBeTruthy();
  });
});

describe('token endpoint', () => {
  let sandbox: HmrcSandbox;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0, seedUser: true });
  });
  afterAll(() => sandbox.stop());

  it('exchanges a code once, refreshes once, and a used refresh token fails', async () => {
    const redirect = await authorise(sandbox);
    const code = defined(redirect.searchParams.get('code'), 'the code parameter');
    const exchange = { ...client, grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code };
    const first = await postToken(sandbox, exchange);
    const tokens = (await first.json()) as Tokens;
    expect(first.status).toBe(200);
    expect(tokens).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{32}$/),
      token_type: 'bearer',
      expires_in: 14400,
      refresh_token: expect.stringMatching(/^[0-9a-f]{32}$/),
      scope: 'read:vat write:vat',
    });
    expect((await call(sandbox, obligationsPath, { token: tokens.access_token })).status).toBe(200);

    const reused = await postToken(sandbox, exchange);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: 'invalid_request', error_description: 'code is invalid' });

    const refresh = { ...client, grant_type: 'refresh_token', refresh_token: tokens.refresh_token };
    const refreshed = await postToken(sandbox, refresh);
    const next = (await refreshed.json()) as Tokens;
    expect(refreshed.status).toBe(200);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await call(sandbox, obligationsPath, { token: next.access_token })).status).toBe(200);
    // Refreshing kills the previous access token at once.
    const old = await call(sandbox, obligationsPath, { token: tokens.access_token });
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid Authentication information provided',
    });

    const again = await postToken(sandbox, refresh);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid_grant', error_description: 'refresh_token is invalid' });
  });

  it('refuses a refresh token after the grant is revoked', async () => {
    const tokens = await tokensFor(sandbox);
    sandbox.revokeRefreshTokens();
    const response = await postToken(sandbox, {
      ...client,
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: 'refresh_token is invalid' });
  });

  it("revokes or expires one test user's tokens and leaves the others' alone", async () => {
    const other = await sandbox.createTestUser();
    const mine = await tokensFor(sandbox, other);
    const theirs = await tokensFor(sandbox);
    sandbox.expireAccessTokens(other.userId);
    const path = (vrn: string) => `/organisations/vat/${vrn}/obligations?from=2017-01-01&to=2017-12-31`;
    expect((await call(sandbox, path(other.vrn), { token: mine.access_token })).status).toBe(401);
    expect(
      (await call(sandbox, path(defined(sandbox.seedUser, 'sandbox.seedUser').vrn), { token: theirs.access_token }))
        .status,
    ).toBe(200);
    sandbox.revokeRefreshTokens(other.userId);
    const refresh = (t: Tokens) =>
      postToken(sandbox, { ...client, grant_type: 'refresh_token', refresh_token: t.refresh_token });
    expect((await refresh(mine)).status).toBe(400);
    expect((await refresh(theirs)).status).toBe(200);
  });

  it("reports each token request with its test user and answer, and slows one user's down on request", async () => {
    const slow = await sandbox.createTestUser();
    const mine = await tokensFor(sandbox, slow);
    const theirs = await tokensFor(sandbox);
    const refresh = (t: Tokens) =>
      postToken(sandbox, { ...client, grant_type: 'refresh_token', refresh_token: t.refresh_token });
    sandbox.delayTokenEndpoint(300, slow.userId);
    const timed = async (t: Tokens) => {
      const started = Date.now();
      const status = (await refresh(t)).status;
      return { status, ms: Date.now() - started };
    };
    // Sent together, handled together after the delay: one wins, the other finds the token used.
    const [a, b] = await Promise.all([timed(mine), timed(mine)]);
    const other = await timed(theirs);
    sandbox.delayTokenEndpoint(0);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect(Math.min(a.ms, b.ms)).toBeGreaterThanOrEqual(290);
    expect(other).toMatchObject({ status: 200 });
    expect(other.ms).toBeLessThan(290);
    expect(sandbox.tokenRequests(slow.userId)).toEqual([
      { grantType: 'authorization_code', userId: slow.userId, status: 200 },
      { grantType: 'refresh_token', userId: slow.userId, status: 200 },
      { grantType: 'refresh_token', userId: slow.userId, status: 400 },
    ]);
    expect(sandbox.tokenRequests().at(-1)).toEqual({
      grantType: 'refresh_token',
      userId: LOCAL_SEED_USER.userId,
      status: 200,
    });
    expect(() => sandbox.delayTokenEndpoint(-1)).toThrow(RangeError);
  });

  it.each([
    [
      { grant_type: 'authorization_code', client_secret: 'local-secret' },
      400,
      'invalid_request',
      'client_id is required',
    ],
    [
      { grant_type: 'authorization_code', client_id: 'bookkeeper-local' },
      400,
      'invalid_request',
      'client_secret is required',
    ],
    [{ ...client, client_secret: 'wrong' }, 401, 'invalid_client', 'invalid client id or secret'],
    [{ ...client, client_id: 'nobody' }, 401, 'invalid_client', 'invalid client id or secret'],
    [{ ...client }, 400, 'invalid_request', 'grant_type is required'],
    [{ ...client, grant_type: 'password' }, 400, 'invalid_request', 'unsupported grant_type'],
    [{ ...client, grant_type: 'authorization_code', code: 'x' }, 400, 'invalid_request', 'redirect_uri is required'],
    [
      { ...client, grant_type: 'authorization_code', redirect_uri: REDIRECT_URI },
      400,
      'invalid_request',
      'code is required for given grant_type',
    ],
    [
      { ...client, grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code: 'nope' },
      400,
      'invalid_request',
      'code is invalid',
    ],
    [{ ...client, grant_type: 'refresh_token' }, 400, 'invalid_request', 'refresh_token is required'],
    [
      { ...client, grant_type: 'refresh_token', refresh_token: 'nope' },
      400,
      'invalid_grant',
      'refresh_token is invalid',
    ],
  ])("answers %j with HMRC's error", async (fields, status, error, description) => {
    const response = await postToken(sandbox, fields);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error, error_description: description });
  });

  it('refuses a code exchanged with another redirect URI', async () => {
    const code = defined((await authorise(sandbox)).searchParams.get('code'), 'the code parameter');
    const response = await postToken(sandbox, {
      ...client,
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost:3001/app/',
      code,
    });
    expect(await response.json()).toEqual({ error: 'invalid_request', error_description: 'redirect_uri is invalid' });
  });

  it('checks PKCE (S256) when a challenge was sent', async () => {
    const verifier = 'a'.repeat(43);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const params = { code_challenge: challenge, code_challenge_method: 'S256' };
    const exchange = (code: string, codeVerifier?: string) =>
      postToken(sandbox, {
        ...client,
        grant_type: 'authorization_code',
        redirect_uri: REDIRECT_URI,
        code,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      });
    const missing = await exchange(
      defined((await authorise(sandbox, { params })).searchParams.get('code'), 'the code parameter'),
    );
    expect((await missing.json()).error_description).toBe('code_verifier is expected when code_challenge was supplied');
    const wrong = await exchange(
      defined((await authorise(sandbox, { params })).searchParams.get('code'), 'the code parameter'),
      'b'.repeat(43),
    );
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'code_verifier is invalid' });
    const right = await exchange(
      defined((await authorise(sandbox, { params })).searchParams.get('code'), 'the code parameter'),
      verifier,
    );
    expect(right.status).toBe(200);
  });

  it('issues application tokens (client credentials) without a refresh token', async () => {
    const response = await postToken(sandbox, { ...client, grant_type: 'client_credentials', scope: 'read:vat' });
    const body = await response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 14400,
      scope: 'read:vat',
    });
    const vat = await call(sandbox, obligationsPath, { token: body.access_token });
    expect(vat.status).toBe(401);
    expect((await vat.json()).code).toBe('INCORRECT_ACCESS_TOKEN_TYPE');
  });
});

describe('token lifetimes', () => {
  it('expires access tokens after accessTokenSeconds, and refresh keeps working', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const sandbox = await startHmrcSandbox({
      quiet: true,
      rateLimitPerSecond: 0,
      seedUser: true,
      accessTokenSeconds: 60,
      now: () => now,
    });
    try {
      const tokens = await tokensFor(sandbox);
      expect(tokens.expires_in).toBe(60);
      now = new Date('2026-01-01T10:01:01Z');
      const expired = await call(sandbox, obligationsPath, { token: tokens.access_token });
      expect(expired.status).toBe(401);
      expect((await expired.json()).code).toBe('INVALID_CREDENTIALS');
      const refreshed = await postToken(sandbox, {
        ...client,
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      const next = (await refreshed.json()) as Tokens;
      expect((await call(sandbox, obligationsPath, { token: next.access_token })).status).toBe(200);
    } finally {
      await sandbox.stop();
    }
  });

  it('ends the grant after refreshTokenSeconds (HMRC: 18 months)', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const sandbox = await startHmrcSandbox({
      quiet: true,
      rateLimitPerSecond: 0,
      seedUser: true,
      refreshTokenSeconds: 3600,
      now: () => now,
    });
    try {
      const tokens = await tokensFor(sandbox);
      now = new Date('2026-01-01T11:00:01Z');
      const refreshed = await postToken(sandbox, {
        ...client,
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(await refreshed.json()).toEqual({ error: 'invalid_grant', error_description: 'refresh_token is invalid' });
    } finally {
      await sandbox.stop();
    }
  });
});
