import {
  AFFILIATE_PROFILE_STATES,
  AFFILIATE_SLUG_MESSAGE,
  AFFILIATE_SLUG_PATTERN,
  type AffiliateProfile,
  type AffiliateProfileState,
  type AffiliateProfileSubmit,
} from '@bk/contract';
import type {
  AffiliateEnrolmentItem,
  AffiliateProfileValues,
  AffiliatePublishedItem,
  AffiliateSubmissionItem,
  BusinessItem,
} from '@bk/data';
import type * as z from 'zod/mini';
import type { BusinessRequestContext } from '../shared/api/types';
import { ValidationError } from '../shared/errors';
import { sessionBusiness } from './enrolment';
import { affiliates, requireEnrolment } from './guards';
import { profileUrlOf } from './links';
import { AFFILIATE_MESSAGES, STATE_DESCRIPTIONS } from './messages';
import { addressOf } from './public-profile';

type SubmitBody = z.output<typeof AffiliateProfileSubmit>;

/**
 * The profile as it will be reviewed: what was typed, and the business's details now (the
 * enrolment's address and contact details first, as the affiliate confirmed them on joining).
 */
export function profileValues(
  body: SubmitBody,
  business: BusinessItem,
  enrolment: AffiliateEnrolmentItem,
): AffiliateProfileValues {
  return {
    slug: body.slug,
    name: body.name,
    description: body.description,
    isAccountant: body.isAccountant,
    include: {
      logo: body.includeLogo,
      emailAddress: body.includeEmailAddress,
      phoneNumber: body.includePhoneNumber,
      website: body.includeWebsite,
      address: body.includeAddress,
      vrn: body.includeVrn,
      twitter: body.includeTwitter,
      facebook: body.includeFacebook,
      linkedin: body.includeLinkedin,
      otherSocials: body.includeOtherSocials,
    },
    industryId: enrolment.industryId ?? business.industryId,
    vrn: business.vrn,
    emailAddress: enrolment.emailAddress ?? business.emailAddress,
    phoneNumber: enrolment.phoneNumber ?? business.phoneNumber,
    website: enrolment.website ?? business.website,
    firstLineOfAddress: enrolment.firstLineOfAddress ?? business.firstLineOfAddress,
    town: enrolment.town ?? business.town,
    region: enrolment.region ?? business.region,
    country: enrolment.country ?? business.country,
    postalCode: enrolment.postalCode ?? business.postalCode,
    twitterHandle: business.twitterHandle,
    facebookProfile: business.facebookProfile,
    linkedinProfile: business.linkedinProfile,
    otherSocials: business.otherSocials,
    logoKey: business.logoKey,
  };
}

/**
 * Submit the profile for approval (SPEC §2 Edit profile). The slug is claimed first, with a
 * condition, so of two businesses submitting one slug at once exactly one gets it; the other
 * hears 'URL is already in use by another profile' on `slug`. A slug the business held only for
 * an earlier pending change is given back. A published profile stays as it is until this one is
 * approved (SPEC §4).
 */
export async function submitProfile(body: SubmitBody, ctx: BusinessRequestContext): Promise<{ ok: true }> {
  const enrolment = await requireEnrolment(ctx.business.id);
  const business = await sessionBusiness(ctx.business.id);
  const repo = affiliates();
  if (!(await repo.claimSlug(body.slug, business.id, ctx.now)))
    throw new ValidationError([{ field: 'slug', message: AFFILIATE_MESSAGES.slugTaken }]);
  const [before, published] = await Promise.all([
    repo.getSubmission(business.id),
    repo.getPublished(business.id, true),
  ]);
  await repo.putSubmission({
    businessId: business.id,
    state: 'PENDING',
    publicNote: null,
    createdAt: ctx.now.toISOString(),
    submittedBy: ctx.caller.user.id,
    reviewedAt: null,
    profile: profileValues(body, business, enrolment),
  });
  const left = before?.profile.slug;
  if (left && left !== body.slug && left !== published?.slug) await repo.releaseSlug(left, business.id);
  return { ok: true };
}

/** SPEC §5: whether the slug is free for this business (its own slugs are). */
export async function slugAvailable(slug: string, ctx: BusinessRequestContext): Promise<{ available: boolean }> {
  await requireEnrolment(ctx.business.id);
  if (!AFFILIATE_SLUG_PATTERN.test(slug))
    throw new ValidationError([{ field: 'slug', message: AFFILIATE_SLUG_MESSAGE }]);
  return { available: await affiliates().isSlugFree(slug, ctx.business.id, ctx.now) };
}

/** SPEC §3 profile: the latest submission with every value it carries and its 'Show on profile' choices. */
export function toProfile(values: AffiliateProfileValues, logoBase64: string | null): AffiliateProfile {
  return {
    name: values.name,
    description: values.description,
    slug: values.slug,
    isAccountant: values.isAccountant,
    logoBase64,
    vrn: values.vrn,
    emailAddress: values.emailAddress,
    phoneNumber: values.phoneNumber,
    website: values.website,
    address: addressOf(values),
    twitterHandle: values.twitterHandle,
    facebookProfile: values.facebookProfile,
    linkedinProfile: values.linkedinProfile,
    otherSocials: values.otherSocials,
    includeLogo: values.include.logo,
    includeEmailAddress: values.include.emailAddress,
    includePhoneNumber: values.include.phoneNumber,
    includeWebsite: values.include.website,
    includeAddress: values.include.address,
    includeVrn: values.include.vrn,
    includeTwitter: values.include.twitter,
    includeFacebook: values.include.facebook,
    includeLinkedin: values.include.linkedin,
    includeOtherSocials: values.include.otherSocials,
  };
}

export async function getProfile(ctx: BusinessRequestContext): Promise<AffiliateProfile | null> {
  await requireEnrolment(ctx.business.id);
  const submission = await affiliates().getSubmission(ctx.business.id);
  // The logo is the business's (Edit Profile shows it from the business): no S3 read here keeps
  // this function without file access and without the S3 client in its bundle.
  return submission ? toProfile(submission.profile, null) : null;
}

/** SPEC §3 profile state, saying when a change waits while the approved profile stays published. */
export function toProfileState(
  submission: AffiliateSubmissionItem,
  published: AffiliatePublishedItem | null,
): AffiliateProfileState {
  const state = AFFILIATE_PROFILE_STATES[submission.state];
  const pendingChange = submission.state === 'PENDING' && published !== null;
  return {
    id: state.id,
    name: state.name,
    desc: pendingChange ? STATE_DESCRIPTIONS.PENDING_CHANGE : STATE_DESCRIPTIONS[submission.state],
    publicNote: submission.publicNote,
    createdDate: submission.createdAt,
    hasPublishedProfile: published !== null,
    publishedUrl: published ? profileUrlOf(published.slug) : null,
  };
}

export async function getProfileState(ctx: BusinessRequestContext): Promise<AffiliateProfileState | null> {
  await requireEnrolment(ctx.business.id);
  const [submission, published] = await Promise.all([
    affiliates().getSubmission(ctx.business.id),
    affiliates().getPublished(ctx.business.id, true),
  ]);
  return submission ? toProfileState(submission, published) : null;
}
