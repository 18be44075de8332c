import type { AffiliateEnroll, AffiliateState, FieldError } from '@bk/contract';
import { businessRepository, type AffiliateEnrolmentItem, type BusinessItem } from '@bk/data';
import { isOfferedIndustry } from '@bk/domain';
import type * as z from 'zod/mini';
import type { BusinessRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { config } from '../shared/config';
import { ForbiddenError, ValidationError } from '../shared/errors';
import { affiliates, directory, requireEnrolment, requireFeature } from './guards';
import { AFFILIATE_MESSAGES } from './messages';

type EnrolBody = z.output<typeof AffiliateEnroll>;

/** SPEC §3 affiliate state: whether the programme is on, the business has joined, a profile is published. */
export async function affiliateState(businessId: string): Promise<AffiliateState> {
  if (!config().FEATURE_AFFILIATE) return { enabled: false, enrolled: false, hasActiveProfile: false };
  const [enrolment, published] = await Promise.all([
    affiliates().getEnrolment(businessId),
    affiliates().getPublished(businessId, true),
  ]);
  return { enabled: true, enrolled: enrolment !== null, hasActiveProfile: enrolment !== null && published !== null };
}

/** The session's business (the chain checked the membership; gone only if deleted a moment ago). */
export async function sessionBusiness(businessId: string): Promise<BusinessItem> {
  const business = await businessRepository(getDb()).getBusiness(businessId);
  if (!business) throw new ForbiddenError();
  return business;
}

const ENROL_FIELDS = [
  'firstLineOfAddress',
  'town',
  'region',
  'country',
  'postalCode',
  'emailAddress',
  'phoneNumber',
  'website',
] as const;

/** A typed value trimmed, blank as null; a field left out keeps the business's value (the form's prefill). */
function valueOf(sent: string | null | undefined, fallback: string | null): string | null {
  if (sent === undefined) return fallback;
  const trimmed = sent?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Field errors of an enrolment (the schema has checked lengths and the terms). */
export function enrolmentErrors(
  e: Pick<AffiliateEnrolmentItem, 'industryId' | 'emailAddress' | 'website'>,
): FieldError[] {
  const errors: FieldError[] = [];
  if (e.industryId !== null && !isOfferedIndustry(e.industryId))
    errors.push({ field: 'industryId', message: AFFILIATE_MESSAGES.industry });
  if (e.emailAddress !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e.emailAddress))
    errors.push({ field: 'emailAddress', message: AFFILIATE_MESSAGES.email });
  if (e.website !== null && websiteOf(e.website) === null)
    errors.push({ field: 'website', message: AFFILIATE_MESSAGES.website });
  return errors;
}

/**
 * A website as a link can use it: `https://` added when no scheme was typed; null when it is not
 * an http(s) address with a dotted host (the rule Edit Business applies).
 * @example websiteOf('example.co.uk') // 'https://example.co.uk'
 */
export function websiteOf(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (/\s/.test(value) || !URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) ? withScheme : null;
}

/**
 * Join the programme (SPEC §2 Enroll), or change the enrolment's details when already joined.
 * What the form leaves out comes from the business; the terms must be agreed to (the schema
 * refuses anything but `true`), and when they were is kept.
 */
export async function enrol(body: EnrolBody, ctx: BusinessRequestContext): Promise<AffiliateState> {
  requireFeature();
  const business = await sessionBusiness(ctx.business.id);
  const before = await affiliates().getEnrolment(business.id);
  const at = ctx.now.toISOString();
  const fields = Object.fromEntries(ENROL_FIELDS.map((f) => [f, valueOf(body[f], business[f])])) as Record<
    (typeof ENROL_FIELDS)[number],
    string | null
  >;
  const enrolment: AffiliateEnrolmentItem = {
    businessId: business.id,
    industryId: body.industryId === undefined ? business.industryId : body.industryId,
    ...fields,
    termsAcceptedAt: at,
    enrolledAt: before?.enrolledAt ?? at,
    enrolledBy: before?.enrolledBy ?? ctx.caller.user.id,
    updatedAt: at,
  };
  const errors = enrolmentErrors(enrolment);
  if (errors.length) throw new ValidationError(errors);
  await affiliates().putEnrolment({ ...enrolment, website: enrolment.website && websiteOf(enrolment.website) });
  return affiliateState(business.id);
}

/**
 * Leave the programme (SPEC §4): the profile leaves the directory and its address answers 404,
 * the submission and the counters go, and the state the web reloads says not enrolled.
 */
export async function withdraw(ctx: BusinessRequestContext): Promise<AffiliateState> {
  await requireEnrolment(ctx.business.id);
  await affiliates().withdraw(ctx.business.id);
  return affiliateState(ctx.business.id);
}

/** The counters of the business's published profile (zero before anything is published). */
export async function stats(ctx: BusinessRequestContext) {
  await requireEnrolment(ctx.business.id);
  return directory().getStats(ctx.business.id);
}
