/**
 * Business Details 2.0 (reference hmrc-itsa §2): list, retrieve, and the quarterly period type.
 * The signed-in test user's own business is the data (DEFAULT and STATEFUL alike); the other
 * Gov-Test-Scenarios answer HMRC's canned businesses (test-support/GOV-TEST-SCENARIOS.md).
 */
import { isoDate } from '../vat/dates';
import { error, validationFailure } from './errors';
import { cumulativeKey, type ItsaBusiness } from './store-types';
import { parseTaxYear, taxYearLabel, taxYearOf } from './tax-year';
import type { ItsaRequest, ItsaResult } from './types';
import { checkBusinessId, checkTaxYear, errorsOf } from './validate';

const API = 'business-details-mtd';

/** HMRC's canned businesses, by the businessIds its scenario table names. */
const CANNED = {
  'self-employment': {
    typeOfBusiness: 'self-employment',
    businessId: 'XBIS12345678901',
    tradingType: 'Plastering',
    tradingName: 'RCDTS',
  },
  'uk-property': { typeOfBusiness: 'uk-property', businessId: 'XPIS12345678901' },
  'foreign-property': { typeOfBusiness: 'foreign-property', businessId: 'XFIS12345678901' },
  'property-unspecified': { typeOfBusiness: 'property-unspecified', businessId: 'XAIS12345678901' },
} as const;

const listItem = (b: ItsaBusiness) => ({
  typeOfBusiness: b.typeOfBusiness,
  businessId: b.businessId,
  tradingType: b.tradingType,
  tradingName: b.tradingName,
});

/** The retrieve body of the user's business ([BD:2.0/schemas/retrieveBusinessDetails/response.json]). */
const details = (b: ItsaBusiness) => ({
  ...listItem(b),
  accountingPeriods: [b.accountingPeriod],
  quarterlyTypeChoice: b.quarterlyTypeChoice,
  commencementDate: b.commencementDate,
  businessAddressLineOne: '1 Test Street',
  businessAddressLineTwo: 'Testtown',
  businessAddressPostcode: 'TS1 1PA',
  businessAddressCountryCode: 'GB',
});

const ownBusinesses = (r: ItsaRequest): ItsaBusiness[] => r.user.itsaBusinesses ?? [];

const ok = (body: unknown): ItsaResult => ({ status: 200, body });

/** GET /individuals/business/details/{nino}/list (§2.1). */
export function listBusinesses(r: ItsaRequest): ItsaResult {
  const own = ownBusinesses(r).map(listItem);
  const list: Record<string, unknown[] | null> = {
    DEFAULT: own,
    STATEFUL: own,
    PROPERTY: [CANNED['uk-property']],
    FOREIGN_PROPERTY: [CANNED['foreign-property']],
    BUSINESS_AND_PROPERTY: [...own, CANNED['uk-property'], CANNED['foreign-property']],
    UNSPECIFIED: [CANNED['property-unspecified']],
    NOT_FOUND: null,
  };
  const chosen = list[r.scenario ?? 'DEFAULT'];
  if (chosen === undefined) return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  if (chosen === null || chosen.length === 0) return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
  return ok({ listOfBusinesses: chosen });
}

/** A canned business by the prefix of its ID (the DYNAMIC scenario), or null. */
function dynamic(businessId: string): unknown {
  return Object.values(CANNED).find((c) => c.businessId === businessId) ?? null;
}

