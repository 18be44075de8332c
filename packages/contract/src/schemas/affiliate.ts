/** The affiliate programme: a business's enrolment, its profile and the public directory (SPEC §3 Affiliate). */
import * as z from 'zod/mini';
import { AddressContactEdit, IsoDate, IsoDateTime, TERMS_REQUIRED_MESSAGE } from './common';

export const AffiliateState = z.object({ enabled: z.boolean(), enrolled: z.boolean(), hasActiveProfile: z.boolean() });

/**
 * The fixed prefix of a public profile's address under the app (SPEC §9): `<APP_URL>/directory/<slug>`;
 * the directory itself is `<APP_URL>/directory`.
 */
export const AFFILIATE_DIRECTORY_PATH = '/directory';
/** The website badge, a static SVG of the web build (web/public), under the app's address. */
export const AFFILIATE_BADGE_PATH = '/affiliate-badge.svg';

/** SPEC §9: a profile address (slug) is at most 64 characters. */
export const AFFILIATE_SLUG_MAX = 64;
/** Kebab case: lower-case letters and digits in words joined by single hyphens (SPEC §5). */
export const AFFILIATE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const AFFILIATE_SLUG_MESSAGE = 'Use lower-case letters and digits separated by single hyphens';
/** SPEC §5: the words the slug check answers on `slug` when another profile holds it. */
export const AFFILIATE_SLUG_TAKEN = 'URL is already in use by another profile';

export const AffiliateSlug = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(AFFILIATE_SLUG_MAX),
    z.regex(AFFILIATE_SLUG_PATTERN, AFFILIATE_SLUG_MESSAGE),
  );

/** Letters NFKD does not split into a plain letter and an accent. */
const LETTERS_WITHOUT_ACCENT: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd' };

/**
 * The slug a name suggests (SPEC §5 "derived from the name in kebab case"): accents dropped, every
 * run of other characters one hyphen (apostrophes none), cut at 64 without a trailing hyphen.
 * @example affiliateSlugOf('Smith & Jones Accountants Ltd') // 'smith-jones-accountants-ltd'
 */
export function affiliateSlugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[ßæøœłđ]/g, (c) => LETTERS_WITHOUT_ACCENT[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, AFFILIATE_SLUG_MAX)
    .replace(/-+$/, '');
}

/** The 'Show on profile' choices (SPEC §3 submit request): which fields the public profile shows. */
const SHOW_ON_PROFILE = {
  includeLogo: z.boolean(),
  includeEmailAddress: z.boolean(),
  includePhoneNumber: z.boolean(),
  includeWebsite: z.boolean(),
  includeAddress: z.boolean(),
  includeVrn: z.boolean(),
  includeTwitter: z.boolean(),
  includeFacebook: z.boolean(),
  includeLinkedin: z.boolean(),
  includeOtherSocials: z.boolean(),
};

/** A profile's details (SPEC §3 profile), each null when not given or not shown. */
const PROFILE_DETAILS = {
  vrn: z.nullable(z.string()),
  emailAddress: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  website: z.nullable(z.string()),
  address: z.nullable(z.string()),
  twitterHandle: z.nullable(z.string()),
  facebookProfile: z.nullable(z.string()),
  linkedinProfile: z.nullable(z.string()),
  otherSocials: z.nullable(z.string()),
};

/** The profile a business submitted (SPEC §3), its values as the business had them when it was submitted. */
export const AffiliateProfile = z.object({
  name: z.string(),
  description: z.string(),
  slug: z.string().check(z.maxLength(AFFILIATE_SLUG_MAX)),
  isAccountant: z.boolean(),
  logoBase64: z.nullable(z.string()),
  ...PROFILE_DETAILS,
  /** The 'Show on profile' choices it was submitted with, so Edit Profile starts from them. */
  ...SHOW_ON_PROFILE,
});

/** Profile text is plain text: no markup is interpreted anywhere it is shown. */
const PlainText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const AffiliateProfileSubmit = z.object({
  slug: AffiliateSlug,
  name: PlainText(200).check(z.minLength(1)),
  description: PlainText(5000),
  isAccountant: z.boolean(),
  ...SHOW_ON_PROFILE,
});

export const AffiliateEnroll = z.object({
  industryId: z.optional(z.nullable(z.number().check(z.int()))),
  ...AddressContactEdit.shape,
  termsAndConditions: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
});

