import type { z } from 'zod/mini';
import type { BusinessEdit, FieldError } from '@bk/contract';
import {
  BUSINESS_TYPES,
  DEFAULT_FLAT_RATE_PERCENT,
  hasCompanyNumber,
  isOfferedIndustry,
  isVatSchemeId,
  LOGO_TOO_LARGE_MESSAGE,
  MAX_LOGO_BYTES,
  normaliseVrn,
  ukTodayIso,
  vatRegistrationDatesErrors,
  VatScheme,
} from '@bk/domain';
import type { BusinessItem } from '@bk/data';

type Edit = z.output<typeof BusinessEdit>;
export type BusinessPatch = Partial<Omit<BusinessItem, 'id' | 'createdAt' | 'updatedAt' | 'logoKey'>>;

/** Messages of the Edit Business checks (field errors, SPEC §8 shape). */
export const EDIT_MESSAGES = {
  businessType: 'Choose a business type from the list',
  industry: 'Choose an industry from the list',
  scheme: 'Choose a VAT scheme from the list',
  flatRateDecimals: 'Flat rate percent can have at most 2 decimal places',
  crn: 'Enter the 8-character company registration number, like 01234567 or SC123456',
  vrn: 'Enter the 9-digit VAT registration number, like GB123456789',
  email: 'Enter a valid email address',
  website: 'Enter a website address, like www.example.co.uk',
  phone: 'Enter a phone number using digits, spaces, brackets, dashes and + only',
  logo: 'Invalid logo image file provided',
  logoTooLarge: LOGO_TOO_LARGE_MESSAGE,
} as const;

/** Trimmed text, or null for blank; undefined (not sent) stays undefined. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const t = value.trim();
  return t === '' ? null : t;
}

/** SPEC §5 style e-mail check (one @, a dot in the domain, no spaces). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `example.co.uk` or `http(s)://…`; answers the address with https:// added when no scheme was typed. */
export function normaliseWebsite(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) || /\s/.test(value)) return null;
    return withScheme;
  } catch {
    return null;
  }
}

/** Companies House numbers: 8 characters, 2 digits or letters then 6 digits (e.g. SC123456). */
export function normaliseCrn(value: string): string | null {
  const compact = value.replace(/\s/g, '').toUpperCase();
  const padded = /^\d{1,8}$/.test(compact) ? compact.padStart(8, '0') : compact;
  return /^[A-Z0-9]{2}\d{6}$/.test(padded) ? padded : null;
}

/**
 * The changes an Edit Business request makes (SPEC §2 Edit Business, §5 "Accounts and
 * business"), checked against the business as it is. A field left out keeps its value; `null`
 * or blank clears it. Rules:
 * - business type, industry and scheme change only when sent, and must be from their lists;
 * - the flat rate percent is kept only for the flat rate scheme (default 16.5 when none is
 *   given), at most 2 decimals, and cleared for any other scheme or none;
 * - the VAT registration date and the date of joining the flat rate scheme (the latter kept only
 *   for the flat rate scheme) are not after today in the UK, and joining is not before registering;
 * - the company registration number (crn) is kept only for company types (Limited Company,
 *   Public Limited Company, Limited Liability Partnership); for other types it is cleared;
 * - e-mail, website, phone, VAT number and crn are checked for format.
 * The logo is handled separately ({@link checkLogo}).
 */
