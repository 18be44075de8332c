import { randomInt } from 'node:crypto';
import { affiliateDirectoryRepository } from '@bk/data';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { stackDb } from '../support/seed';
import { BROWSER_UA, published, uniqueSlug } from './affiliate-support';

/** A client address of its own per visitor (IPv6 documentation range), so tests share no counts or limits. */
const hex = () => randomInt(1, 0xffff).toString(16);
const newIp = () => `2001:db8::${hex()}:${hex()}:${hex()}`;
const visitor = (ip = newIp(), headers: Record<string, string> = {}) =>
  api(null, { ip, headers: { 'user-agent': BROWSER_UA, ...headers } });

describe('counting views and clicks (no cookies, once a day per visitor)', () => {
  it('counts a visitor once a day per profile and kind, and ignores HEAD, prefetch and bots', async () => {
    const slug = uniqueSlug('counted');
    const e = await published(slug);
    const ip = newIp();
    const send = (kind: 'view' | 'website' | 'twitter', client = visitor(ip)) =>
      client.call('affiliateDirectoryEvent', { params: { slug }, body: { kind } });

    const first = await send('view');
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('set-cookie')).toBeNull();
    // The same visitor again the same day: still one.
    expect((await send('view')).status).toBe(204);
    // Fetched ahead of a click, or by a crawler: not a visit.
    expect((await send('view', visitor(newIp(), { 'sec-purpose': 'prefetch;prerender' }))).status).toBe(204);
    expect((await send('view', visitor(newIp(), { purpose: 'prefetch' }))).status).toBe(204);
    expect(
      (await send('view', visitor(newIp(), { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }))).status,
    ).toBe(204);
    // HEAD is no beacon: it counts nothing.
    const head = await visitor(newIp()).raw({ method: 'HEAD', path: `/affiliate/public/directory/${slug}/event` });
    expect(head.status).not.toBe(204);
    // A second visitor, and clicks counted per kind.
    await send('view', visitor(newIp()));
    await send('website');
    await send('website');
    await send('twitter');

    expect(await e.client.ok('affiliateStats')).toEqual({
      profileViews: 2,
      websiteClicks: 1,
      twitterClicks: 1,
      facebookClicks: 0,
      linkedinClicks: 0,
    });
    // Today's salt is in the table (it goes with the day); the profile answers stay cacheable.
    const today = new Date().toISOString().slice(0, 10);
    expect(await affiliateDirectoryRepository(stackDb()).getDaySalt(today)).toEqual(expect.any(String));
  });

  it('answers 404 for a beacon of an unknown or withdrawn profile', async () => {
    const slug = uniqueSlug('gone');
    const e = await published(slug);
    await e.client.ok('affiliateWithdraw');
    const res = await visitor().call('affiliateDirectoryEvent', { params: { slug }, body: { kind: 'view' } });
    expect(res.status).toBe(404);
    const unknown = await visitor().call('affiliateDirectoryEvent', {
      params: { slug: uniqueSlug('never') },
      body: { kind: 'website' },
    });
    expect(unknown.status).toBe(404);
  });

  it('rate-limits the beacon per client address', async () => {
    const slug = uniqueSlug('limited');
    await published(slug);
    // Start early in a one-minute window, so all 31 calls fall in one.
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const client = visitor();
    const replies = [];
    for (let i = 0; i < 31; i++)
      replies.push(await client.call('affiliateDirectoryEvent', { params: { slug }, body: { kind: 'view' } }));
    expect(replies.slice(0, 30).every((r) => r.status === 204)).toBe(true);
    expect(replies[30]?.status).toBe(429);
    expect(Number(replies[30]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
