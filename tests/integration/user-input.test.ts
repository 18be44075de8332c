import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { seedUser } from '../support/seed';
import { baseUrl, call, newIp } from './user-helpers';

/** Every user route that takes a body, with the access it needs. */
const ROUTES: { method: string; path: string; signedIn: boolean }[] = [
  { method: 'POST', path: '/user/login', signedIn: false },
  { method: 'POST', path: '/user/register', signedIn: false },
  { method: 'PATCH', path: '/user/verify-email', signedIn: false },
  { method: 'PATCH', path: '/user/forgotten', signedIn: false },
  { method: 'PATCH', path: '/user/forgotten/reset/check', signedIn: false },
  { method: 'PATCH', path: '/user/forgotten/reset', signedIn: false },
  { method: 'POST', path: '/user/admin-login', signedIn: false },
  { method: 'PATCH', path: '/user', signedIn: true },
  { method: 'DELETE', path: '/user', signedIn: true },
  { method: 'PATCH', path: '/user/mobile-authenticator/verify', signedIn: true },
];

const BAD_BODIES: unknown[] = [
  [],
  'text',
  42,
  null,
  { email: 12, password: [], token: {}, name: false, code: 123456, newPassword: null, newEmail: 7 },
  { email: 'x'.repeat(300), token: 'y'.repeat(500), code: '1'.repeat(40), name: 'n'.repeat(500) },
];

describe('bad input on every user route', () => {
  it('answers 400 with field errors in the SPEC §8 shape, never a 500', async () => {
    const u = await seedUser();
    const ip = newIp();
    for (const route of ROUTES) {
      for (const body of BAD_BODIES) {
        const res = await call(route.method, route.path, { ip, body, ...(route.signedIn ? { token: u.token } : {}) });
        const label = `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 40)}`;
        // PATCH /user has only optional fields: an empty object is a valid "no change".
        if (res.status === 200) {
          expect(`${route.method} ${route.path}`, label).toBe('PATCH /user');
          continue;
        }
        expect(res.status, label).toBe(400);
        expect(res.json.message, label).toBe(MESSAGES.validation);
        expect(res.json.errors.length, label).toBeGreaterThan(0);
        for (const e of res.json.errors) {
          expect(typeof e.field, label).toBe('string');
          expect(e.message, label).toMatch(/^[A-Z]/);
        }
      }
    }
    // The account is untouched by all that.
    expect((await call('GET', '/user', { token: u.token })).json.email).toBe(u.email);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await fetch(`${baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.invalidJson });
  });
});
