import { AFFILIATE_BADGE_PATH, AFFILIATE_DIRECTORY_PATH, type AffiliateLinks } from '@bk/contract';
import type { BusinessRequestContext } from '../shared/api/types';
import { config } from '../shared/config';
import { affiliates, requireEnrolment } from './guards';

/** The public address of a profile: the stage's web address, the fixed prefix, the slug (SPEC §9). */
export function profileUrlOf(slug: string, appUrl: string = config().APP_URL): string {
  return `${appUrl.replace(/\/+$/, '')}${AFFILIATE_DIRECTORY_PATH}/${encodeURIComponent(slug)}`;
}

/** Text for HTML: the name is plain text and must not become markup in a signature or a badge. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The dashboard's sharing tools (SPEC §2 Dashboard, §3 links): every link is the profile's
 * public address; the signature and the badge are HTML with the name escaped.
 */
export function linksOf(input: { slug: string; name: string; appUrl: string; product: string }): AffiliateLinks {
  const profileUrl = profileUrlOf(input.slug, input.appUrl);
  const badgeImageUrl = `${input.appUrl.replace(/\/+$/, '')}${AFFILIATE_BADGE_PATH}`;
  const tweetText = `${input.name} is listed in the ${input.product} directory`;
  const alt = escapeHtml(`${input.name} on ${input.product}`);
  const href = escapeHtml(profileUrl);
  const img = `<img src="${escapeHtml(badgeImageUrl)}" alt="${alt}" width="220" height="56">`;
  return {
    profileUrl,
    tweetText,
    tweetProfileLink: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: tweetText, url: profileUrl }).toString()}`,
    emailProfileLink: profileUrl,
    emailBadgeLink: `<p>${escapeHtml(input.name)}<br><a href="${href}">${img}</a></p>`,
    emailSignaturePlain: `${input.name}\nFind us on ${input.product}: ${profileUrl}`,
    websiteProfileLink: profileUrl,
    websiteBadgeLink: `<a href="${href}" target="_blank" rel="noopener">${img}</a>`,
    badgeImageUrl,
    otherProfileLink: profileUrl,
  };
}

/** The links of the published profile; null while nothing is published (a link would answer 404). */
export async function links(ctx: BusinessRequestContext): Promise<AffiliateLinks | null> {
  await requireEnrolment(ctx.business.id);
  const published = await affiliates().getPublished(ctx.business.id, true);
  if (!published) return null;
  const c = config();
  return linksOf({ slug: published.slug, name: published.profile.name, appUrl: c.APP_URL, product: c.PRODUCT_NAME });
}
