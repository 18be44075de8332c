import { routes, type Business } from '@bk/contract';
import {
  DEFAULT_FLAT_RATE_PERCENT,
  hasCompanyNumber,
  sanitiseVrnInput,
  ukTodayIso,
  vatRegistrationDatesErrors,
  VatScheme,
} from '@bk/domain';
import { logoPayload, logoSrc } from '../../components/image-file';
import { formNumber, formSchema } from '../../lib/form-schema';
import type { BusinessEditInput } from './api/update-business';

/** The Edit Business form, as the inputs hold it: text as typed, choices as strings ('' = none). */
export interface BusinessFormValues {
  name: string;
  firstLineOfAddress: string;
  town: string;
  region: string;
  country: string;
  postalCode: string;
  emailAddress: string;
  phoneNumber: string;
  website: string;
  crn: string;
  businessTypeId: string;
  industryId: string;
  vrn: string;
  enableVat: boolean;
  scheme: string;
  flatRatePercent: number | string;
  /** As the date field gives it: ISO, '' when blank, null while the typed text is no date. */
  vatRegistrationDate: string | null;
  /** The day the business joined the flat rate scheme, as the date field gives it. */
  flatRateJoinDate: string | null;
  twitterHandle: string;
  facebookProfile: string;
  linkedinProfile: string;
  otherSocials: string;
  /** The logo shown: a data URL, or null for none. */
  logo: string | null;
}

const text = (value: string | null) => value ?? '';
const choice = (id: number | null) => (id === null || id < 0 ? '' : String(id));

