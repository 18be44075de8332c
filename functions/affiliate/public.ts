import type { AffiliateDirectoryPage, AffiliateEventKind, AffiliatePublicProfile } from '@bk/contract';
import { rateLimitRepository } from '@bk/data';
import { reply, type Reply, type RequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { NotFoundError, RateLimitedError } from '../shared/errors';
import { hashToken } from '../shared/tokens';
import { dayBefore, dayOf, endOfDayMs, isCountable, newSalt, STAT_OF, visitorHash } from './counting';
import { directory, requireFeature } from './guards';
import { AFFILIATE_MESSAGES } from './messages';
import { directoryPage, publicProfileOf, type DirectoryFilter } from './public-profile';

/**
 * Public answers may be kept a minute by browsers and by CloudFront (`s-maxage`), so a burst of
 * visitors costs one call a minute; a withdrawal or an approval shows within that minute.
 */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=60';

/** Per client address, in one-minute windows: far above a person browsing, well below a scraper. */
export const PUBLIC_LIMITS = {
  reads: { name: 'affiliate-read', max: 120, windowSeconds: 60 },
  events: { name: 'affiliate-event', max: 30, windowSeconds: 60 },
} as const;

/**
 * The client's address: behind CloudFront, API Gateway's `sourceIp` is the edge, so the viewer
 * address CloudFront adds (`ip:port`) is used when present.
 */
export function clientAddress(ctx: Pick<RequestContext, 'headers' | 'sourceIp'>): string {
  const viewer = ctx.headers['cloudfront-viewer-address'];
  const cut = viewer ? viewer.lastIndexOf(':') : -1;
  const ip = viewer ? (cut > 0 ? viewer.slice(0, cut) : viewer).replace(/^\[|\]$/g, '') : '';
  return ip || ctx.sourceIp;
}

/** Count one request of a client address under a limit; 429 with Retry-After past it. */
async function limit(kind: keyof typeof PUBLIC_LIMITS, ctx: RequestContext): Promise<void> {
  const l = PUBLIC_LIMITS[kind];
  const size = l.windowSeconds * 1000;
  const start = Math.floor(ctx.now.getTime() / size) * size;
  const subject = hashToken(clientAddress(ctx)).slice(0, 32);
  const count = await rateLimitRepository(getDb()).addRateHit(l.name, subject, start, start + size);
  if (count > l.max) throw new RateLimitedError(Math.max(1, Math.ceil((start + size - ctx.now.getTime()) / 1000)));
}

export async function listDirectory(
  filter: DirectoryFilter,
  ctx: RequestContext,
): Promise<Reply<AffiliateDirectoryPage>> {
  requireFeature();
  await limit('reads', ctx);
  const page = directoryPage(await directory().listDirectory(), filter);
  return reply(page, { headers: { 'cache-control': PUBLIC_CACHE } });
}

/** One published profile; 404 for a slug nobody publishes (unknown, withdrawn, or only pending). */
export async function publicProfile(slug: string, ctx: RequestContext): Promise<Reply<AffiliatePublicProfile>> {
  requireFeature();
  await limit('reads', ctx);
  const published = await directory().getPublishedBySlug(slug);
  if (!published) throw new NotFoundError(AFFILIATE_MESSAGES.profileNotFound);
  return reply(publicProfileOf(published), { headers: { 'cache-control': PUBLIC_CACHE } });
}

let salt: { day: string; value: string } | undefined;

/**
 * The day's salt, shared by every function through the table: the first count of a day makes
 * it and deletes the day before's, so a salt lives no longer than its day and the next count.
 */
async function saltOf(day: string): Promise<string> {
  if (salt?.day === day) return salt.value;
  const repo = directory();
  let value = await repo.getDaySalt(day);
  if (!value) {
    value = await repo.putDaySalt(day, newSalt(), endOfDayMs(day));
    await repo.deleteDaySalt(dayBefore(day));
  }
  salt = { day, value };
  return value;
}

/**
 * Count a view or a link click (a beacon: 204, never cached). Bots and prefetches are not
 * counted; a visitor counts once a day per profile and kind, known by a salted hash of the
 * client address and user agent, never by a cookie.
 */
export async function countEvent(slug: string, kind: AffiliateEventKind, ctx: RequestContext): Promise<Reply<null>> {
  requireFeature();
  await limit('events', ctx);
  const done = reply(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  if (!isCountable(ctx)) return done;
  const published = await directory().getPublishedBySlug(slug);
  if (!published) throw new NotFoundError(AFFILIATE_MESSAGES.profileNotFound);
  const day = dayOf(ctx.now);
  const hash = visitorHash(
    await saltOf(day),
    { address: clientAddress(ctx), userAgent: ctx.userAgent },
    published.businessId,
    kind,
  );
  if (await directory().markVisit(day, hash, endOfDayMs(day)))
    await directory().addStat(published.businessId, STAT_OF[kind]);
  return done;
}
