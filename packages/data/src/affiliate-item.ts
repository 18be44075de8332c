import * as z from 'zod/mini';
import { INDUSTRIES } from '@bk/domain';

const text = z._default(z.nullable(z.string()), null);

/** The enrolment of a business in the affiliate programme (SPEC §3 enrol form), decision 0061. */
export const AffiliateEnrolmentItem = z.object({
  businessId: z.string(),
  industryId: z._default(z.nullable(z.number().check(z.int())), null),
  firstLineOfAddress: text,
  town: text,
  region: text,
  country: text,
  postalCode: text,
  emailAddress: text,
  phoneNumber: text,
  website: text,
  /** When the terms were agreed to (SPEC §5: enrolment requires it). */
  termsAcceptedAt: z.string(),
  enrolledAt: z.string(),
  enrolledBy: z.string(),
  updatedAt: z.string(),
});
export type AffiliateEnrolmentItem = z.infer<typeof AffiliateEnrolmentItem>;

export const AffiliateIncludes = z.object({
  logo: z.boolean(),
  emailAddress: z.boolean(),
  phoneNumber: z.boolean(),
  website: z.boolean(),
  address: z.boolean(),
  vrn: z.boolean(),
  twitter: z.boolean(),
  facebook: z.boolean(),
  linkedin: z.boolean(),
  otherSocials: z.boolean(),
});
export type AffiliateIncludes = z.infer<typeof AffiliateIncludes>;

/**
 * A profile as submitted: what the affiliate typed (name, description, slug, accountant, the
 * 'Show on profile' choices) and the business's and enrolment's values at that moment, so a later
 * edit of the business does not change what an operator approved.
 */
export const AffiliateProfileValues = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  isAccountant: z.boolean(),
  include: AffiliateIncludes,
  industryId: z.nullable(z.number().check(z.int())),
  vrn: text,
  emailAddress: text,
  phoneNumber: text,
  website: text,
  firstLineOfAddress: text,
  town: text,
  region: text,
  country: text,
  postalCode: text,
  twitterHandle: text,
  facebookProfile: text,
  linkedinProfile: text,
  otherSocials: text,
  /** The business logo's key in the files bucket when submitted (the operator copies it to the public prefix). */
  logoKey: text,
});
export type AffiliateProfileValues = z.infer<typeof AffiliateProfileValues>;

export const AffiliateSubmissionItem = z.object({
  businessId: z.string(),
  state: z.enum(['PENDING', 'REJECTED', 'ACTIVE', 'INACTIVE']),
  publicNote: z._default(z.nullable(z.string()), null),
  createdAt: z.string(),
  submittedBy: z.string(),
  reviewedAt: z._default(z.nullable(z.string()), null),
  profile: AffiliateProfileValues,
});
export type AffiliateSubmissionItem = z.infer<typeof AffiliateSubmissionItem>;

/** The approved profile the public sees; a newer submission leaves it as it is until approved. */
export const AffiliatePublishedItem = z.object({
  businessId: z.string(),
  slug: z.string(),
  publishedAt: z.string(),
  /** `createdAt` of the submission this was approved from. */
  submittedAt: z.string(),
  /** The logo's public address (decision 0062), null when not shown. */
  logoUrl: z._default(z.nullable(z.string()), null),
  profile: AffiliateProfileValues,
});
export type AffiliatePublishedItem = z.infer<typeof AffiliatePublishedItem>;

/** What the directory list reads of one published profile (small, so the whole list is one Query). */
export const AffiliateCardItem = z.object({
  businessId: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  isAccountant: z.boolean(),
  industryId: z.nullable(z.number().check(z.int())),
  town: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
  /** Folded ({@link foldText}) name and the description's first {@link SEARCH_TEXT_MAX} characters, for the text search. */
  searchText: z.string(),
  publishedAt: z.string(),
});
export type AffiliateCardItem = z.infer<typeof AffiliateCardItem>;

export const AFFILIATE_STAT_FIELDS = [
  'profileViews',
  'websiteClicks',
  'twitterClicks',
  'facebookClicks',
  'linkedinClicks',
] as const;
export type AffiliateStatField = (typeof AFFILIATE_STAT_FIELDS)[number];
export type AffiliateStats = Record<AffiliateStatField, number>;

const SUMMARY_MAX = 240;
/** How much of a description the text search reads: enough for the services an affiliate names first. */
export const SEARCH_TEXT_MAX = 600;

/** The start of a description for a card: whole words, at most {@link SUMMARY_MAX} characters. */
export function summaryOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_MAX) return flat;
  const cut = flat.slice(0, SUMMARY_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Text as the directory search compares it: lower case, accents dropped ('Émile' finds 'emile'). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function industryNameOf(industryId: number | null): string | null {
  return INDUSTRIES.find((i) => i.id === industryId)?.name ?? null;
}

/** The card of a published profile: the town only when the affiliate shows the address. */
export function cardOf(published: AffiliatePublishedItem): AffiliateCardItem {
  const p = published.profile;
  const summary = summaryOf(p.description);
  return {
    businessId: published.businessId,
    slug: published.slug,
    name: p.name,
    summary,
    isAccountant: p.isAccountant,
    industryId: p.industryId,
    town: p.include.address ? p.town : null,
    logoUrl: p.include.logo ? published.logoUrl : null,
    searchText: foldText(`${p.name} ${p.description.replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX)}`),
    publishedAt: published.publishedAt,
  };
}
