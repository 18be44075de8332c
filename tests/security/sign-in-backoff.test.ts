import { describe, expect, it } from 'vitest';
import { rateLimitRepository } from '@bk/data';
import { subjectOf } from '../../functions/user/security/rate-limit';
import { seedUser, stackDb } from '../support/seed';
import { defined } from '../support/defined';
import { call, newIp, STRONG_PASSWORD } from '../integration/user-helpers';

// Decision 0055: wrong passwords back off the device and address they come from, not the account.

const DEVICE_A = '0b6c6a8e-5a7e-4c53-9d1f-00000000000a';
const DEVICE_B = '0b6c6a8e-5a7e-4c53-9d1f-00000000000b';

/** Move the back-off of one device back in time, as if its wait had passed (no sleeping). */
async function letTheWaitPass(email: string, deviceId: string, ip: string): Promise<void> {
  const repo = rateLimitRepository(stackDb());
  const subject = subjectOf(`${email}|${deviceId}|${ip}`);
  const item = defined(await repo.getSignInBackoff(subject), 'the back-off item');
  const earlier = { ...item, blockedUntil: Date.now() - 1, version: item.version + 1 };
  expect(await repo.putSignInBackoff(subject, earlier, item.version)).toBe(true);
}

describe('per-device back-off of wrong passwords', () => {
  it('backs off device A after 5 failures, growing, while device B signs in; A may try again once the wait passes', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD });
    const ipA = newIp();
    const ipB = newIp();
    const from = (deviceId: string, ip: string, password: string) =>
      call('POST', '/user/login', { ip, headers: { 'x-device-id': deviceId }, body: { email: u.email, password } });

    for (let i = 0; i < 5; i++) expect((await from(DEVICE_A, ipA, `nope-${i}`)).status).toBe(400);
    const blocked = await from(DEVICE_A, ipA, STRONG_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(
      /^Too many wrong passwords from this device\. Try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // The owner on another device is not locked out.
    expect((await from(DEVICE_B, ipB, STRONG_PASSWORD)).status).toBe(200);
    // Nor is device A from another address (another network is another source).
    expect((await from(DEVICE_A, newIp(), STRONG_PASSWORD)).status).toBe(200);

    // Once the wait has passed, device A may try again; its next failure waits twice as long.
    await letTheWaitPass(u.email, DEVICE_A, ipA);
    expect((await from(DEVICE_A, ipA, 'nope-again')).status).toBe(400);
    const longer = await from(DEVICE_A, ipA, STRONG_PASSWORD);
    expect(longer.status).toBe(429);
    expect(longer.json.message).toBe('Too many wrong passwords from this device. Try again in 2 minutes.');
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(60);

    await letTheWaitPass(u.email, DEVICE_A, ipA);
    expect((await from(DEVICE_A, ipA, STRONG_PASSWORD)).status).toBe(200);
    // The right password cleared the count: five more tries before the next wait.
    for (let i = 0; i < 4; i++) expect((await from(DEVICE_A, ipA, `nope-${i}`)).status).toBe(400);
    expect((await from(DEVICE_A, ipA, STRONG_PASSWORD)).status).toBe(200);
  });

  it('an unknown address backs off the same way, so the answer does not tell it apart', async () => {
    const ip = newIp();
    const email = `nobody-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++)
      expect(
        (
          await call('POST', '/user/login', {
            ip,
            headers: { 'x-device-id': DEVICE_A },
            body: { email, password: 'x' },
          })
        ).status,
      ).toBe(400);
    const blocked = await call('POST', '/user/login', {
      ip,
      headers: { 'x-device-id': DEVICE_A },
      body: { email, password: 'x' },
    });
    expect(blocked.status).toBe(429);
  });
});
