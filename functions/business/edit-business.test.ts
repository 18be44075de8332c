import { describe, expect, it } from 'vitest';
import type { BusinessItem } from '@bk/data';
import { BusinessType, VatScheme } from '@bk/domain';
import { normaliseVrn } from '@bk/domain';
import { checkLogo, normaliseCrn, normaliseWebsite, planBusinessEdit } from './edit-business';

const current: BusinessItem = {
  id: 'b1',
  name: 'Old',
  businessTypeId: BusinessType.SOLE_TRADER,
  industryId: null,
  crn: null,
  enableVat: false,
  vrn: null,
  scheme: null,
  flatRatePercent: null,
  vatRegistrationDate: null,
  flatRateJoinDate: null,
  firstLineOfAddress: null,
  town: 'Leeds',
  region: null,
  country: null,
  postalCode: null,
  emailAddress: null,
  phoneNumber: null,
  website: null,
  twitterHandle: null,
  facebookProfile: null,
  linkedinProfile: null,
  otherSocials: null,
  logoKey: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('planBusinessEdit', () => {
  it('keeps the VAT registration and flat rate joining dates, checked against today in the UK', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const flat = { name: 'x', scheme: VatScheme.FLAT_RATE };
    const both = { ...flat, vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-04-01' };
    expect(planBusinessEdit(both, current, now)).toMatchObject({
      patch: { vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-04-01' },
      errors: [],
    });
    expect(
      planBusinessEdit({ ...flat, vatRegistrationDate: '2026-11-26', flatRateJoinDate: '2025-03-14' }, current, now)
        .errors,
    ).toEqual([
      { field: 'vatRegistrationDate', message: 'VAT registration date cannot be in the future' },
      {
        field: 'flatRateJoinDate',
        message: 'The date you joined the flat rate scheme cannot be before the VAT registration date',
      },
    ]);
    expect(planBusinessEdit({ ...both, flatRateJoinDate: '2025-03-14' }, current, now).errors).toEqual([
      {
        field: 'flatRateJoinDate',
        message: 'The date you joined the flat rate scheme cannot be before the VAT registration date',
      },
    ]);
    // Joining is checked against the stored registration date when only it is sent.
    const registered = { ...current, vatRegistrationDate: '2025-03-15' };
    expect(planBusinessEdit({ ...flat, flatRateJoinDate: '2025-01-01' }, registered, now).errors).toHaveLength(1);
    // The joining date belongs to the flat rate scheme: another scheme clears it (and is not checked).
    const joined = { ...registered, scheme: VatScheme.FLAT_RATE, flatRateJoinDate: '2025-03-15' };
    expect(planBusinessEdit({ name: 'x', scheme: VatScheme.STANDARD }, joined, now).patch).toMatchObject({
      flatRateJoinDate: null,
    });
    expect(planBusinessEdit({ name: 'x', vatRegistrationDate: null }, joined, now).patch).toMatchObject({
      vatRegistrationDate: null,
    });
  });

  it('changes only what is sent', () => {
    const { patch, errors } = planBusinessEdit({ name: 'New' }, current);
    expect(errors).toEqual([]);
    expect(patch).toEqual({ name: 'New', flatRatePercent: null, crn: null });
  });

  it('keeps the flat rate percent for the flat rate scheme only, defaulting to 16.5', () => {
    expect(planBusinessEdit({ name: 'x', scheme: VatScheme.FLAT_RATE }, current).patch.flatRatePercent).toBe(16.5);
    expect(
      planBusinessEdit({ name: 'x', scheme: VatScheme.FLAT_RATE, flatRatePercent: 7.25 }, current).patch
        .flatRatePercent,
    ).toBe(7.25);
    const flat = { ...current, scheme: VatScheme.FLAT_RATE, flatRatePercent: 9 };
    expect(planBusinessEdit({ name: 'x' }, flat).patch.flatRatePercent).toBe(9);
    expect(
      planBusinessEdit({ name: 'x', scheme: VatScheme.CASH, flatRatePercent: 9 }, flat).patch.flatRatePercent,
    ).toBe(null);
  });

  it('keeps crn only for company types, checking its format', () => {
    const company = { name: 'x', businessTypeId: BusinessType.LIMITED_COMPANY };
    expect(planBusinessEdit({ ...company, crn: 'oc 123456' }, current).patch.crn).toBe('OC123456');
    expect(planBusinessEdit({ ...company, crn: 'oops' }, current).errors.map((e) => e.field)).toEqual(['crn']);
    expect(planBusinessEdit({ name: 'x', crn: '01234567' }, current).patch.crn).toBeNull();
  });

  it('refuses values outside the lists and badly formed contact details', () => {
    const { errors } = planBusinessEdit(
      {
        name: 'x',
        businessTypeId: 1,
        industryId: 1000,
        scheme: 9,
        vrn: 'GB12',
        emailAddress: 'a@b',
        website: 'ftp://x.example',
        phoneNumber: '12',
      },
      current,
    );
    expect(errors.map((e) => e.field).sort()).toEqual(
      ['businessTypeId', 'emailAddress', 'industryId', 'phoneNumber', 'scheme', 'vrn', 'website'].sort(),
    );
  });
});

describe('normalisers', () => {
  it('reads VAT numbers, company numbers and websites as people type them', () => {
    expect(normaliseVrn('GB 123 4567 89')).toBe('123456789');
    expect(normaliseVrn('123456789012')).toBe('123456789012');
    expect(normaliseVrn('12345678')).toBeNull();
    expect(normaliseCrn('1234567')).toBe('01234567');
    expect(normaliseCrn('SC123456')).toBe('SC123456');
    expect(normaliseCrn('S1234567X')).toBeNull();
    expect(normaliseWebsite('www.example.co.uk')).toBe('https://www.example.co.uk');
    expect(normaliseWebsite('http://example.com/shop')).toBe('http://example.com/shop');
    expect(normaliseWebsite('javascript:alert(1)')).toBeNull();
    expect(normaliseWebsite('localhost')).toBeNull();
  });
});

describe('checkLogo', () => {
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('accepts an image by its bytes, with or without a data prefix', async () => {
    expect(await checkLogo(png)).toMatchObject({ ok: true, mime: 'image/png', ext: 'png' });
    expect(await checkLogo(`data:image/jpeg;base64,${png}`)).toMatchObject({ ok: true, mime: 'image/png' });
  });

  it('refuses text, broken base64 and other file types', async () => {
    for (const bad of [Buffer.from('hello').toString('base64'), '***', '', Buffer.from('%PDF-1.4').toString('base64')])
      expect(await checkLogo(bad)).toEqual({
        ok: false,
        error: { field: 'logoBase64', message: 'Invalid logo image file provided' },
      });
  });
});
