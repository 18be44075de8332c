import type { Business } from '@bk/contract';
import {
  DEFAULT_FLAT_RATE_PERCENT,
  hasCompanyNumber,
  isFlatRatePercent,
  sanitiseVrnInput,
  VatScheme,
} from '@bk/domain';
import { logoPayload, logoSrc } from '../../components/image-file';
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
    twitterHandle: text(business.twitterHandle),
    facebookProfile: text(business.facebookProfile),
    linkedinProfile: text(business.linkedinProfile),
    otherSocials: text(business.otherSocials),
    logo: logoSrc(business.logoBase64),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The request body for saving (SPEC §5 "Accounts and business"): flat rate percent only for the
 * flat rate scheme; business type, industry and scheme only when set; the company number only
 * for company types; the logo only when changed, without its data prefix.
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
  if (scheme === VatScheme.FLAT_RATE) {
    const percent =
      typeof values.flatRatePercent === 'number' ? values.flatRatePercent : Number(values.flatRatePercent);
    body.flatRatePercent = Number.isFinite(percent) ? percent : DEFAULT_FLAT_RATE_PERCENT;
  }
  if (values.logo !== savedLogo) body.logoBase64 = values.logo === null ? null : logoPayload(values.logo);
  return body;
}

/** Client checks before saving; the server checks again. Keys are form fields. */
export function validateBusinessForm(values: BusinessFormValues): Partial<Record<keyof BusinessFormValues, string>> {
  const errors: Partial<Record<keyof BusinessFormValues, string>> = {};
  if (values.name.trim() === '') errors.name = 'Business name cannot be blank';
  if (Number(values.scheme) === VatScheme.FLAT_RATE) {
    const percent = values.flatRatePercent === '' ? NaN : Number(values.flatRatePercent);
    if (!Number.isFinite(percent)) errors.flatRatePercent = 'Flat rate percent is required for the flat rate scheme';
    else if (percent < 0 || percent > 100) errors.flatRatePercent = 'Flat rate percent must be between 0 and 100';
    else if (!isFlatRatePercent(percent))
      errors.flatRatePercent = 'Flat rate percent can have at most 2 decimal places';
  }
  return errors;
}
