/** The affiliate directory: a business's listing and its enrolment. */
import * as z from 'zod';
import { AddressContactEdit } from './common';

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
  ...AddressContactEdit.shape,
  termsAndConditions: z.literal(true, { error: 'You must agree to the terms and conditions' }),
});
