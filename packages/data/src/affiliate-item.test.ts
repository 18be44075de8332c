import { describe, expect, it } from 'vitest';
import { cardOf, foldText, summaryOf, type AffiliatePublishedItem } from './affiliate-item';

const include = {
  logo: true,
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

describe('directory cards', () => {
  const published: AffiliatePublishedItem = {
    businessId: 'b1',
    slug: 'cafe-creme',
    publishedAt: '2026-11-26T09:00:00.000Z',
    submittedAt: '2026-11-25T09:00:00.000Z',
    logoUrl: '/public/logos/abc.png',
    profile: {
      slug: 'cafe-creme',
      name: 'Café Crème',
      description: `Bookkeeping\n\nfor  cafés. ${'More words here. '.repeat(40)}`,
      isAccountant: false,
      include,
      industryId: 8,
      vrn: null,
      emailAddress: null,
      phoneNumber: null,
      website: null,
      firstLineOfAddress: '1 Market St',
      town: 'York',
      region: null,
      country: null,
      postalCode: null,
      twitterHandle: null,
      facebookProfile: null,
      linkedinProfile: null,
      otherSocials: null,
      logoKey: 'business/b1/logo/x.png',
    },
  };

  it('keeps what the card shows, the town only with the address, the search text folded', () => {
    const card = cardOf(published);
    expect(card).toMatchObject({
      slug: 'cafe-creme',
      name: 'Café Crème',
      town: null,
      logoUrl: '/public/logos/abc.png',
    });
    expect(card.searchText.startsWith('cafe creme bookkeeping for cafes.')).toBe(true);
    expect(card.searchText.length).toBeLessThanOrEqual(11 + 600);
    expect(
      cardOf({ ...published, profile: { ...published.profile, include: { ...include, address: true } } }).town,
    ).toBe('York');
    expect(
      cardOf({ ...published, profile: { ...published.profile, include: { ...include, logo: false } } }).logoUrl,
    ).toBeNull();
  });

  it('cuts a long description at a word for the summary', () => {
    const summary = summaryOf(published.profile.description);
    expect(summary.length).toBeLessThanOrEqual(240);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.startsWith('Bookkeeping for cafés.')).toBe(true);
    expect(summaryOf('Short.')).toBe('Short.');
    expect(foldText('ÉMILE')).toBe('emile');
  });
});
