import { describe, expect, it } from 'vitest';
import type { SignInBackoffItem } from '@bk/data';
import { RateLimitedError } from '../../shared/errors';
import { BACKOFF, createPasswordBackoff, delayAfter, waitInWords, type BackoffStore } from './backoff';

/** Back-off state in maps; a put checks the version read, as the conditional PutItem does. */
function memoryStore(): BackoffStore {
  const items = new Map<string, SignInBackoffItem>();
  const paced = new Map<string, { count: number; pacedUntil: number }>();
  return {
    async get(subject) {
      return items.get(subject) ?? null;
    },
    async put(subject, item, readVersion) {
      if ((items.get(subject)?.version ?? null) !== readVersion) return false;
      items.set(subject, item);
      return true;
    },
    async reservePaced(subject, nowMs) {
      const slot = paced.get(subject) ?? { count: 0, pacedUntil: 0 };
      if (slot.count >= BACKOFF.accountCeiling.max && slot.pacedUntil > nowMs) return false;
      paced.set(subject, { count: slot.count + 1, pacedUntil: nowMs + BACKOFF.accountPaceMs });
      return true;
    },
    async count(subject) {
      const slot = paced.get(subject) ?? { count: 0, pacedUntil: 0 };
      paced.set(subject, { ...slot, count: slot.count + 1 });
    },
    async release(subject) {
      const slot = paced.get(subject);
      if (slot && slot.count > 0) paced.set(subject, { ...slot, count: slot.count - 1 });
    },
  };
}

const start = Date.parse('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(start + ms);
const deviceA = { account: 'jo@example.com', deviceId: 'device-a', ip: '203.0.113.7' };
const deviceB = { account: 'jo@example.com', deviceId: 'device-b', ip: '198.51.100.9' };
const wrong = async () => false;
const right = async () => true;

async function refusal(promise: Promise<unknown>): Promise<RateLimitedError> {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RateLimitedError);
  return err as RateLimitedError;
}

describe('delays', () => {
  it('start after five failures at one minute, double, and stop at fifteen', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 20].map((n) => delayAfter(n) / 60_000)).toEqual([0, 0, 1, 2, 4, 8, 15, 15]);
  });

  it('are said in words, rounded up', () => {
    expect([waitInWords(1), waitInWords(45_000), waitInWords(60_000), waitInWords(61_000)]).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
    ]);
  });
});

describe('password back-off', () => {
  it('backs off one device, growing; another device with the right password still signs in', async () => {
    const backoff = createPasswordBackoff(memoryStore());
    for (let i = 0; i < 5; i++) expect(await backoff.attempt(deviceA, at(i * 1000), wrong)).toBe(false);
    let checked = false;
    const first = await refusal(
      backoff.attempt(deviceA, at(10_000), async () => {
        checked = true;
        return true;
      }),
    );
    expect(checked).toBe(false);
    expect(first.headers).toEqual({ 'retry-after': '54' });
    expect(first.message).toBe('Too many wrong passwords from this device. Try again in 54 seconds.');
    expect(await backoff.attempt(deviceB, at(10_000), right)).toBe(true);
    // Once the minute has passed device A may try again; its next failure waits two minutes.
    expect(await backoff.attempt(deviceA, at(64_000), wrong)).toBe(false);
    const second = await refusal(backoff.attempt(deviceA, at(65_000), right));
    expect(second.message).toBe('Too many wrong passwords from this device. Try again in 2 minutes.');
    expect(await backoff.attempt(deviceA, at(64_000 + 120_000), right)).toBe(true);
    // A right password clears the count.
    for (let i = 0; i < 4; i++) expect(await backoff.attempt(deviceA, at(200_000 + i), wrong)).toBe(false);
  });

  it('forgets failures after a day without one, and gives an attempt back when the check throws', async () => {
    const backoff = createPasswordBackoff(memoryStore());
    const later = (ms: number) => at(BACKOFF.forgetAfterMs + ms);
    for (let i = 0; i < 5; i++) await backoff.attempt(deviceA, at(i), wrong);
    expect(await backoff.attempt(deviceA, later(10), wrong)).toBe(false);
    for (let i = 0; i < 3; i++)
      await expect(backoff.attempt(deviceA, later(20), () => Promise.reject(new Error('bot')))).rejects.toThrow('bot');
    for (let i = 0; i < 4; i++) expect(await backoff.attempt(deviceA, later(30), wrong)).toBe(false);
    await refusal(backoff.attempt(deviceA, later(40), right));
  });

  it('of many attempts at once from one device, checks only the free ones', async () => {
    const backoff = createPasswordBackoff(memoryStore());
    let checks = 0;
    const slow = async () => {
      checks += 1;
      await new Promise((r) => setTimeout(r, 5));
      return false;
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => backoff.attempt(deviceA, at(0), slow)));
    expect(checks).toBeLessThanOrEqual(BACKOFF.freeFailures);
    const refused = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof RateLimitedError);
    expect(refused).toHaveLength(30 - checks);
  });

  it('past the account ceiling slows new devices to one try per pace, but not a device that signed in', async () => {
    const backoff = createPasswordBackoff(memoryStore());
    expect(await backoff.attempt(deviceB, at(0), right)).toBe(true);
    for (let i = 0; i < BACKOFF.accountCeiling.max; i++) {
      const bot = { account: deviceA.account, deviceId: `bot-${i}`, ip: `192.0.2.${i % 250}` };
      expect(await backoff.attempt(bot, at(1000), wrong)).toBe(false);
    }
    const newcomer = { account: deviceA.account, deviceId: 'new', ip: '192.0.2.251' };
    const slowed = await refusal(backoff.attempt(newcomer, at(2000), right));
    expect(slowed.message).toBe(
      'There have been many wrong passwords for this account, so sign-in attempts are being slowed down. Try again in 10 seconds.',
    );
    expect(await backoff.attempt(deviceB, at(2000), right)).toBe(true);
    const paceLater = at(1000 + BACKOFF.accountPaceMs);
    expect(await backoff.attempt(newcomer, paceLater, wrong)).toBe(false);
    await refusal(backoff.attempt({ ...newcomer, deviceId: 'newer' }, paceLater, right));
  });
});