export function planBusinessEdit(
  body: Edit,
  current: BusinessItem,
  now: Date = new Date(),
): { patch: BusinessPatch; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const patch: BusinessPatch = { name: body.name };

  if (body.businessTypeId !== undefined) {
    if (BUSINESS_TYPES.some((t) => t.id === body.businessTypeId)) patch.businessTypeId = body.businessTypeId;
    else errors.push({ field: 'businessTypeId', message: EDIT_MESSAGES.businessType });
  }
  if (body.industryId !== undefined) {
    if (body.industryId === null || isOfferedIndustry(body.industryId) || body.industryId === current.industryId)
      patch.industryId = body.industryId;
    else errors.push({ field: 'industryId', message: EDIT_MESSAGES.industry });
  }
  if (body.scheme !== undefined) {
    if (body.scheme === null || isVatSchemeId(body.scheme)) patch.scheme = body.scheme;
    else errors.push({ field: 'scheme', message: EDIT_MESSAGES.scheme });
  }
  if (body.enableVat !== undefined) patch.enableVat = body.enableVat;

  const scheme = patch.scheme !== undefined ? patch.scheme : current.scheme;
  if (scheme === VatScheme.FLAT_RATE) {
    const percent = body.flatRatePercent ?? current.flatRatePercent ?? DEFAULT_FLAT_RATE_PERCENT;
    if (Math.abs(Math.round(percent * 100) - percent * 100) > 1e-6)
      errors.push({ field: 'flatRatePercent', message: EDIT_MESSAGES.flatRateDecimals });
    else patch.flatRatePercent = percent;
  } else {
    patch.flatRatePercent = null;
  }
  errors.push(...planVatDates(body, current, scheme, now, patch));

  const typeId = patch.businessTypeId ?? current.businessTypeId;
  const crn = text(body.crn);
  if (!hasCompanyNumber(typeId)) patch.crn = null;
  else if (crn === null) patch.crn = null;
  else if (crn !== undefined) {
    const normal = normaliseCrn(crn);
    if (normal) patch.crn = normal;
    else errors.push({ field: 'crn', message: EDIT_MESSAGES.crn });
  }

  const vrn = text(body.vrn);
  if (vrn === null) patch.vrn = null;
  else if (vrn !== undefined) {
    const normal = normaliseVrn(vrn);
    if (normal) patch.vrn = normal;
    else errors.push({ field: 'vrn', message: EDIT_MESSAGES.vrn });
  }

  const email = text(body.emailAddress);
  if (email !== undefined) {
    if (email === null || EMAIL.test(email)) patch.emailAddress = email === null ? null : email.toLowerCase();
    else errors.push({ field: 'emailAddress', message: EDIT_MESSAGES.email });
  }

  const website = text(body.website);
  if (website !== undefined) {
    const normal = website === null ? null : normaliseWebsite(website);
    if (website === null || normal) patch.website = normal;
    else errors.push({ field: 'website', message: EDIT_MESSAGES.website });
  }

  const phone = text(body.phoneNumber);
  if (phone !== undefined) {
    if (phone === null || (/^\+?[0-9 ()\-.]+$/.test(phone) && phone.replace(/\D/g, '').length >= 6))
      patch.phoneNumber = phone;
    else errors.push({ field: 'phoneNumber', message: EDIT_MESSAGES.phone });
  }

  for (const field of [
    'firstLineOfAddress',
    'town',
    'region',
    'country',
    'twitterHandle',
    'facebookProfile',
    'linkedinProfile',
    'otherSocials',
  ] as const) {
    const value = text(body[field]);
    if (value !== undefined) patch[field] = value;
  }
  const postalCode = text(body.postalCode);
  if (postalCode !== undefined) patch.postalCode = postalCode === null ? null : postalCode.toUpperCase();

  return { patch, errors };
}

/**
 * The VAT registration date and the date the business joined the flat rate scheme (the first-year
 * discount's dates), checked together as they will be stored; sets what changes on `patch`.
 */
function planVatDates(
  body: Edit,
  current: BusinessItem,
  scheme: number | null,
  now: Date,
  patch: BusinessPatch,
): FieldError[] {
  const registered = body.vatRegistrationDate !== undefined ? body.vatRegistrationDate : current.vatRegistrationDate;
  const joinSent = body.flatRateJoinDate !== undefined ? body.flatRateJoinDate : current.flatRateJoinDate;
  const joined = scheme === VatScheme.FLAT_RATE ? joinSent : null;
  const errors = vatRegistrationDatesErrors(
    { vatRegistrationDate: registered, flatRateJoinDate: joined },
    ukTodayIso(now),
  );
  if (errors.length === 0) {
    if (body.vatRegistrationDate !== undefined) patch.vatRegistrationDate = registered;
    if (joined !== current.flatRateJoinDate) patch.flatRateJoinDate = joined;
  }
  return errors;
}

const LOGO_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Check a logo by its bytes, not its name (SPEC §5: "Logo must be a base64 data image"): base64
 * (a `data:image/…;base64,` prefix is tolerated), at most 2 MB decoded, and a PNG, JPEG, GIF or
 * WebP image by its content. Answers the bytes and type, or the field error.
 */
export async function checkLogo(
  base64: string,
): Promise<{ ok: true; bytes: Uint8Array; mime: string; ext: string } | { ok: false; error: FieldError }> {
  const invalid = { ok: false as const, error: { field: 'logoBase64', message: EDIT_MESSAGES.logo } };
  const data = base64.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  if (data.length === 0 || data.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return invalid;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > MAX_LOGO_BYTES)
    return { ok: false, error: { field: 'logoBase64', message: EDIT_MESSAGES.logoTooLarge } };
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? LOGO_TYPES[type.mime] : undefined;
  if (!type || !ext) return invalid;
  return { ok: true, bytes: new Uint8Array(bytes), mime: type.mime, ext };
}