/** GET /individuals/business/details/{nino}/{businessId} (§2.2). */
export function retrieveBusiness(r: ItsaRequest): ItsaResult {
  const [businessId = ''] = r.params;
  const invalid = checkBusinessId(API, businessId);
  if (invalid) return validationFailure([invalid]);
  const own = ownBusinesses(r).find((b) => b.businessId === businessId);
  const scenario = r.scenario ?? 'DEFAULT';
  if (scenario === 'DEFAULT' || scenario === 'STATEFUL') {
    if (own) return ok(details(own));
    // HMRC's stateless default answers its canned business for its own ID.
    if (scenario === 'DEFAULT' && businessId === CANNED['self-employment'].businessId)
      return ok(CANNED['self-employment']);
    return error(API, 404, 'NO_BUSINESS_FOUND');
  }
  if (scenario === 'NOT_FOUND') return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
  if (scenario === 'PROPERTY') return ok(CANNED['uk-property']);
  if (scenario === 'FOREIGN_PROPERTY') return ok(CANNED['foreign-property']);
  if (scenario === 'UNSPECIFIED') return ok(CANNED['property-unspecified']);
  if (scenario === 'DYNAMIC') {
    const canned = dynamic(businessId);
    return canned ? ok(canned) : error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
  }
  return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
}

const SCENARIO_ERRORS: Record<string, [number, string]> = {
  BUSINESS_ID_NOT_FOUND: [404, 'RULE_BUSINESS_ID_NOT_FOUND'],
  BUSINESS_ID_STATE_CONFLICT: [400, 'RULE_BUSINESS_ID_STATE_CONFLICT'],
  QUARTERLY_PERIOD_UPDATING: [400, 'RULE_QUARTERLY_PERIOD_UPDATING'],
};

/** The quarterly period type of a PUT body, or null when the body does not match the schema. */
function periodType(body: string): 'standard' | 'calendar' | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const keys = Object.keys(parsed);
    const value = (parsed as Record<string, unknown>).quarterlyPeriodType;
    if (keys.length !== 1 || (value !== 'standard' && value !== 'calendar')) return null;
    return value;
  } catch {
    return null;
  }
}

/**
 * PUT /individuals/business/details/{nino}/{businessId}/{taxYear} (§2.3): only the current tax
 * year (else 422, as the endpoint's warning says), and not once an update was sent for that year.
 */
export function putQuarterType(r: ItsaRequest): ItsaResult {
  const [businessId = '', taxYear = ''] = r.params;
  const invalid = errorsOf([checkBusinessId(API, businessId), checkTaxYear(API, taxYear, 0)]);
  if (invalid.length > 0) return validationFailure(invalid);
  const type = periodType(r.body);
  if (!type) return error(API, 400, 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED');
  const scenario = r.scenario ?? 'DEFAULT';
  const canned = SCENARIO_ERRORS[scenario];
  if (canned) return error(API, canned[0], canned[1]);
  if (scenario !== 'DEFAULT' && scenario !== 'STATEFUL') return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  const business = ownBusinesses(r).find((b) => b.businessId === businessId);
  if (!business) return error(API, 404, 'RULE_BUSINESS_ID_NOT_FOUND');
  const current = taxYearLabel(taxYearOf(isoDate(r.ctx.options.now())));
  if (parseTaxYear(taxYear) !== parseTaxYear(current)) return error(API, 422, 'RULE_REQUEST_CANNOT_BE_FULFILLED');
  const updated = r.ctx.state.cumulative.has(cumulativeKey(r.nino, businessId, taxYear));
  if (updated && business.quarterlyTypeChoice.quarterlyPeriodType !== type)
    return error(API, 400, 'RULE_BUSINESS_ID_STATE_CONFLICT');
  business.quarterlyTypeChoice = { quarterlyPeriodType: type, taxYearOfChoice: taxYear };
  r.ctx.state.save();
  return { status: 204 };
}

/** The quarter type a business reports for a tax year: its choice from the year chosen, else standard. */
export function quarterTypeFor(business: ItsaBusiness, startYear: number): 'standard' | 'calendar' {
  const chosen = parseTaxYear(business.quarterlyTypeChoice.taxYearOfChoice);
  return typeof chosen === 'number' && startYear >= chosen
    ? business.quarterlyTypeChoice.quarterlyPeriodType
    : 'standard';
}
