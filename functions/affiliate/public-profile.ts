import type { AffiliateDirectoryCard, AffiliateDirectoryPage, AffiliatePublicProfile } from '@bk/contract';
import {
  foldText,
  industryNameOf,
  type AffiliateCardItem,
  type AffiliateProfileValues,
  type AffiliatePublishedItem,
} from '@bk/data';

/** Cards on one page of the directory. */
export const DIRECTORY_PAGE_SIZE = 20;

/** The address on one line, the parts that are filled in (null when none is). */
export function addressOf(
  v: Pick<AffiliateProfileValues, 'firstLineOfAddress' | 'town' | 'region' | 'postalCode' | 'country'>,
): string | null {
  const parts = [v.firstLineOfAddress, v.town, v.region, v.postalCode, v.country].filter(
    (p): p is string => !!p && p.trim() !== '',
  );
  return parts.length ? parts.join(', ') : null;
}

/** A published profile as anyone sees it: each contact detail only when the affiliate chose to show it. */
export function publicProfileOf(published: AffiliatePublishedItem): AffiliatePublicProfile {
  const p = published.profile;
  const show = <T>(chosen: boolean, value: T | null): T | null => (chosen ? value : null);
  return {
    slug: published.slug,
    name: p.name,
    description: p.description,
    isAccountant: p.isAccountant,
    industryId: p.industryId,
    industryName: industryNameOf(p.industryId),
    logoUrl: show(p.include.logo, published.logoUrl),
    vrn: show(p.include.vrn, p.vrn),
    emailAddress: show(p.include.emailAddress, p.emailAddress),
    phoneNumber: show(p.include.phoneNumber, p.phoneNumber),
    website: show(p.include.website, p.website),
    address: show(p.include.address, addressOf(p)),
    town: show(p.include.address, p.town),
    twitterHandle: show(p.include.twitter, p.twitterHandle),
    facebookProfile: show(p.include.facebook, p.facebookProfile),
    linkedinProfile: show(p.include.linkedin, p.linkedinProfile),
    otherSocials: show(p.include.otherSocials, p.otherSocials),
    publishedDate: published.publishedAt.slice(0, 10),
  };
}

export interface DirectoryFilter {
  q?: string | undefined;
  industryId?: number | undefined;
  town?: string | undefined;
  accountants: boolean;
  page: number;
}

/** One collator for every sort: `localeCompare` with options builds a new one per comparison. */
const BY_NAME = new Intl.Collator('en-GB', { sensitivity: 'base' });

const hasEvery = (text: string, words: readonly string[]) => words.every((w) => text.includes(w));

/**
 * One page of the directory: cards holding every word searched for (in the name or the start of
 * the description), of the industry, in a town whose name contains what was typed, accountants
 * only when asked; by name.
 */
export function directoryPage(cards: readonly AffiliateCardItem[], filter: DirectoryFilter): AffiliateDirectoryPage {
  const words = foldText(filter.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const town = foldText(filter.town?.trim() ?? '');
  const found = cards
    .filter((c) => words.length === 0 || hasEvery(c.searchText, words))
    .filter((c) => filter.industryId === undefined || c.industryId === filter.industryId)
    .filter((c) => town === '' || (c.town !== null && foldText(c.town).includes(town)))
    .filter((c) => !filter.accountants || c.isAccountant)
    .sort((a, b) => BY_NAME.compare(a.name, b.name) || a.slug.localeCompare(b.slug));
  const start = (filter.page - 1) * DIRECTORY_PAGE_SIZE;
  return {
    profiles: found.slice(start, start + DIRECTORY_PAGE_SIZE).map(toCard),
    pages: Math.ceil(found.length / DIRECTORY_PAGE_SIZE),
    total: found.length,
  };
}

function toCard(c: AffiliateCardItem): AffiliateDirectoryCard {
  return {
    slug: c.slug,
    name: c.name,
    summary: c.summary,
    isAccountant: c.isAccountant,
    industryId: c.industryId,
    industryName: industryNameOf(c.industryId),
    town: c.town,
    logoUrl: c.logoUrl,
  };
}
