import { describe, expect, it } from 'vitest';
import { RateLimitedError } from './errors';
import { clientAddress, createRateLimiter, retryAfterSeconds, windowOf, type RateStore } from './rate-limit';

function memoryStore(): RateStore & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async add(limit, subject, start) {
      const k = `${limit}|${subject}|${start}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
      return counts.get(k)!;
    },
    async get(limit, subject, start) {
      return counts.get(`${limit}|${subject}|${start}`) ?? 0;
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

  it('check refuses only once failures reach the limit; hit counts them', async () => {
    const rl = createRateLimiter(memoryStore());
    const now = at('2026-03-01T10:01:00Z');
    await rl.check(limit, 'x', now);
    expect(await rl.hit(limit, 'x', now)).toBe(1);
    await rl.hit(limit, 'x', now);
    await rl.check(limit, 'x', now);
    await rl.hit(limit, 'x', now);
    await expect(rl.check(limit, 'x', now)).rejects.toBeInstanceOf(RateLimitedError);
    await rl.check(limit, 'x', at('2026-03-01T10:16:00Z'));
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
