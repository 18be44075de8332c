import { AFFILIATE_SLUG_MAX, affiliateSlugOf, routes, type Business, type ResponseOf } from '@bk/contract';
import { formSchema } from '../../lib/form-schema';

export type AffiliateProfile = NonNullable<ResponseOf<'affiliateProfile'>>;

/** The 'Show on profile' choices the submit request carries (SPEC §3 "include flags"). */
export type IncludeFlag =
  | 'includeLogo'
  | 'includeVrn'
  | 'includeEmailAddress'
  | 'includePhoneNumber'
  | 'includeWebsite'
  | 'includeAddress'
  | 'includeTwitter'
  | 'includeFacebook'
  | 'includeLinkedin'
  | 'includeOtherSocials';

/** Edit Profile as the inputs hold it. */
export type ProfileValues = {
  name: string;
  description: string;
  slug: string;
  isAccountant: boolean;
} & Record<IncludeFlag, boolean>;

/** The values a profile can show: the profile last submitted's, or the business's before the first. */
export interface ShownValues {
  logo: boolean;
  vrn: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  website: string | null;
  address: string | null;
  twitterHandle: string | null;
  facebookProfile: string | null;
  linkedinProfile: string | null;
  otherSocials: string | null;
}

const joined = (...parts: (string | null)[]) => parts.filter((p) => p !== null && p.trim() !== '').join(', ') || null;

/**
 * What the checkboxes describe. The server takes the values when the profile is submitted (from
 * the enrolment, else the business), so before a first submission the business's are a guide.
 */
export function shownValues(profile: AffiliateProfile | null, business: Business): ShownValues {
  if (profile) return { ...profile, logo: profile.logoBase64 !== null };
  return {
    ...business,
    logo: business.logoBase64 !== null,
    address: joined(business.firstLineOfAddress, business.town, business.postalCode),
  };
}

export interface ShowOption {
  flag: IncludeFlag;
  label: string;
  value: (values: ShownValues) => string | null;
}

/** SPEC §2 Edit profile's 'Show on profile' checkboxes, in its order (industry is always shown). */
export const SHOW_OPTIONS: readonly ShowOption[] = [
  { flag: 'includeLogo', label: 'Logo', value: (v) => (v.logo ? 'Your business logo' : null) },
  { flag: 'includeVrn', label: 'VAT number', value: (v) => v.vrn },
  { flag: 'includeEmailAddress', label: 'Email', value: (v) => v.emailAddress },
  { flag: 'includePhoneNumber', label: 'Phone', value: (v) => v.phoneNumber },
  { flag: 'includeWebsite', label: 'Website', value: (v) => v.website },
  { flag: 'includeAddress', label: 'Address', value: (v) => v.address },
  { flag: 'includeTwitter', label: 'Twitter', value: (v) => v.twitterHandle },
  { flag: 'includeFacebook', label: 'Facebook', value: (v) => v.facebookProfile },
  { flag: 'includeLinkedin', label: 'LinkedIn', value: (v) => v.linkedinProfile },
  { flag: 'includeOtherSocials', label: 'Other socials', value: (v) => v.otherSocials },
];

/**
 * A first profile offers what a client needs to get in touch (logo, e-mail, phone, website: the
 * directory leaves out any that are empty); the VAT number, the address and the socials are shown
 * only when the person ticks them.
 */
const FIRST_CHOICES: ReadonlySet<IncludeFlag> = new Set([
  'includeLogo',
  'includeEmailAddress',
  'includePhoneNumber',
  'includeWebsite',
]);

/** The form's starting values: the profile last submitted, or a first one from the active business. */
export function profileToForm(profile: AffiliateProfile | null, business: Business): ProfileValues {
  const flags = Object.fromEntries(
    SHOW_OPTIONS.map(({ flag }) => [flag, profile ? profile[flag] : FIRST_CHOICES.has(flag)]),
  ) as Record<IncludeFlag, boolean>;
  return {
    name: profile?.name ?? business.name,
    description: profile?.description ?? '',
    slug: profile?.slug ?? affiliateSlugOf(business.name),
    isAccountant: profile?.isAccountant ?? false,
    ...flags,
  };
}

/** Edit Profile, checked by the contract's AffiliateProfileSubmit (decision 0032): kebab case, at most 64. */
export const profileForm = formSchema(routes.affiliateProfileSubmit.body, {
  toBody: (values: ProfileValues) => values,
  messages: {
    name: { blank: 'Business name cannot be blank' },
    slug: {
      blank: 'Enter the address of your profile',
      too_big: `The address can be at most ${AFFILIATE_SLUG_MAX} characters long`,
    },
  },
});

/** Edit Profile's fields as the server names them, with the labels the screen gives them. */
export const PROFILE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Business name',
  description: 'Description',
  slug: 'Profile URL',
  isAccountant: 'We are accountants or bookkeepers',
  ...Object.fromEntries(SHOW_OPTIONS.map((o) => [o.flag, `Show ${o.label}`])),
};
