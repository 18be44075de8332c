import { describe, expect, it } from 'vitest';
import { sessionRepository } from '@bk/data';
import { hashToken } from '../../functions/shared/tokens';
import { seedUser, stackDb } from '../support/seed';
import { auditEvents, call, newIp, STRONG_PASSWORD } from './user-helpers';

const REFUSED = 'Support staff cannot do this in a support session. Ask the account holder to do it themselves.';
const INVALID = 'This support token is invalid, has expired or has already been used.';

describe('support access', () => {
  it("a support token opens one support session on the user's business; support can change nothing", async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD, withBusiness: true, name: 'Ann Account' });
    const first = await call('GET', '/user/support-token', { token: u.token });
    const second = await call('GET', '/user/support-token', { token: u.token });
    expect(first.status).toBe(200);
    expect(first.json.supportToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.json.supportToken).not.toBe(first.json.supportToken);

    // Only the newest works.
    const old = await call('POST', '/user/admin-login', { ip, body: { token: first.json.supportToken } });
    expect([old.status, old.json]).toEqual([400, { message: INVALID }]);
    const admin = await call('POST', '/user/admin-login', { ip, body: { token: second.json.supportToken } });
    expect(admin.status).toBe(200);
    const support = admin.json.token as string;
    const again = await call('POST', '/user/admin-login', { ip, body: { token: second.json.supportToken } });
    expect(again.status).toBe(400);

    const me = await call('GET', '/user', { token: support });
    expect(me.json).toMatchObject({ id: u.userId, supportSession: true });
    const session = await sessionRepository(stackDb()).getSessionByTokenHash(hashToken(support));
    expect(session).toMatchObject({ support: true, businessId: u.businessId, userId: u.userId });
    expect((await call('GET', '/user/business/active', { token: support })).json.id).toBe(u.businessId);

    const refused = [
      await call('PATCH', '/user', {
        token: support,
        body: {
          password: 'another-long-phrase-1',
          confirmPassword: 'another-long-phrase-1',
          currentPassword: STRONG_PASSWORD,
        },
      }),
      await call('PATCH', '/user', { token: support, body: { newEmail: 'elsewhere@example.test' } }),
      await call('PATCH', '/user/mobile-authenticator/generate', { token: support }),
      await call('PATCH', '/user/mobile-authenticator/verify', { token: support, body: { code: '123456' } }),
      await call('PATCH', '/user/mobile-authenticator/disable', { token: support }),
      await call('GET', '/user/support-token', { token: support }),
      await call('DELETE', '/user', { token: support, body: { email: u.email } }),
      // Not even the name: support staff look, the account holder makes the changes.
      await call('PATCH', '/user', { token: support, body: { name: 'Someone Else' } }),
    ];
    for (const r of refused) expect([r.status, r.json]).toEqual([403, { message: REFUSED }]);
    expect((await call('GET', '/user', { token: support })).json.name).toBe('Ann Account');

    const events = await auditEvents(u.token);
    expect(events.filter((e: string) => e === 'support-token-created')).toHaveLength(2);
    expect(events).toContain('support-access');
    expect(await auditEvents(u.token, '/user/business/audit')).toContain('support-access');
  });

  it('refuses unknown tokens and bad input', async () => {
    const ip = newIp();
    const res = await call('POST', '/user/admin-login', { ip, body: { token: 'Z'.repeat(43) } });
    expect([res.status, res.json]).toEqual([400, { message: INVALID }]);
    const blank = await call('POST', '/user/admin-login', { ip, body: { token: '' } });
    expect(blank.json.errors).toEqual([{ field: 'token', message: 'Field cannot be blank' }]);
    expect((await call('GET', '/user/support-token')).status).toBe(401);
  });
});
