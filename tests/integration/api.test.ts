import { describe, expect, it } from 'vitest';
import { MESSAGES, BusinessRole } from '@bk/domain';
import { api, type Reply } from '../support/api-client';
import { removeBanner, seedBanner, seedUser, seedBusiness, seedMembership } from '../support/seed';

/** A request from the site root (`/api/...`, `/app/...`, `/_local/...`), redirects not followed. */
function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const { token, ...request } = options;
  return api(token).raw({ method, path, prefix: '', ...request });
}

describe('the API through the local gateway', () => {
  it('answers unknown API paths with a JSON 404 under both prefixes', async () => {
    for (const path of ['/api/nope', '/api/v1/nope', '/api/user/nope/deeper']) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.json).toEqual({ message: MESSAGES.routeNotFound });
    }
  });

  it('answers 401 JSON on user routes without a valid token', async () => {
    for (const token of [undefined, 'not-a-real-token-at-all-0123456789']) {
      for (const path of ['/api/user', '/api/v1/user', '/api/user/ping']) {
        const res = await call('GET', path, token ? { token } : {});
        expect(res.status, path).toBe(401);
        expect(res.json).toEqual({ message: MESSAGES.unauthenticated });
      }
    }
  });

  it('returns the signed-in user, and nothing secret', async () => {
    const u = await seedUser({ name: 'Priya Shah' });
    const res = await call('GET', '/api/user', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: u.userId,
      name: 'Priya Shah',
      email: u.email,
      userTwofaTypeId: 0,
      newEmailAfterVerify: null,
      twofaRequired: false,
      supportSession: false,
    });
    expect(res.text).not.toContain('passwordHash');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('reports the remaining idle time without extending it, and ends it on logout', async () => {
    const u = await seedUser({ idleMinutes: 10 });
    const first = await call('GET', '/api/user/ping', { token: u.token });
    expect(first.status).toBe(200);
    expect(first.json.remainingMs).toBeGreaterThan(9 * 60_000);
    expect(first.json.remainingMs).toBeLessThanOrEqual(10 * 60_000);
    const second = await call('GET', '/api/v1/user/ping', { token: u.token });
    expect(second.json.remainingMs).toBeLessThanOrEqual(first.json.remainingMs);
    const out = await call('PATCH', '/api/user/logout', { token: u.token });
    expect(out.status).toBe(200);
    expect((await call('GET', '/api/user', { token: u.token })).status).toBe(401);
  });

  it('refuses an idle-expired session', async () => {
    const u = await seedUser({ idleMinutes: -1 });
    expect((await call('GET', '/api/user', { token: u.token })).status).toBe(401);
  });

  it('lists and clears banner messages per user', async () => {
    const fixed = await seedBanner({ messageHtml: 'Maintenance <b>tonight</b>', canClear: false, colorId: 3 });
    const clearable = await seedBanner({ messageHtml: 'New: invoices', canClear: true, colorId: 2 });
    try {
      const anon = await call('GET', '/api/banner-message');
      expect(anon.status).toBe(200);
      expect(anon.json).toEqual(
        expect.arrayContaining([
          { id: fixed, messageHtml: 'Maintenance <b>tonight</b>', canClear: false, bannerMessageColorId: 3 },
          { id: clearable, messageHtml: 'New: invoices', canClear: true, bannerMessageColorId: 2 },
        ]),
      );
      const a = await seedUser();
      const b = await seedUser();
      expect((await call('PATCH', `/api/banner-message/${clearable}/clear`)).status).toBe(401);
      expect((await call('PATCH', `/api/banner-message/${fixed}/clear`, { token: a.token })).status).toBe(404);
      expect((await call('PATCH', `/api/banner-message/${clearable}/clear`, { token: a.token })).status).toBe(200);
      const ids = (r: { json: { id: string }[] }) => r.json.map((x) => x.id);
      expect(ids(await call('GET', '/api/banner-message', { token: a.token }))).not.toContain(clearable);
      expect(ids(await call('GET', '/api/banner-message', { token: a.token }))).toContain(fixed);
      expect(ids(await call('GET', '/api/banner-message', { token: b.token }))).toContain(clearable);
    } finally {
      await removeBanner(fixed);
      await removeBanner(clearable);
    }
  });

  it('reads feature flags from configuration', async () => {
    // The local stack switches the help assistant and the affiliate programme on (packages/local env.ts).
    expect((await call('GET', '/api/aisha/enabled')).json).toBe(true);
    expect((await call('GET', '/api/affiliate/public/visible')).json).toBe(true);
    const u = await seedUser();
    expect((await call('GET', '/api/invoice/visible', { token: u.token })).json).toBe(true);
    expect((await call('GET', '/api/hmrc/penalties/enabled', { token: u.token })).json).toBe(true);
  });

  it('validates input against the contract with field errors', async () => {
    const u = await seedUser();
    const res = await call('GET', `/api/user/business/select/${'x'.repeat(65)}`, { token: u.token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: MESSAGES.validation,
      errors: [{ field: 'id', message: 'Field must be at most 64 characters' }],
    });
  });

  it('scopes business calls to the business in the session, and checks the role', async () => {
    const noBusiness = await seedUser();
    const refused = await call('GET', '/api/user/business/active', { token: noBusiness.token });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: MESSAGES.noBusinessSelected });

    const owner = await seedUser({ withBusiness: true, businessName: 'Acme Plumbing', enableVat: false });
    const active = await call('GET', '/api/user/business/active', { token: owner.token });
    expect(active.status).toBe(200);
    expect(active.json).toMatchObject({
      id: owner.businessId,
      name: 'Acme Plumbing',
      enableVat: false,
      businessRole: { id: 10, name: 'Administrator' },
    });

    // "other" may read but not write: the policy refuses before the handler runs.
    const viewer = await seedUser({ withBusiness: true, role: BusinessRole.OTHER });
    const denied = await call('POST', '/api/account', { token: viewer.token, body: { name: 'Main', isMain: true } });
    expect([denied.status, denied.json]).toEqual([403, { message: MESSAGES.forbidden }]);
    expect(
      (await call('POST', '/api/account', { token: owner.token, body: { name: 'Main', isMain: true } })).status,
    ).toBe(201);
  });

  it('lists a user’s businesses and selects one with a new token; the old token stops working', async () => {
    const u = await seedUser({ withBusiness: true, businessName: 'Zebra Cafe' });
    const other = await seedUser();
    const second = await seedBusiness({
      name: 'Apple Books',
      enableVat: true,
      ownerId: other.userId,
      ownerEmail: other.email,
    });
    await seedMembership(second, u.userId, u.email, BusinessRole.ACCOUNTANT);
    const list = await call('GET', '/api/user/business/list', { token: u.token });
    expect(list.json).toEqual([
      { id: second, name: 'Apple Books', businessRole: { id: 100, name: 'Accountant' } },
      { id: u.businessId, name: 'Zebra Cafe', businessRole: { id: 10, name: 'Administrator' } },
    ]);
    const selected = await call('GET', `/api/user/business/select/${second}`, { token: u.token });
    expect(selected.status).toBe(200);
    const token = selected.json.token as string;
    expect(token).not.toBe(u.token);
    expect((await call('GET', '/api/user', { token: u.token })).status).toBe(401);
    const active = await call('GET', '/api/user/business/active', { token });
    expect(active.json).toMatchObject({
      id: second,
      name: 'Apple Books',
      businessRole: { id: 100, name: 'Accountant' },
    });

    const stranger = await seedUser({ withBusiness: true });
    expect((await call('GET', `/api/user/business/select/${stranger.businessId}`, { token })).status).toBe(403);
  });

  // A route without a handler answers 501: functions/shared/api/create-api.test.ts (every route has one here).
  it('refuses non-JSON bodies', async () => {
    const wrongType = await api().raw({
      method: 'POST',
      path: '/user/login',
      headers: { 'content-type': 'text/plain' },
      rawBody: 'hello',
    });
    expect(wrongType.status).toBe(415);
  });
});

