import type { Business } from '@bk/contract';
import { AFFILIATE_SLUG_MESSAGE, AFFILIATE_SLUG_TAKEN } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import { profileForm, profileToForm, type AffiliateProfile } from './profile-form';

function business(overrides: Partial<Business> = {}): Business {
  return {
    id: 'b1',
    name: 'Smith & Jones Ltd',
    businessTypeId: 1,
    industryId: 4,
    crn: null,
    enableVat: true,
    vrn: '123456789',
    scheme: null,
    flatRatePercent: null,
    vatRegistrationDate: null,
    flatRateJoinDate: null,
    firstLineOfAddress: '1 High Street',
    town: 'Leeds',
    region: null,
    country: null,
    postalCode: 'LS1 1AA',
    formattedAddress: null,
    emailAddress: 'hello@smith.example',
    phoneNumber: null,
    website: 'https://smith.example',
    twitterHandle: '@smith',
    facebookProfile: null,
    linkedinProfile: null,
    otherSocials: null,
    logoBase64: null,
    businessRole: { id: 10, name: 'Administrator' },
    ...overrides,
  };
}

const profile: AffiliateProfile = {
  name: 'Smith and Jones',
  description: 'We keep books.',
  slug: 'smith-and-jones',
  isAccountant: true,
  logoBase64: null,
  vrn: '123456789',
  emailAddress: null,
  phoneNumber: null,
  website: 'https://smith.example',
  address: null,
  twitterHandle: null,
  facebookProfile: null,
  linkedinProfile: null,
  otherSocials: null,
  includeLogo: false,
  includeEmailAddress: false,
  includePhoneNumber: false,
  includeWebsite: true,
  includeAddress: false,
  includeVrn: true,
  includeTwitter: false,
  includeFacebook: false,
  includeLinkedin: false,
  includeOtherSocials: false,
};

describe('Edit Profile form (SPEC §2 Affiliate, §5 slug)', () => {
  it('starts a first profile from the business: its name, the address derived from it, contact details offered', () => {
    const values = profileToForm(null, business());
    expect(values).toMatchObject({
      name: 'Smith & Jones Ltd',
      slug: 'smith-jones-ltd',
      description: '',
      isAccountant: false,
    });
    // What a client needs to get in touch is offered (the directory leaves out empty values).
    expect(values).toMatchObject({ includeEmailAddress: true, includeWebsite: true, includeLogo: true });
    expect(values).toMatchObject({ includePhoneNumber: true });
    // Shown only when ticked.
    expect(values).toMatchObject({ includeVrn: false, includeAddress: false, includeTwitter: false });
  });

  it('starts from the profile last submitted, with its choices', () => {
    const values = profileToForm(profile, business());
    expect(values).toMatchObject({ name: 'Smith and Jones', slug: 'smith-and-jones', isAccountant: true });
    expect(values).toMatchObject({ includeVrn: true, includeWebsite: true, includeEmailAddress: false });
  });

  it('refuses an address that is not kebab case in the contract\u2019s words, and a blank name', () => {
    const values = { ...profileToForm(null, business()), name: ' ', slug: 'Smith Jones' };
    expect(profileForm.validate(values)).toEqual({
      name: 'Business name cannot be blank',
      slug: AFFILIATE_SLUG_MESSAGE,
    });
    expect(AFFILIATE_SLUG_TAKEN).toBe('URL is already in use by another profile');
  });

  it('sends the body the contract checks, trimmed', () => {
    const values = { ...profileToForm(null, business()), name: ' Smith ', description: ' Books. ' };
    expect(profileForm.validate(values)).toEqual({});
    expect(profileForm.body(values)).toMatchObject({ name: 'Smith', description: 'Books.', slug: 'smith-jones-ltd' });
  });
});
