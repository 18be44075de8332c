import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { defined } from '../support/defined';
import { waitForMail } from './business-support';
import { call, linkToken, mailsTo, newIp, STRONG_PASSWORD, totpCode, waitForMails } from './user-helpers';

const NEW_PASSWORD = 'copper-meadow-83-lantern';

/** The subjects of every mail sent to an address. */
async function subjectsTo(address: string): Promise<string[]> {
  return (await mailsTo(address)).map((m) => m.subject);
}

describe('e-mails about changes to how an account signs in', () => {
  it('tells the user when their password is changed from the profile, and not for a refused change', async () => {
    const u = await seedUser({ name: 'Ada Lovelace', password: STRONG_PASSWORD });
    const refused = await call('PATCH', '/user', {
      token: u.token,
      body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, currentPassword: 'not-my-password' },
    });
    expect(refused.status).toBe(400);
    const renamed = await call('PATCH', '/user', { token: u.token, body: { name: 'Ada King' } });
    expect(renamed.status).toBe(200);

    const ok = await call('PATCH', '/user', {
      token: u.token,
      body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, currentPassword: STRONG_PASSWORD },
    });
    expect(ok.status).toBe(200);
    const mail = await waitForMail(u.email, /password has been changed/);
    expect(mail.subject).toBe('Your Bookkeeper password has been changed');
    expect(mail.text).toContain('Hello Ada King,');
    expect(mail.text).toContain('from the profile page');
    expect(mail.text).toContain('/app/forgot-password');
    // Only the one change was told: the refused attempt and the name change sent nothing.
    expect(await subjectsTo(u.email)).toEqual(['Your Bookkeeper password has been changed']);
  });

  it('tells the user when their password is set with a reset link', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD });
    await call('PATCH', '/user/forgotten', { ip, body: { email: u.email } });
    const token = linkToken(defined((await waitForMails(u.email, 1))[0], 'the reset mail'), 'reset-password');
    const done = await call('PATCH', '/user/forgotten/reset', {
      ip,
      body: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    const mail = await waitForMail(u.email, /password has been changed/);
    expect(mail.text).toContain('with a password reset link');
  });

  it('tells the user when two-factor changes: authenticator on, then back to e-mail passcodes', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD });
    const gen = await call('PATCH', '/user/mobile-authenticator/generate', {
      token: u.token,
      body: { currentPassword: STRONG_PASSWORD },
    });
    const secret = defined(new URL(gen.json.url as string).searchParams.get('secret'), 'secret');
    // Starting the set-up changes nothing yet, so it tells nothing.
    expect(await mailsTo(u.email)).toEqual([]);
    const on = await call('PATCH', '/user/mobile-authenticator/verify', {
      token: u.token,
      body: { code: totpCode(secret) },
    });
    expect(on.status).toBe(200);
    const enabled = await waitForMail(u.email, /Two-factor sign-in/);
    expect(enabled.subject).toBe('Two-factor sign-in for Bookkeeper has changed');
    expect(enabled.text).toContain('a code from your authenticator app');

    const off = await call('PATCH', '/user/mobile-authenticator/disable', {
      token: u.token,
      body: { currentPassword: STRONG_PASSWORD },
    });
    expect(off.status).toBe(200);
    const [latest] = await waitForMails(u.email, 2);
    expect(defined(latest, 'the second notice').text).toContain('a passcode we e-mail you');
    // Asking for e-mail passcodes again when they are already on is no change: no third mail.
    await call('PATCH', '/user/mobile-authenticator/disable', {
      token: u.token,
      body: { currentPassword: STRONG_PASSWORD },
    });
    expect(await mailsTo(u.email)).toHaveLength(2);
  });
});
