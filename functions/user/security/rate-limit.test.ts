import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../shared/errors';
import { clientAddress, createRateLimiter, retryAfterSeconds, windowOf, type RateStore } from './rate-limit';

function memoryStore(): RateStore & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  const key = (limit: string, subject: string, start: number) => `${limit}|${subject}|${start}`;
  return {
    counts,
    async add(limit, subject, start) {
      const k = key(limit, subject, start);
      const count = (counts.get(k) ?? 0) + 1;
      counts.set(k, count);
      return count;
    },
    // No await between the read and the write: one step, as DynamoDB's conditional ADD is.
    async reserve(limit, subject, start, _end, max) {
      const k = key(limit, subject, start);
      if ((counts.get(k) ?? 0) >= max) return false;
      counts.set(k, (counts.get(k) ?? 0) + 1);
      return true;
    },
    async release(limit, subject, start) {
      const k = key(limit, subject, start);
      const count = counts.get(k) ?? 0;
      if (count > 0) counts.set(k, count - 1);
    },
  };
}

const limit = { name: 'test', max: 3, windowSeconds: 900 };
const at = (iso: string) => new Date(iso);

describe('fixed windows', () => {
  it('starts windows on multiples of their size', () => {
    const t = Date.parse('2026-03-01T10:07:30Z');
    expect(windowOf(t, 900)).toEqual({
      start: Date.parse('2026-03-01T10:00:00Z'),
      end: Date.parse('2026-03-01T10:15:00Z'),
    });
    expect(windowOf(Date.parse('2026-03-01T10:15:00Z'), 900).start).toBe(Date.parse('2026-03-01T10:15:00Z'));
  });

  it('says how long until the window ends, at least one second', () => {
    expect(retryAfterSeconds(Date.parse('2026-03-01T10:07:30Z'), 900)).toBe(450);
    expect(retryAfterSeconds(Date.parse('2026-03-01T10:14:59.500Z'), 900)).toBe(1);
  });
});

describe('rate limiter', () => {
  it('consume: allows max events in a window, refuses the next with Retry-After, resets next window', async () => {
    const rl = createRateLimiter(memoryStore());
    for (let i = 0; i < 3; i++) await rl.consume(limit, 'a', at('2026-03-01T10:01:00Z'));
    const err = await rl.consume(limit, 'a', at('2026-03-01T10:05:00Z')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).status).toBe(429);
    expect((err as RateLimitedError).headers).toEqual({ 'retry-after': '600' });
    await rl.consume(limit, 'b', at('2026-03-01T10:05:00Z'));
    await rl.consume(limit, 'a', at('2026-03-01T10:15:00Z'));
  });

  it('attempt: a failed check keeps its slot, a passed or thrown one gives it back; a full limit skips the check', async () => {
    const store = memoryStore();
    const rl = createRateLimiter(store);
    const now = at('2026-03-01T10:01:00Z');
    const slots = [{ limit, subject: 'x' }];
    expect(await rl.attempt(slots, now, async () => 'user')).toBe('user');
    await expect(rl.attempt(slots, now, () => Promise.reject(new Error('bot check')))).rejects.toThrow('bot check');
    expect(await rl.attempt(slots, now, async () => null)).toBeNull();
    expect(await rl.attempt(slots, now, async () => false)).toBe(false);
    expect(store.counts.get(`test|x|${Date.parse('2026-03-01T10:00:00Z')}`)).toBe(2);
    expect(await rl.attempt(slots, now, async () => true)).toBe(true);
    await rl.attempt(slots, now, async () => false);
    let checked = false;
    const err = await rl
      .attempt(slots, at('2026-03-01T10:05:00Z'), async () => (checked = true))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).headers).toEqual({ 'retry-after': '600' });
    expect(checked).toBe(false);
    expect(await rl.attempt(slots, at('2026-03-01T10:16:00Z'), async () => true)).toBe(true);
  });

  it('attempt: when one of two limits is full, the other slot is given back', async () => {
    const store = memoryStore();
    const rl = createRateLimiter(store);
    const now = at('2026-03-01T10:01:00Z');
    const hourly = { name: 'hourly', max: 5, windowSeconds: 3600 };
    for (let i = 0; i < 3; i++) await rl.attempt([{ limit, subject: 'acct' }], now, async () => false);
    const err = await rl
      .attempt(
        [
          { limit: hourly, subject: 'addr' },
          { limit, subject: 'acct' },
        ],
        now,
        async () => true,
      )
      .catch((e: unknown) => e);
    expect((err as RateLimitedError).headers).toEqual({ 'retry-after': '840' });
    expect(store.counts.get(`hourly|addr|${Date.parse('2026-03-01T10:00:00Z')}`)).toBe(0);
  });

  it('attempt: of many attempts at once, only as many as the limit are checked', async () => {
    const rl = createRateLimiter(memoryStore());
    const now = at('2026-03-01T10:01:00Z');
    let checks = 0;
    const wrong = async () => {
      checks += 1;
      await new Promise((r) => setTimeout(r, 5));
      return false;
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => rl.attempt([{ limit, subject: 'burst' }], now, wrong)),
    );
    expect(checks).toBe(3);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof RateLimitedError)).toHaveLength(37);
  });

  it('allow answers false over the limit without throwing', async () => {
    const rl = createRateLimiter(memoryStore());
    const now = at('2026-03-01T10:01:00Z');
    expect([
      await rl.allow(limit, 'm', now),
      await rl.allow(limit, 'm', now),
      await rl.allow(limit, 'm', now),
      await rl.allow(limit, 'm', now),
    ]).toEqual([true, true, true, false]);
  });
});

describe('client address', () => {
  it("prefers CloudFront's viewer address, without the port", () => {
    expect(clientAddress({ sourceIp: '10.0.0.1', headers: { 'cloudfront-viewer-address': '203.0.113.7:51234' } })).toBe(
      '203.0.113.7',
    );
    expect(clientAddress({ sourceIp: '10.0.0.1', headers: { 'cloudfront-viewer-address': '2001:db8::1:443' } })).toBe(
      '2001:db8::1',
    );
    expect(clientAddress({ sourceIp: '10.0.0.1', headers: {} })).toBe('10.0.0.1');
  });
});
