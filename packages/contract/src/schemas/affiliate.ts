/** The affiliate directory: a business's listing and its enrolment. */
import * as z from 'zod';

export const AffiliateState = z.object({ enabled: z.boolean(), enrolled: z.boolean(), hasActiveProfile: z.boolean() });
export const AffiliateProfile = z.object({
  name: z.string(),
  description: z.string(),
  slug: z.string().max(64),
  isAccountant: z.boolean(),
  logoBase64: z.string().nullable(),
  vrn: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  otherSocials: z.string().nullable(),
});
export const AffiliateProfileSubmit = z.object({
  slug: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  isAccountant: z.boolean(),
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
});
export const AffiliateEnroll = z.object({
  industryId: z.number().int().nullable().optional(),
  firstLineOfAddress: z.string().max(200).nullable().optional(),
  town: z.string().max(100).nullable().optional(),
  region: z.string().max(100).nullable().optional(),
  country: z.string().max(100).nullable().optional(),
  postalCode: z.string().max(20).nullable().optional(),
  emailAddress: z.string().max(254).nullable().optional(),
  phoneNumber: z.string().max(40).nullable().optional(),
  website: z.string().max(300).nullable().optional(),
  termsAndConditions: z.literal(true, { error: 'You must agree to the terms and conditions' }),
});
