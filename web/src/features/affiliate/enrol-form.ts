import { routes, TERMS_REQUIRED_MESSAGE, type Business, type ResponseOf } from '@bk/contract';
import { formSchema } from '../../lib/form-schema';

/** SPEC §3 "enrol form", as the inputs hold it: text as typed, the industry's id as text ('' = none). */
export interface EnrolValues {
  industryId: string;
  firstLineOfAddress: string;
  town: string;
  region: string;
  country: string;
  postalCode: string;
  emailAddress: string;
  phoneNumber: string;
  website: string;
  termsAndConditions: boolean;
}

export type PlaceDetails = ResponseOf<'placesDetails'>;

const text = (value: string | null) => value ?? '';
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** SPEC §2 Enroll "prefilled from the active business"; the terms are never agreed for the person. */
export function enrolFromBusiness(business: Business): EnrolValues {
  return {
    industryId: business.industryId === null || business.industryId < 0 ? '' : String(business.industryId),
    firstLineOfAddress: text(business.firstLineOfAddress),
    town: text(business.town),
    region: text(business.region),
    country: text(business.country),
    postalCode: text(business.postalCode),
    emailAddress: text(business.emailAddress),
    phoneNumber: text(business.phoneNumber),
    website: text(business.website),
    termsAndConditions: false,
  };
}

/**
 * What a found address changes (SPEC §2 Enroll "address lookup can fill address, phone, website
 * when empty"): the address lines become the place's; its phone and website go only into empty
 * fields, so what the person typed there stays.
 */
export function fillFromPlace(values: EnrolValues, place: PlaceDetails): Partial<EnrolValues> {
  const fill: Partial<EnrolValues> = {
    firstLineOfAddress: text(place.firstLineOfAddress),
    town: text(place.town),
    region: text(place.region),
    country: text(place.country),
    postalCode: text(place.postalCode),
  };
  if (values.phoneNumber.trim() === '' && place.phoneNumber) fill.phoneNumber = place.phoneNumber;
  if (values.website.trim() === '' && place.website) fill.website = place.website;
  return fill;
}

/** Enrolment, checked by the contract's AffiliateEnroll (decision 0032); terms must be agreed (SPEC §5). */
export const enrolForm = formSchema(routes.affiliateEnroll.body, {
  toBody: (values: EnrolValues) => ({
    industryId: values.industryId === '' ? null : Number(values.industryId),
    firstLineOfAddress: orNull(values.firstLineOfAddress),
    town: orNull(values.town),
    region: orNull(values.region),
    country: orNull(values.country),
    postalCode: orNull(values.postalCode),
    emailAddress: orNull(values.emailAddress),
    phoneNumber: orNull(values.phoneNumber),
    website: orNull(values.website),
    termsAndConditions: values.termsAndConditions,
  }),
  messages: { termsAndConditions: TERMS_REQUIRED_MESSAGE },
});

/** The enrol form's fields as the server names them, with the labels the screen gives them. */
export const ENROL_FIELD_LABELS: Readonly<Record<string, string>> = {
  industryId: 'Industry',
  firstLineOfAddress: 'First line of address',
  town: 'Town',
  region: 'Region',
  country: 'Country',
  postalCode: 'Postcode',
  emailAddress: 'Email',
  phoneNumber: 'Phone',
  website: 'Website',
  termsAndConditions: 'Terms and conditions',
};
