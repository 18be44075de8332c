import { describe, expect, it } from 'vitest';
import type { AffiliateProfileValues, AffiliateReview } from '@bk/data';
import { parseAffiliateArgs, PUBLIC_NOTE_MAX } from './affiliate-commands';
import { deliverySettings } from './affiliate-connect';
import { publicLogoKeyOf, publicLogoName } from './affiliate-logo';
import { profileChanges, showText } from './affiliate-review-text';

describe('affiliate command arguments', () => {
  it('lists pending profiles by default, or those of the state asked for', () => {
    expect(parseAffiliateArgs(['list'])).toEqual({ command: 'list', state: 'PENDING' });
    expect(parseAffiliateArgs(['list', '--state', 'Rejected'])).toEqual({ command: 'list', state: 'REJECTED' });
    expect(parseAffiliateArgs(['list', '--state', 'inactive'])).toEqual({ command: 'list', state: 'INACTIVE' });
  });

  it('reads show, approve with or without a note, and reject with a note in words or quoted', () => {
    expect(parseAffiliateArgs(['show', 'b1'])).toEqual({ command: 'show', id: 'b1' });
    expect(parseAffiliateArgs(['approve', 'b1'])).toEqual({ command: 'approve', id: 'b1', publicNote: null });
    expect(parseAffiliateArgs(['approve', 'b1', 'Welcome aboard'])).toEqual({
      command: 'approve',
      id: 'b1',
      publicNote: 'Welcome aboard',
    });
    expect(parseAffiliateArgs(['reject', 'b1', 'Please', ' add  a', 'description'])).toEqual({
      command: 'reject',
      id: 'b1',
      publicNote: 'Please add a description',
    });
  });

  it('explains what is wrong instead of guessing', () => {
    // WHY: a reject without a note would e-mail the affiliate a refusal with no reason.
    expect(parseAffiliateArgs(['reject', 'b1'])).toMatchObject({
      command: 'help',
      error: expect.stringContaining('public note'),
    });
    expect(parseAffiliateArgs(['reject', 'b1', '  '])).toMatchObject({ command: 'help' });
    expect(parseAffiliateArgs(['approve'])).toMatchObject({ command: 'help', error: expect.stringContaining('id') });
    expect(parseAffiliateArgs(['show'])).toMatchObject({ command: 'help', error: expect.stringContaining('id') });
    expect(parseAffiliateArgs(['show', 'b1', 'extra'])).toMatchObject({ command: 'help' });
    expect(parseAffiliateArgs(['approve', '--note', 'x'])).toMatchObject({ command: 'help' });
    expect(parseAffiliateArgs(['list', '--state', 'live'])).toMatchObject({
      command: 'help',
      error: 'State must be pending, rejected, active or inactive',
    });
    expect(parseAffiliateArgs(['list', '--colour', 'red'])).toMatchObject({ command: 'help' });
    expect(parseAffiliateArgs(['reject', 'b1', 'x'.repeat(PUBLIC_NOTE_MAX + 1)])).toMatchObject({ command: 'help' });
    expect(parseAffiliateArgs(['publish'])).toEqual({ command: 'help', error: 'Unknown command publish' });
    expect(parseAffiliateArgs([])).toEqual({ command: 'help' });
  });
});

describe('affiliate command connection', () => {
  it('asks for every stage setting it lacks, naming where to find them', () => {
    expect(() => deliverySettings({ TABLE_NAME: 't' })).toThrow(/APP_URL, FILES_BUCKET, MAIL_FROM.*AppUrl/);
    expect(
      deliverySettings({ TABLE_NAME: 't', APP_URL: 'https://a.example/app', FILES_BUCKET: 'f', MAIL_FROM: 'm@x' }),
    ).toEqual({
      tableName: 't',
      appUrl: 'https://a.example/app',
      bucket: 'f',
      mailFrom: 'm@x',
      region: 'eu-west-2',
    });
  });

  it('says how to start the local stack when it is not running', () => {
    expect(() => deliverySettings({ DATA_DIR: '/nonexistent-a3' })).toThrow(/npm start/);
  });
});

describe('published logo names', () => {
  it('differ by business and by image, and only our own addresses map back to a key', () => {
    // WHY: removing one business's logo must never remove another's identical image, and a new
    // image must get a new address (CloudFront keeps a logo for a year).
    const png = new Uint8Array([1, 2, 3]);
    expect(publicLogoName('b1', png)).toMatch(/^[a-f0-9]{64}$/);
    expect(publicLogoName('b1', png)).not.toBe(publicLogoName('b2', png));
    expect(publicLogoName('b1', png)).not.toBe(publicLogoName('b1', new Uint8Array([1, 2, 4])));
    const key = `public/logos/${'a'.repeat(64)}.png`;
    expect(publicLogoKeyOf(`/${key}`)).toBe(key);
    expect(publicLogoKeyOf(`https://app.example/${key}`)).toBe(key);
    expect(publicLogoKeyOf('https://app.example/business/b1/logo/x.png')).toBeNull();
    expect(publicLogoKeyOf(null)).toBeNull();
  });
});

const values = (over: Partial<AffiliateProfileValues> = {}): AffiliateProfileValues => ({
  slug: 'smith-accounts',
  name: 'Smith Accounts',
  description: 'Bookkeeping for sole traders.',
  isAccountant: true,
  include: {
    logo: false,
    emailAddress: true,
    phoneNumber: false,
    website: true,
    address: false,
    vrn: false,
    twitter: false,
    facebook: false,
    linkedin: false,
    otherSocials: false,
  },
  industryId: null,
  vrn: null,
  emailAddress: 'hello@smith.example',
  phoneNumber: '01234 567890',
  website: 'https://smith.example',
  firstLineOfAddress: null,
  town: 'Leeds',
  region: null,
  country: null,
  postalCode: null,
  twitterHandle: null,
  facebookProfile: null,
  linkedinProfile: null,
  otherSocials: null,
  logoKey: null,
  ...over,
});

const review = (submitted: AffiliateProfileValues, published: AffiliateProfileValues | null): AffiliateReview => ({
  submission: {
    businessId: 'b1',
    state: 'PENDING',
    publicNote: null,
    createdAt: '2026-11-26T09:00:00.000Z',
    submittedBy: 'u1',
    reviewedAt: null,
    profile: submitted,
  },
  published: published && {
    businessId: 'b1',
    slug: published.slug,
    publishedAt: '2026-11-01T09:00:00.000Z',
    submittedAt: '2026-10-31T09:00:00.000Z',
    logoUrl: null,
    profile: published,
  },
  business: null,
  enrolment: null,
  contactEmail: 'owner@smith.example',
});

describe('show: what an approval changes', () => {
  it('marks only the fields the public would see differently', () => {
    // WHY: the operator approves the change, not the whole profile again; a hidden field that
    // changed changes nothing public, and a field newly shown does.
    const before = values();
    const after = values({
      description: 'Bookkeeping and VAT returns.',
      phoneNumber: '09999 000000',
      include: { ...before.include, address: true },
    });
    const changed = profileChanges(review(after, before)).filter((c) => c.changed);
    expect(changed.map((c) => c.label)).toEqual(['Description', 'Address']);
    expect(changed[1]).toMatchObject({ published: '(not shown)', submitted: 'Leeds' });
  });

  it('shows everything as new when nothing is published, and whom the outcome goes to', () => {
    const text = showText(review(values(), null)).join('\n');
    expect(text).toContain('Nothing published yet');
    expect(text).toContain('owner@smith.example');
    expect(profileChanges(review(values(), null)).every((c) => c.changed)).toBe(true);
  });
});
