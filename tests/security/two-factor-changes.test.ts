import { describe, expect, it } from 'vitest';
import { TwoFactorType } from '@bk/domain';
import { userRepository } from '@bk/data';
import { PROOF_MESSAGES } from '../../functions/user/two-factor-proof';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { seedUser, stackDb } from '../support/seed';
import { newIp, STRONG_PASSWORD, totpCode } from '../integration/user-helpers';

/**
 * Two-factor changes need the account holder, not only an open session (decision 0051), and the
 * authenticator secret is sealed at rest like the HMRC tokens.
 */
const LEGACY_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

async function storedUser(userId: string) {
  return defined(await userRepository(stackDb()).getUser(userId), 'the stored user');
}

describe('changing two-factor needs proof', () => {
  it('refuses set-up and switching off without the current password, or with a wrong one', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD });
    const client = api(u.token, { ip: newIp() });
    for (const name of ['userAuthenticatorGenerate', 'userAuthenticatorDisable'] as const) {
      const missing = await client.call(name, { body: {} });
      expect([missing.status, missing.error.errors]).toEqual([
        400,
        [{ field: 'currentPassword', message: PROOF_MESSAGES.missing }],
      ]);
      const wrong = await client.call(name, { body: { currentPassword: 'not-my-password' } });
      expect([wrong.status, wrong.error.errors]).toEqual([
        400,
        [{ field: 'currentPassword', message: PROOF_MESSAGES.passwordWrong }],
      ]);
    }
    expect((await storedUser(u.userId)).twofaTypeId).toBe(TwoFactorType.NONE);
    expect((await storedUser(u.userId)).totpPendingSecret).toBeNull();
  });

  it('sets up with the password, keeps the secret sealed, and switches off with a code from the app', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD });
    const client = api(u.token, { ip: newIp() });
    const gen = await client.ok('userAuthenticatorGenerate', { body: { currentPassword: STRONG_PASSWORD } });
    const secret = defined(new URL(gen.url).searchParams.get('secret'), 'the secret');
    const pending = defined((await storedUser(u.userId)).totpPendingSecret, 'the pending secret');
    expect(pending).toMatch(/^local1\./);
    expect(pending).not.toContain(secret);
    await client.ok('userAuthenticatorVerify', { body: { code: totpCode(secret) } });
    const active = defined((await storedUser(u.userId)).totpSecret, 'the active secret');
    expect(active).toMatch(/^local1\./);

    // The code that confirmed set-up cannot be replayed as proof; the next step's code can.
    const replay = await client.call('userAuthenticatorDisable', { body: { code: totpCode(secret) } });
    expect([replay.status, replay.error.errors]).toEqual([400, [{ field: 'code', message: PROOF_MESSAGES.codeWrong }]]);
    const next = await client.call('userAuthenticatorDisable', {
      body: { code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(next.status).toBe(200);
    expect((await storedUser(u.userId)).twofaTypeId).toBe(TwoFactorType.EMAIL);
  });

  it('opens a secret stored plain before sealing, and seals it once a code has proved it', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD, twofa: 'authenticator', totpSecret: LEGACY_SECRET });
    expect((await storedUser(u.userId)).totpSecret).toBe(LEGACY_SECRET);
    const signedIn = await api(null, { ip: newIp() }).call('userLogin', {
      body: { email: u.email, password: STRONG_PASSWORD, twofaToken: totpCode(LEGACY_SECRET) },
    });
    expect(signedIn.json.signedIn).toBe(true);
    const sealed = defined((await storedUser(u.userId)).totpSecret, 'the sealed secret');
    expect(sealed).toMatch(/^local1\./);
    // Still the same secret: the app's next code signs in.
    const again = await api(null, { ip: newIp() }).call('userLogin', {
      body: { email: u.email, password: STRONG_PASSWORD, twofaToken: totpCode(LEGACY_SECRET, Date.now() + 30_000) },
    });
    expect(again.json.signedIn).toBe(true);
  });
});
