import type { AffiliateCardItem, AffiliatePublishedItem } from '@bk/data';
import { describe, expect, it } from 'vitest';
import { addressOf, directoryPage, DIRECTORY_PAGE_SIZE, publicProfileOf } from './public-profile';

const NONE = {
  logo: false,
  emailAddress: false,
  phoneNumber: false,
  website: false,
  address: false,
  vrn: false,
  twitter: false,
  facebook: false,
  linkedin: false,
  otherSocials: false,
};

const published: AffiliatePublishedItem = {
  businessId: 'b1',
  slug: 'ledger-co',
  publishedAt: '2026-11-26T09:00:00.000Z',
  submittedAt: '2026-11-25T09:00:00.000Z',
  logoUrl: 'https://cdn.example/logo.png',
  profile: {
    slug: 'ledger-co',
    name: 'Ledger & Co',
    description: 'Books',
    isAccountant: true,
    include: { ...NONE, emailAddress: true, address: true },
    industryId: 1,
    vrn: 'GB123456789',
    emailAddress: 'hi@ledger.example',
    phoneNumber: '0113 496 0000',
    website: 'https://ledger.example',
    firstLineOfAddress: '1 High Street',
    town: 'Leeds',
    region: null,
    country: 'United Kingdom',
    postalCode: 'LS1 1AA',
    twitterHandle: '@ledger',
    facebookProfile: null,
    linkedinProfile: null,
    otherSocials: null,
    logoKey: 'businesses/b1/logo/x.png',
  },
};

describe('publicProfileOf', () => {
  it('shows only what the affiliate chose, and the industry always', () => {
    expect(publicProfileOf(published)).toEqual({
      slug: 'ledger-co',
      name: 'Ledger & Co',
      description: 'Books',
      isAccountant: true,
      industryId: 1,
      industryName: 'Accountancy and bookkeeping',
      logoUrl: null,
      vrn: null,
      emailAddress: 'hi@ledger.example',
      phoneNumber: null,
      website: null,
      address: '1 High Street, Leeds, LS1 1AA, United Kingdom',
      town: 'Leeds',
      twitterHandle: null,
      facebookProfile: null,
      linkedinProfile: null,
      otherSocials: null,
      publishedDate: '2026-11-26',
    });
  });

  it('joins the filled parts of an address', () => {
    expect(addressOf({ firstLineOfAddress: ' ', town: 'York', region: null, postalCode: null, country: null })).toBe(
      'York',
    );
    expect(
      addressOf({ firstLineOfAddress: null, town: null, region: null, postalCode: null, country: null }),
    ).toBeNull();
  });
});

const card = (name: string, over: Partial<AffiliateCardItem> = {}): AffiliateCardItem => ({
  businessId: name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  summary: '',
  isAccountant: false,
  industryId: 2,
  town: null,
  logoUrl: null,
  searchText: name.toLowerCase(),
  publishedAt: '2026-11-26T09:00:00.000Z',
  ...over,
});

describe('directoryPage', () => {
  const cards = [
    card('Zebra Books', {
      isAccountant: true,
      industryId: 1,
      town: 'Leeds',
      searchText: 'zebra books payroll and vat',
    }),
    card('alpha design', { town: 'Bradford' }),
    card('Émile Accountants', { isAccountant: true, industryId: 1, town: 'Léeds', searchText: 'emile accountants' }),
  ];
  const all = { accountants: false, page: 1 };

  it('sorts by name whatever the case and accents', () => {
    expect(directoryPage(cards, all).profiles.map((c) => c.name)).toEqual([
      'alpha design',
      'Émile Accountants',
      'Zebra Books',
    ]);
  });

  // Cards keep their search text folded (cardOf in @bk/data); what is typed is folded here.
  it('searches every word, folds accents, filters by industry, town and accountants', () => {
    expect(directoryPage(cards, { ...all, q: 'VAT payroll' }).profiles.map((c) => c.name)).toEqual(['Zebra Books']);
    expect(directoryPage(cards, { ...all, q: 'emile' }).total).toBe(1);
    expect(directoryPage(cards, { ...all, town: 'leeds' }).total).toBe(2);
    expect(directoryPage(cards, { ...all, industryId: 2 }).total).toBe(1);
    expect(directoryPage(cards, { accountants: true, page: 1 }).total).toBe(2);
    expect(directoryPage(cards, { ...all, q: 'nothing like it' })).toEqual({ profiles: [], pages: 0, total: 0 });
  });

  it('pages by DIRECTORY_PAGE_SIZE', () => {
    const many = Array.from({ length: DIRECTORY_PAGE_SIZE + 1 }, (_, i) => card(`Firm ${String(i).padStart(2, '0')}`));
    const second = directoryPage(many, { ...all, page: 2 });
    expect(second.pages).toBe(2);
    expect(second.total).toBe(DIRECTORY_PAGE_SIZE + 1);
    expect(second.profiles.map((c) => c.name)).toEqual([`Firm ${DIRECTORY_PAGE_SIZE}`]);
  });
});
