import type { Business } from '@bk/contract';
import { BusinessType, DEFAULT_FLAT_RATE_PERCENT, VatScheme } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { businessEditForm, businessToForm, createBusinessForm, formToBusinessEdit } from './business-form';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).toString('base64');

function business(overrides: Partial<Business> = {}): Business {
  return {
    id: 'b1',
    name: 'Acme Ltd',
    businessTypeId: BusinessType.SOLE_TRADER,
    industryId: null,
    crn: null,
    enableVat: true,
    vrn: null,
    scheme: null,
    flatRatePercent: null,
    vatRegistrationDate: null,
    flatRateJoinDate: null,
    firstLineOfAddress: null,
    town: null,
    region: null,
    country: null,
    postalCode: null,
    formattedAddress: null,
    emailAddress: null,
    phoneNumber: null,
    website: null,
    twitterHandle: null,
    facebookProfile: null,
    linkedinProfile: null,
    otherSocials: null,
    logoBase64: null,
    businessRole: { id: 10, name: 'Administrator' },
    ...overrides,
  };
}

describe('Edit Business form (SPEC §5 "Accounts and business")', () => {
  it('starts from the stored business, with the default flat rate when none is stored', () => {
    const values = businessToForm(business({ town: 'Leeds', scheme: 1, logoBase64: PNG, businessTypeId: -1 }));
    expect(values.town).toBe('Leeds');
    expect(values.region).toBe('');
    expect(values.scheme).toBe('1');
    expect(values.businessTypeId).toBe('');
    expect(values.flatRatePercent).toBe(DEFAULT_FLAT_RATE_PERCENT);
    expect(values.logo).toBe(`data:image/png;base64,${PNG}`);
  });

  it('sends flat rate percent only for the flat rate scheme', () => {
    const values = businessToForm(business());
    expect(formToBusinessEdit({ ...values, scheme: '1', flatRatePercent: 12 }, null)).not.toHaveProperty(
      'flatRatePercent',
    );
    expect(
      formToBusinessEdit({ ...values, scheme: String(VatScheme.FLAT_RATE), flatRatePercent: 12.25 }, null),
    ).toMatchObject({
      scheme: 2,
      flatRatePercent: 12.25,
    });
  });

  it('sends business type, industry and scheme only when set', () => {
    const body = formToBusinessEdit(
      { ...businessToForm(business()), businessTypeId: '', industryId: '', scheme: '' },
      null,
    );
    expect(body).not.toHaveProperty('businessTypeId');
    expect(body).not.toHaveProperty('industryId');
    expect(body).not.toHaveProperty('scheme');
    const set = formToBusinessEdit(
      { ...businessToForm(business()), businessTypeId: '20', industryId: '7', scheme: '3' },
      null,
    );
    expect(set).toMatchObject({ businessTypeId: 20, industryId: 7, scheme: 3 });
  });

  it('keeps the company number only for company types', () => {
    const values = { ...businessToForm(business()), crn: ' 01234567 ' };
    expect(formToBusinessEdit({ ...values, businessTypeId: String(BusinessType.LIMITED_COMPANY) }, null).crn).toBe(
      '01234567',
    );
    expect(formToBusinessEdit({ ...values, businessTypeId: String(BusinessType.SOLE_TRADER) }, null).crn).toBeNull();
  });

  it('sends blank text as null and trims the rest', () => {
    const body = formToBusinessEdit(
      { ...businessToForm(business()), town: '  ', website: ' https://acme.test ' },
      null,
    );
    expect(body.town).toBeNull();
    expect(body.website).toBe('https://acme.test');
  });

  it('sends the logo only when it changed, without the data prefix', () => {
    const saved = `data:image/png;base64,${PNG}`;
    const values = { ...businessToForm(business({ logoBase64: PNG })) };
    expect(formToBusinessEdit(values, saved)).not.toHaveProperty('logoBase64');
    expect(formToBusinessEdit({ ...values, logo: null }, saved).logoBase64).toBeNull();
    const fresh = formToBusinessEdit({ ...businessToForm(business()), logo: saved }, null);
    expect(fresh.logoBase64).toBe(PNG);
  });

  it('sends the VAT registration date always and the flat rate joining date only for the flat rate scheme', () => {
    const values = businessToForm(business({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: null }));
    expect(values).toMatchObject({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: '' });
    const standard = formToBusinessEdit(
      { ...values, scheme: String(VatScheme.STANDARD), flatRateJoinDate: '2025-04-01' },
      null,
    );
    expect(standard.vatRegistrationDate).toBe('2025-03-15');
    expect(standard).not.toHaveProperty('flatRateJoinDate');
    const flat = { ...values, scheme: String(VatScheme.FLAT_RATE) };
    expect(formToBusinessEdit({ ...flat, flatRateJoinDate: '2025-04-01' }, null).flatRateJoinDate).toBe('2025-04-01');
    expect(formToBusinessEdit({ ...flat, vatRegistrationDate: '' }, null).vatRegistrationDate).toBeNull();
  });

  it('checks the VAT dates as the server does: real, not in the future, joining not before registering', () => {
    const form = businessEditForm(null);
    const flat = { ...businessToForm(business()), scheme: String(VatScheme.FLAT_RATE) };
    expect(form.validate({ ...flat, vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-03-15' })).toEqual({});
    expect(form.validate({ ...flat, vatRegistrationDate: null })).toEqual({
      vatRegistrationDate: 'Enter a real date as DD/MM/YYYY, for example 15/03/2025',
    });
    expect(form.validate({ ...flat, vatRegistrationDate: '2099-01-01' })).toEqual({
      vatRegistrationDate: 'VAT registration date cannot be in the future',
    });
    expect(form.validate({ ...flat, vatRegistrationDate: '2999-01-01' })).toEqual({
      vatRegistrationDate: 'Enter a date between 01/01/2000 and 31/12/2100',
    });
    expect(form.validate({ ...flat, vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-03-14' })).toEqual({
      flatRateJoinDate: 'The date you joined the flat rate scheme cannot be before the VAT registration date',
    });
    // Not the flat rate scheme: the joining date is neither sent nor checked.
    expect(
      form.validate({ ...flat, scheme: '1', vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-03-14' }),
    ).toEqual({});
  });

  it('checks the name and the flat rate percent with the contract, in its own words', () => {
    const form = businessEditForm(null);
    const values = businessToForm(business());
    expect(form.validate(values)).toEqual({});
    expect(form.validate({ ...values, name: ' ' })).toEqual({ name: 'Business name cannot be blank' });
    const flat = { ...values, scheme: String(VatScheme.FLAT_RATE) };
    expect(form.validate({ ...flat, flatRatePercent: 100 })).toEqual({});
    expect(form.validate({ ...flat, flatRatePercent: 0 })).toEqual({});
    expect(form.validate({ ...flat, flatRatePercent: '12.25' })).toEqual({});
    const range = { flatRatePercent: 'Flat rate percent must be between 0 and 100' };
    expect(form.validate({ ...flat, flatRatePercent: 100.01 })).toEqual(range);
    expect(form.validate({ ...flat, flatRatePercent: -1 })).toEqual(range);
    expect(form.validate({ ...flat, flatRatePercent: 1.005 })).toEqual({
      flatRatePercent: 'Flat rate percent can have at most 2 decimal places',
    });
    expect(form.validate({ ...flat, flatRatePercent: '' })).toEqual({
      flatRatePercent: 'Flat rate percent is required for the flat rate scheme',
    });
    expect(form.validate({ ...values, scheme: '1', flatRatePercent: '' })).toEqual({});
  });

  it("shows the contract's length limits on the fields", () => {
    const values = businessToForm(business());
    expect(businessEditForm(null).validate({ ...values, postalCode: 'x'.repeat(21) })).toEqual({
      postalCode: 'Field must be at most 20 characters',
    });
  });

  it('sends what it checked', () => {
    const values = { ...businessToForm(business()), name: ' Acme Ltd ', scheme: '2', flatRatePercent: '12.5' };
    expect(businessEditForm(null).body(values)).toEqual(formToBusinessEdit(values, null));
    expect(businessEditForm(null).body(values)).toMatchObject({ name: 'Acme Ltd', flatRatePercent: 12.5 });
  });
});

describe('Create Business dialog (SPEC §2 Select Business)', () => {
  it('needs a name and a type', () => {
    expect(createBusinessForm.validate({ businessName: ' ', businessTypeId: '', enableVat: true })).toEqual({
      businessName: 'Business name cannot be blank',
      businessTypeId: 'Choose the type of business',
    });
    const values = {
      businessName: ' Second Shop ',
      businessTypeId: String(BusinessType.SOLE_TRADER),
      enableVat: false,
    };
    expect(createBusinessForm.validate(values)).toEqual({});
    expect(createBusinessForm.body(values)).toEqual({
      businessName: 'Second Shop',
      businessTypeId: BusinessType.SOLE_TRADER,
      enableVat: false,
    });
  });
});
