import type { Business } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import { enrolForm, enrolFromBusiness, fillFromPlace } from './enrol-form';

const business = {
  name: 'Acme',
  industryId: 7,
  firstLineOfAddress: '1 Old Road',
  town: 'York',
  region: null,
  country: 'United Kingdom',
  postalCode: 'YO1 1AA',
  emailAddress: 'a@acme.example',
  phoneNumber: null,
  website: null,
} as Business;

const place = {
  firstLineOfAddress: '2 New Street',
  town: 'Leeds',
  region: 'West Yorkshire',
  country: 'United Kingdom',
  postalCode: 'LS1 2BB',
  phoneNumber: '0113 000 0000',
  website: 'https://place.example',
};

describe('Enrol form (SPEC §2 Affiliate Enroll, §5)', () => {
  it('is prefilled from the active business, terms not agreed', () => {
    expect(enrolFromBusiness(business)).toEqual({
      industryId: '7',
      firstLineOfAddress: '1 Old Road',
      town: 'York',
      region: '',
      country: 'United Kingdom',
      postalCode: 'YO1 1AA',
      emailAddress: 'a@acme.example',
      phoneNumber: '',
      website: '',
      termsAndConditions: false,
    });
  });

  it('fills the address from a found place, and phone and website only when empty', () => {
    const empty = enrolFromBusiness(business);
    expect(fillFromPlace(empty, place)).toMatchObject({
      firstLineOfAddress: '2 New Street',
      town: 'Leeds',
      phoneNumber: '0113 000 0000',
      website: 'https://place.example',
    });
    const typed = { ...empty, phoneNumber: '07000 000000', website: 'https://mine.example' };
    const fill = fillFromPlace(typed, place);
    expect(fill).not.toHaveProperty('phoneNumber');
    expect(fill).not.toHaveProperty('website');
  });

  it('needs the terms agreed', () => {
    const values = enrolFromBusiness(business);
    expect(enrolForm.validate(values)).toEqual({ termsAndConditions: 'You must agree to the terms and conditions' });
    expect(enrolForm.validate({ ...values, termsAndConditions: true })).toEqual({});
    expect(enrolForm.body({ ...values, termsAndConditions: true })).toMatchObject({
      industryId: 7,
      region: null,
      termsAndConditions: true,
    });
  });
});