/** SPEC §3: the profile state ids, with the colour the web shows each in. */
export const AFFILIATE_PROFILE_STATES = {
  PENDING: { id: 100, name: 'Pending', colour: 'primary' },
  REJECTED: { id: 200, name: 'Rejected', colour: 'danger' },
  ACTIVE: { id: 300, name: 'Active', colour: 'success' },
  INACTIVE: { id: 350, name: 'Inactive', colour: 'light' },
} as const;
export type AffiliateProfileStateName = keyof typeof AFFILIATE_PROFILE_STATES;

/** The state of the latest submission (SPEC §3 "profile state"); null when nothing was submitted. */
export const AffiliateProfileState = z.object({
  id: z.union([z.literal(100), z.literal(200), z.literal(300), z.literal(350)]),
  name: z.string(),
  desc: z.string(),
  publicNote: z.nullable(z.string()),
  createdDate: IsoDateTime,
  /** A profile approved earlier is still public while this one waits (SPEC §4). */
  hasPublishedProfile: z.boolean(),
  /** The public address of the published profile, null when none is published. */
  publishedUrl: z.nullable(z.string()),
});

export const AffiliateStats = z.object({
  profileViews: z.number().check(z.int(), z.nonnegative()),
  websiteClicks: z.number().check(z.int(), z.nonnegative()),
  twitterClicks: z.number().check(z.int(), z.nonnegative()),
  facebookClicks: z.number().check(z.int(), z.nonnegative()),
  linkedinClicks: z.number().check(z.int(), z.nonnegative()),
});

/**
 * Sharing tools of the published profile (SPEC §3 links, with what the dashboard copies): each
 * link is the profile's public address; `tweetProfileLink` opens a tweet of `tweetText`.
 */
export const AffiliateLinks = z.object({
  profileUrl: z.string(),
  tweetText: z.string(),
  tweetProfileLink: z.string(),
  emailProfileLink: z.string(),
  /** The e-mail signature: HTML (a link with the badge image) and plain text. */
  emailBadgeLink: z.string(),
  emailSignaturePlain: z.string(),
  websiteProfileLink: z.string(),
  /** HTML a website pastes to show the badge linking to the profile. */
  websiteBadgeLink: z.string(),
  /** The badge image itself (a static SVG of the web build). */
  badgeImageUrl: z.string(),
  otherProfileLink: z.string(),
});

/** The public directory's filters (query strings, so CloudFront can cache each answer). */
export const AffiliateDirectoryQuery = z.object({
  /** Words found in the name or description. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  industryId: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  town: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** `true`: accountants only. */
  accountants: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((v) => v === 'true'),
  ),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
});

/** What a listing card shows: only what the affiliate chose to show. */
export const AffiliateDirectoryCard = z.object({
  slug: z.string(),
  name: z.string(),
  /** The description's start, for the card. */
  summary: z.string(),
  isAccountant: z.boolean(),
  industryId: z.nullable(z.number().check(z.int())),
  industryName: z.nullable(z.string()),
  /** Shown only when the affiliate shows the address. */
  town: z.nullable(z.string()),
  /** The logo's public address, when the affiliate shows it. */
  logoUrl: z.nullable(z.string()),
});

export const AffiliateDirectoryPage = z.object({
  profiles: z.array(AffiliateDirectoryCard),
  pages: z.number().check(z.int(), z.gte(0)),
  total: z.number().check(z.int(), z.gte(0)),
});

/** One published profile as anyone sees it: every contact field is null unless the affiliate shows it. */
export const AffiliatePublicProfile = z.extend(z.omit(AffiliateDirectoryCard, { summary: true }), {
  description: z.string(),
  ...PROFILE_DETAILS,
  publishedDate: IsoDate,
});

/** What a beacon counts: a view of the profile page, or a click on one of its links. */
export const AFFILIATE_EVENT_KINDS = ['view', 'website', 'twitter', 'facebook', 'linkedin'] as const;
export type AffiliateEventKind = (typeof AFFILIATE_EVENT_KINDS)[number];
export const AffiliateEvent = z.object({ kind: z.enum(AFFILIATE_EVENT_KINDS) });

export type AffiliateState = z.infer<typeof AffiliateState>;
export type AffiliateProfile = z.infer<typeof AffiliateProfile>;
export type AffiliateProfileState = z.infer<typeof AffiliateProfileState>;
export type AffiliateStats = z.infer<typeof AffiliateStats>;
export type AffiliateLinks = z.infer<typeof AffiliateLinks>;
export type AffiliateDirectoryCard = z.infer<typeof AffiliateDirectoryCard>;
export type AffiliateDirectoryPage = z.infer<typeof AffiliateDirectoryPage>;
export type AffiliatePublicProfile = z.infer<typeof AffiliatePublicProfile>;