describe('the web app and local pages through the gateway', () => {
  it('redirects / to /app/ and serves the SPA, deep links included', async () => {
    const root = await call('GET', '/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/app/');
    for (const path of ['/app/', '/app/some/deep/link', '/app/hmrc/obligations']) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('serves version.json with the build version, uncached', async () => {
    const res = await call('GET', `/app/version.json?t=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ version: expect.stringMatching(/\S+/) });
    expect(res.headers.get('cache-control')).toContain('no-cache');
  });

  it('lists sent mail as JSON', async () => {
    const res = await call('GET', '/_local/mail.json');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
  });
});

describe('business type (SPEC §2 Home modal)', () => {
  it('sets the type of the active business, refusing unknown types', async () => {
    const u = await seedUser({ withBusiness: true, businessTypeId: -1 });
    expect((await call('GET', '/api/user/business/active', { token: u.token })).json.businessTypeId).toBe(-1);
    const bad = await call('PATCH', '/api/user/business/active/type', { token: u.token, body: { businessTypeId: 15 } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ field: 'businessTypeId', message: 'Choose a business type from the list' }]);
    const ok = await call('PATCH', '/api/user/business/active/type', { token: u.token, body: { businessTypeId: 20 } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id: u.businessId, businessTypeId: 20 });
    expect((await call('GET', '/api/user/business/active', { token: u.token })).json.businessTypeId).toBe(20);
    const viewer = await seedUser({ withBusiness: true, role: BusinessRole.OTHER });
    expect(
      (await call('PATCH', '/api/user/business/active/type', { token: viewer.token, body: { businessTypeId: 20 } }))
        .status,
    ).toBe(403);
  });
});