/** The form's starting values from the stored business. */
export function businessToForm(business: Business): BusinessFormValues {
  return {
    name: business.name,
    firstLineOfAddress: text(business.firstLineOfAddress),
    town: text(business.town),
    region: text(business.region),
    country: text(business.country),
    postalCode: text(business.postalCode),
    emailAddress: text(business.emailAddress),
    phoneNumber: text(business.phoneNumber),
    website: text(business.website),
    crn: text(business.crn),
    businessTypeId: choice(business.businessTypeId),
    industryId: choice(business.industryId),
    vrn: text(business.vrn),
    enableVat: business.enableVat,
    scheme: choice(business.scheme),
    flatRatePercent: business.flatRatePercent ?? DEFAULT_FLAT_RATE_PERCENT,
    vatRegistrationDate: business.vatRegistrationDate ?? '',
    flatRateJoinDate: business.flatRateJoinDate ?? '',
    twitterHandle: text(business.twitterHandle),
    facebookProfile: text(business.facebookProfile),
    linkedinProfile: text(business.linkedinProfile),
    otherSocials: text(business.otherSocials),
    logo: logoSrc(business.logoBase64),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Text typed that is no date goes to the check as text the schema refuses, never as no date. */
const NOT_A_DATE = 'not a date';
const dateOf = (value: string | null): string | null => (value === null ? NOT_A_DATE : value || null);

/**
 * The request body for saving (SPEC §5 "Accounts and business"): flat rate percent only for the
 * flat rate scheme; business type, industry and scheme only when set; the company number only
 * for company types; the logo only when changed, without its data prefix. A blank percent is
 * not a number, which the check refuses before anything is sent.
 */
export function formToBusinessEdit(values: BusinessFormValues, savedLogo: string | null): BusinessEditInput {
  const businessTypeId = values.businessTypeId === '' ? null : Number(values.businessTypeId);
  const scheme = values.scheme === '' ? null : Number(values.scheme);
  const body: BusinessEditInput = {
    name: values.name.trim(),
    firstLineOfAddress: orNull(values.firstLineOfAddress),
    town: orNull(values.town),
    region: orNull(values.region),
    country: orNull(values.country),
    postalCode: orNull(values.postalCode),
    emailAddress: orNull(values.emailAddress),
    phoneNumber: orNull(values.phoneNumber),
    website: orNull(values.website),
    crn: businessTypeId !== null && hasCompanyNumber(businessTypeId) ? orNull(values.crn) : null,
    vrn: orNull(sanitiseVrnInput(values.vrn)),
    enableVat: values.enableVat,
    twitterHandle: orNull(values.twitterHandle),
    facebookProfile: orNull(values.facebookProfile),
    linkedinProfile: orNull(values.linkedinProfile),
    otherSocials: orNull(values.otherSocials),
  };
  if (businessTypeId !== null) body.businessTypeId = businessTypeId;
  if (values.industryId !== '') body.industryId = Number(values.industryId);
  if (scheme !== null) body.scheme = scheme;
  body.vatRegistrationDate = dateOf(values.vatRegistrationDate);
  if (scheme === VatScheme.FLAT_RATE) {
    body.flatRatePercent = formNumber(values.flatRatePercent);
    body.flatRateJoinDate = dateOf(values.flatRateJoinDate);
  }
  if (values.logo !== savedLogo) body.logoBase64 = values.logo === null ? null : logoPayload(values.logo);
  return body;
}

const FLAT_RATE_RANGE = 'Flat rate percent must be between 0 and 100';
const REAL_DATE = 'Enter a real date as DD/MM/YYYY, for example 15/03/2025';

/** The server's rules for the two VAT dates (not in the future, joining not before registering), on one field. */
function vatDateCheck(field: 'vatRegistrationDate' | 'flatRateJoinDate') {
  return (_value: string | null, values: BusinessFormValues): string | null => {
    const flatRate = Number(values.scheme) === VatScheme.FLAT_RATE;
    const dates = {
      vatRegistrationDate: values.vatRegistrationDate || null,
      flatRateJoinDate: flatRate ? values.flatRateJoinDate || null : null,
    };
    return vatRegistrationDatesErrors(dates, ukTodayIso()).find((e) => e.field === field)?.message ?? null;
  };
}

/**
 * Edit Business, checked by the contract's BusinessEdit (decision 0032) on the body it sends; the
 * server checks again (formats, lists) and its messages land on the fields.
 */
export function businessEditForm(savedLogo: string | null) {
  return formSchema(routes.businessActiveUpdate.body, {
    toBody: (values: BusinessFormValues) => formToBusinessEdit(values, savedLogo),
    fields: { logoBase64: 'logo' },
    messages: {
      name: { blank: 'Business name cannot be blank' },
      flatRatePercent: {
        blank: 'Flat rate percent is required for the flat rate scheme',
        too_small: FLAT_RATE_RANGE,
        too_big: FLAT_RATE_RANGE,
      },
      vatRegistrationDate: { invalid_format: REAL_DATE },
      flatRateJoinDate: { invalid_format: REAL_DATE },
    },
    checks: {
      vatRegistrationDate: vatDateCheck('vatRegistrationDate'),
      flatRateJoinDate: vatDateCheck('flatRateJoinDate'),
    },
  });
}

/** SPEC §2 Select Business "Create Business dialog", as the inputs hold it. */
export interface CreateBusinessValues {
  businessName: string;
  /** The chosen type's id as text, '' until one is chosen. */
  businessTypeId: string;
  enableVat: boolean;
}

/** Create Business (POST user/business): a name and a type are needed. */
export const createBusinessForm = formSchema(routes.businessCreate.body, {
  toBody: (values: CreateBusinessValues) => ({
    businessName: values.businessName.trim(),
    businessTypeId: formNumber(values.businessTypeId),
    enableVat: values.enableVat,
  }),
  messages: {
    businessName: { blank: 'Business name cannot be blank' },
    businessTypeId: { blank: 'Choose the type of business' },
  },
});

/** Edit Business's fields as the server names them, with the labels the screen gives them. */
export const BUSINESS_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Business name',
  businessTypeId: 'Business type',
  industryId: 'Industry',
  crn: 'Company registration number',
  emailAddress: 'Email',
  phoneNumber: 'Phone',
  website: 'Website',
  firstLineOfAddress: 'First line of address',
  town: 'Town',
  region: 'Region',
  country: 'Country',
  postalCode: 'Postcode',
  enableVat: 'The business is VAT registered',
  vrn: 'VAT number',
  scheme: 'VAT scheme',
  flatRatePercent: 'Flat rate percent',
  vatRegistrationDate: 'VAT registration date',
  flatRateJoinDate: 'Date you joined the flat rate scheme',
  twitterHandle: 'Twitter',
  facebookProfile: 'Facebook',
  linkedinProfile: 'LinkedIn',
  otherSocials: 'Other socials',
  logoBase64: 'Logo',
};
