import { createHmac, randomBytes } from 'node:crypto';
import type { AffiliateEventKind } from '@bk/contract';
import type { AffiliateStatField } from '@bk/data';

/** Which counter each beacon kind adds to (SPEC §3 stats). */
export const STAT_OF: Readonly<Record<AffiliateEventKind, AffiliateStatField>> = {
  view: 'profileViews',
  website: 'websiteClicks',
  twitter: 'twitterClicks',
  facebook: 'facebookClicks',
  linkedin: 'linkedinClicks',
};

/**
 * User agents of crawlers, link previewers, monitors and scripts: a person's browser never says
 * these. Obvious ones only; what slips past is still counted once a day at most.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|facebookexternalhit|embedly|preview|headless|phantomjs|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-|httpclient|okhttp|axios\/|node-fetch|undici|go-http-client|java\/|libwww|postman|insomnia/i;

/** Whether a user agent is a bot's (an empty one counts as a bot: every browser sends one). */
export function isBot(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_AGENT.test(userAgent);
}

/**
 * Whether the browser is fetching ahead of a click (Chrome's `Sec-Purpose: prefetch`, the older
 * `Purpose: prefetch`, Firefox's `X-Moz: prefetch`): nobody has seen the page yet.
 */
export function isPrefetch(headers: Readonly<Record<string, string | undefined>>): boolean {
  return ['sec-purpose', 'purpose', 'x-moz', 'x-purpose'].some((name) =>
    (headers[name] ?? '').toLowerCase().includes('prefetch'),
  );
}

/** Whether a request should be counted at all (HEAD never reaches the POST beacon: routing refuses it). */
export function isCountable(request: {
  userAgent: string;
  headers: Readonly<Record<string, string | undefined>>;
}): boolean {
  return !isBot(request.userAgent) && !isPrefetch(request.headers);
}

/** The UTC day a moment falls on, `YYYY-MM-DD`. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The day before `day` (`YYYY-MM-DD`). */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Epoch ms at the end of a UTC day: when its marks and salt expire. */
export function endOfDayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) + 86_400_000;
}

/**
 * The visitor's mark for one profile and kind on one day: an HMAC under the day's random salt of
 * the client address and user agent. Without the salt (gone after the day) the mark cannot be
 * tied back to an address; with a new salt each day, two days' marks of one visitor differ.
 */
export function visitorHash(
  salt: string,
  visitor: { address: string; userAgent: string },
  businessId: string,
  kind: AffiliateEventKind,
): string {
  return createHmac('sha256', salt)
    .update([visitor.address, visitor.userAgent, businessId, kind].join('\n'), 'utf8')
    .digest('base64url');
}

export function newSalt(): string {
  return randomBytes(32).toString('base64url');
}
