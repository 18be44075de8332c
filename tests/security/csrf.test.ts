import { describe, expect, it } from 'vitest';
import { APP_HEADER, APP_HEADER_VALUE } from '@bk/contract';
import { CSRF_REFUSED } from '../../functions/shared/api/csrf';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { newIp, STRONG_PASSWORD } from '../integration/user-helpers';

/**
 * Cross-site request forgery (decision 0051): the session cookie is SameSite=Strict, and a
 * state-changing request that authenticates with it must also carry the web app's header.
 */
const APP = { [APP_HEADER]: APP_HEADER_VALUE };

describe('CSRF defence for cookie sessions', () => {
  it('refuses a cookie-only change without the app header, in plain words, and changes nothing', async () => {
    const u = await seedUser({ name: 'Before Forgery' });
    const forged = await api(u.token, { via: 'cookie' }).call('userUpdate', { body: { name: 'Forged' } });
    expect([forged.status, forged.json]).toEqual([403, { message: CSRF_REFUSED }]);
    expect((await api(u.token).ok('userGet')).name).toBe('Before Forgery');
  });

  it('allows the same change with the app header', async () => {
    const u = await seedUser();
    const ok = await api(u.token, { via: 'cookie', headers: APP }).call('userUpdate', { body: { name: 'By The App' } });
    expect(ok.status).toBe(200);
    expect((await api(u.token).ok('userGet')).name).toBe('By The App');
  });

  it('leaves bearer requests alone: a browser never attaches a bearer token by itself', async () => {
    const u = await seedUser();
    expect((await api(u.token).call('userUpdate', { body: { name: 'By Script' } })).status).toBe(200);
  });

  it('lets reads through with the cookie alone', async () => {
    const u = await seedUser({ withBusiness: true });
    expect((await api(u.token, { via: 'cookie' }).call('userGet')).status).toBe(200);
    expect((await api(u.token, { via: 'cookie' }).call('businessActiveGet')).status).toBe(200);
  });

  it('refuses changes a browser marks as coming from another site, the header notwithstanding, sign-in included', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD });
    const crossSite = { ...APP, 'sec-fetch-site': 'cross-site' };
    const change = await api(u.token, { via: 'cookie', headers: crossSite }).call('userUpdate', {
      body: { name: 'Forged' },
    });
    expect([change.status, change.json]).toEqual([403, { message: CSRF_REFUSED }]);
    const login = await api(null, { ip: newIp(), headers: { 'sec-fetch-site': 'cross-site' } }).call('userLogin', {
      body: { email: u.email, password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(403);
    const sameOrigin = await api(u.token, { via: 'cookie', headers: { ...APP, 'sec-fetch-site': 'same-origin' } }).call(
      'userUpdate',
      { body: { name: 'Same Origin' } },
    );
    expect(sameOrigin.status).toBe(200);
  });
});
