import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { businessRepository, sessionRepository } from '@bk/data';
import { newTotpSecret } from '../../functions/user/security/totp';
import { hashToken } from '../../functions/shared/tokens';
import { seedBusiness, seedUser, stackDb } from '../support/seed';
import {
  awayFromWindowEdge,
  call,
  mailedCode,
  mailsTo,
  newEmail,
  newIp,
  STRONG_PASSWORD,
  totpCode,
  waitForMails,
  auditEvents,
} from './user-helpers';
import { defined } from '../support/defined';

const WRONG = 'The email address or password is incorrect';
const CODE_WRONG = {
  message: MESSAGES.validation,
  errors: [{ field: 'twofaToken', message: 'The code is incorrect or has expired, please try again' }],
};

describe('sign in', () => {
  it('says the same for an unknown address and a wrong password, and logs the failure for the account', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD });
    const unknown = await call('POST', '/user/login', { ip, body: { email: newEmail(), password: STRONG_PASSWORD } });
    const wrong = await call('POST', '/user/login', { ip, body: { email: u.email, password: `${STRONG_PASSWORD}!` } });
    expect([unknown.status, unknown.json]).toEqual([400, { message: WRONG }]);
    expect([wrong.status, wrong.json]).toEqual([400, { message: WRONG }]);
    const ok = await call('POST', '/user/login', {
      ip,
      body: { email: u.email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(ok.status).toBe(200);
    const audit = await call('GET', '/user/audit', { token: ok.json.token });
    expect(await auditEvents(ok.json.token)).toEqual(['sign-in', 'sign-in-failed']);
    expect(audit.json[1]).toMatchObject({ summary: 'Failed sign-in attempt', userEmail: u.email, ipAddress: ip });
    const blank = await call('POST', '/user/login', { ip, body: { email: '', password: '' } });
    expect(blank.json.errors).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'password', message: 'Field cannot be blank' },
    ]);
  });

  it('opens the session on the most recently selected business, with the device id', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD, withBusiness: true, businessName: 'First' });
    const second = await seedBusiness({ name: 'Second', enableVat: false, ownerId: u.userId, ownerEmail: u.email });
    const third = await seedBusiness({ name: 'Third', enableVat: false, ownerId: u.userId, ownerEmail: u.email });
    const repo = businessRepository(stackDb());
    const member = defined(await repo.getMembership(second, u.userId), 'member');
    await repo.putMembership({
      ...member,
      lastSelectedAt: new Date(Date.now() + 60_000).toISOString(),
    });
    void third; // joined last, but never selected: the selected one wins
    const res = await call('POST', '/user/login', {
      ip,
      body: { email: u.email, password: STRONG_PASSWORD },
      headers: { 'x-device-id': '0b6c6a8e-5a7e-4c53-9d1f-1e2a3b4c5d6e' },
    });
    const session = await sessionRepository(stackDb()).getSessionByTokenHash(hashToken(res.json.token));
    expect(session).toMatchObject({
      userId: u.userId,
      businessId: second,
      deviceId: '0b6c6a8e-5a7e-4c53-9d1f-1e2a3b4c5d6e',
      support: false,
    });
    const none = await seedUser({ password: STRONG_PASSWORD });
    const bare = await call('POST', '/user/login', { ip, body: { email: none.email, password: STRONG_PASSWORD } });
    const bareSession = await sessionRepository(stackDb()).getSessionByTokenHash(hashToken(bare.json.token));
    expect(bareSession).toMatchObject({ businessId: null, deviceId: null });
  });

  it('e-mail passcode: mails a code, refuses a wrong one, a new request replaces the old code', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD, twofa: 'email' });
    const creds = { email: u.email, password: STRONG_PASSWORD };
    const first = await call('POST', '/user/login', { ip, body: creds });
    expect([first.status, first.json]).toEqual([
      200,
      { token: null, userTwofaTypeId: 100, twofaRequired: true, signedIn: false },
    ]);
    const mail1 = defined((await waitForMails(u.email, 1))[0], 'mail1');
    expect(mail1.subject).toBe('Your Bookkeeper sign-in passcode');
    const code1 = mailedCode(mail1);

    const wrongCode = code1 === '000000' ? '000001' : '000000';
    const wrong = await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: wrongCode } });
    expect([wrong.status, wrong.json]).toEqual([400, CODE_WRONG]);

    const again = await call('POST', '/user/login', { ip, body: creds });
    expect(again.json).toEqual({ token: null, userTwofaTypeId: 100, twofaRequired: true, signedIn: false });
    const mails = await waitForMails(u.email, 2);
    const code2 = mailedCode(defined(mails[0], 'mails[0]'));
    if (code2 !== code1) {
      const stale = await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: code1 } });
      expect(stale.json).toEqual(CODE_WRONG);
    }
    const ok = await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: code2 } });
    expect(ok.json).toEqual({ token: expect.any(String), userTwofaTypeId: 100, twofaRequired: true, signedIn: true });
    expect((await call('GET', '/user', { token: ok.json.token })).json.userTwofaTypeId).toBe(100);
    const reused = await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: code2 } });
    expect(reused.json).toEqual(CODE_WRONG);
  });

  it('e-mail passcode: five wrong tries and the code stops working', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD, twofa: 'email' });
    const creds = { email: u.email, password: STRONG_PASSWORD };
    await call('POST', '/user/login', { ip, body: creds });
    const code = mailedCode(defined((await waitForMails(u.email, 1))[0], 'the passcode mail'));
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: wrongCode } });
      expect(res.json).toEqual(CODE_WRONG);
    }
    const late = await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: code } });
    expect(late.json).toEqual(CODE_WRONG);
  });

  it('authenticator: asks for the code, accepts a current one once, and offers an e-mailed backup code', async () => {
    const ip = newIp();
    const secret = newTotpSecret();
    const u = await seedUser({ password: STRONG_PASSWORD, twofa: 'authenticator', totpSecret: secret });
    const creds = { email: u.email, password: STRONG_PASSWORD };
    const first = await call('POST', '/user/login', { ip, body: creds });
    expect(first.json).toEqual({ token: null, userTwofaTypeId: 200, twofaRequired: true, signedIn: false });
    expect(await mailsTo(u.email)).toEqual([]);

    const stale = totpCode(secret, Date.now() - 5 * 60_000);
    expect((await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: stale } })).json).toEqual(CODE_WRONG);
    const code = totpCode(secret);
    const ok = await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: code } });
    expect(ok.json).toEqual({ token: expect.any(String), userTwofaTypeId: 200, twofaRequired: true, signedIn: true });
    const replay = await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: code } });
    expect(replay.json).toEqual(CODE_WRONG);

    const backup = await call('POST', '/user/login', { ip, body: { ...creds, usingBackupEmailCode: true } });
    expect(backup.json).toEqual({ token: null, userTwofaTypeId: 200, twofaRequired: true, signedIn: false });
    const mail = defined((await waitForMails(u.email, 1))[0], 'mail');
    expect(mail.subject).toBe('Your Bookkeeper backup sign-in code');
    const backupCode = mailedCode(mail);
    // A backup code is not an authenticator code, and the other way round.
    expect((await call('POST', '/user/login', { ip, body: { ...creds, twofaToken: backupCode } })).status).toBe(400);
    const viaBackup = await call('POST', '/user/login', {
      ip,
      body: { ...creds, usingBackupEmailCode: true, twofaToken: backupCode },
    });
    expect(viaBackup.json).toEqual({
      token: expect.any(String),
      userTwofaTypeId: 200,
      twofaRequired: true,
      signedIn: true,
    });
  });
});

