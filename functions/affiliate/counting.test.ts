import { describe, expect, it } from 'vitest';
import { dayBefore, dayOf, endOfDayMs, isBot, isCountable, isPrefetch, newSalt, visitorHash } from './counting';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('isBot', () => {
  it('knows crawlers, link previewers and scripts, and an empty user agent', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'Wget/1.21',
      'python-requests/2.31.0',
      '',
      '   ',
    ])
      expect(isBot(ua), ua).toBe(true);
  });

  it('leaves people’s browsers alone', () => {
    for (const ua of [CHROME, SAFARI_IPHONE]) expect(isBot(ua)).toBe(false);
  });
});

describe('isPrefetch', () => {
  it('sees Chrome, older and Firefox prefetch headers, in any case', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'Prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({})).toBe(false);
    expect(isPrefetch({ 'sec-fetch-mode': 'cors' })).toBe(false);
  });

  it('counts only a browser that is not prefetching', () => {
    expect(isCountable({ userAgent: CHROME, headers: {} })).toBe(true);
    expect(isCountable({ userAgent: CHROME, headers: { 'sec-purpose': 'prefetch' } })).toBe(false);
    expect(isCountable({ userAgent: 'curl/8.5.0', headers: {} })).toBe(false);
  });
});

describe('visitorHash', () => {
  const who = { address: '198.51.100.7', userAgent: CHROME };

  it('is the same for one visitor, profile, kind and salt, and differs when any of them does', () => {
    const salt = newSalt();
    const h = visitorHash(salt, who, 'b1', 'view');
    expect(visitorHash(salt, who, 'b1', 'view')).toBe(h);
    expect(visitorHash(newSalt(), who, 'b1', 'view')).not.toBe(h);
    expect(visitorHash(salt, { ...who, address: '198.51.100.8' }, 'b1', 'view')).not.toBe(h);
    expect(visitorHash(salt, { ...who, userAgent: SAFARI_IPHONE }, 'b1', 'view')).not.toBe(h);
    expect(visitorHash(salt, who, 'b2', 'view')).not.toBe(h);
    expect(visitorHash(salt, who, 'b1', 'website')).not.toBe(h);
  });

  it('does not contain the address', () => {
    expect(visitorHash(newSalt(), who, 'b1', 'view')).not.toContain('198');
  });

  it('makes salts that differ', () => {
    expect(newSalt()).not.toBe(newSalt());
    expect(newSalt()).toHaveLength(43);
  });
});

describe('days', () => {
  it('works in UTC days, across month and year ends', () => {
    expect(dayOf(new Date('2026-03-29T00:30:00+01:00'))).toBe('2026-03-28');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(new Date(endOfDayMs('2026-11-26')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
});