describe('abuse limits', () => {
  it(
    'wrong passwords from many addresses never lock the owner out (they back off per device, decision 0055)',
    { timeout: 240_000 },
    async () => {
      const u = await seedUser({ password: STRONG_PASSWORD });
      for (let i = 0; i < 10; i++) {
        const res = await call('POST', '/user/login', { ip: newIp(), body: { email: u.email, password: `nope-${i}` } });
        expect(res.status).toBe(400);
      }
      const owner = await call('POST', '/user/login', {
        ip: newIp(),
        body: { email: u.email, password: STRONG_PASSWORD },
      });
      expect(owner.status).toBe(200);
    },
  );

  it('after 50 refused attempts from one address, that address is refused', { timeout: 240_000 }, async () => {
    await awayFromWindowEdge(15 * 60, 120);
    const ip = newIp();
    for (let i = 0; i < 50; i++) {
      const res = await call('POST', '/user/login', { ip, body: { email: newEmail('spray'), password: 'whatever1' } });
      expect(res.status).toBe(400);
    }
    const u = await seedUser({ password: STRONG_PASSWORD });
    const blocked = await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(
      (await call('POST', '/user/login', { ip: newIp(), body: { email: u.email, password: STRONG_PASSWORD } })).status,
    ).toBe(200);
  });

  it('limits passcode e-mails per user', { timeout: 240_000 }, async () => {
    await awayFromWindowEdge(15 * 60);
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD, twofa: 'email' });
    for (let i = 0; i < 5; i++)
      expect(
        (await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } })).status,
      ).toBe(200);
    const sixth = await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } });
    expect(sixth.status).toBe(429);
    expect((await waitForMails(u.email, 5)).length).toBe(5);
  });
});
