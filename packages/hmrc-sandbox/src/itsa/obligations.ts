/**
 * Obligations 3.0 (reference hmrc-itsa §3): income and expenditure (quarterly) and final
 * declaration obligations. DEFAULT and STATEFUL are made by date from the user's business and its
 * quarter type; with `statefulObligations` a quarter is fulfilled once a cumulative update reaches
 * its end (HMRC's sandbox keeps them open). The other scenarios answer HMRC's canned data.
 */
import cumulativeExample from '../fixtures/itsa/obligations-cumulative.json';
import crystallisationExample from '../fixtures/itsa/crystallisation.json';
import { isoDate } from '../vat/dates';
import { quarterTypeFor } from './business-details';
import { error, item, validationFailure, type ItsaErrorItem } from './errors';
import { cumulativeKey, type ItsaBusiness } from './store-types';
import {
  daysBetween,
  finalDeclaration,
  plusDays,
  quarters,
  strictDate,
  taxYearEnd,
  taxYearLabel,
  taxYearOf,
  taxYearStart,
  type Quarter,
} from './tax-year';
import type { ItsaRequest, ItsaResult } from './types';
import { checkBusinessId, checkTaxYear, errorsOf } from './validate';

const API = 'obligations-mtd';
/** The first tax year of cumulative quarterly updates: the only years modelled. */
export const FIRST_CUMULATIVE_YEAR = 2025;
const TYPES = ['self-employment', 'uk-property', 'foreign-property'];

interface Detail extends Quarter {
  status: 'open' | 'fulfilled';
  receivedDate?: string;
}

function validateQuery(q: URLSearchParams): ItsaErrorItem[] {
  const type = q.get('typeOfBusiness');
  const businessId = q.get('businessId');
  const from = q.get('fromDate');
  const to = q.get('toDate');
  const status = q.get('status');
  const format = errorsOf([
    type !== null && !TYPES.includes(type) ? item(API, 'FORMAT_TYPE_OF_BUSINESS') : null,
    businessId !== null ? checkBusinessId(API, businessId) : null,
    businessId !== null && type === null ? item(API, 'MISSING_TYPE_OF_BUSINESS') : null,
    from !== null && !strictDate(from) ? item(API, 'FORMAT_FROM_DATE') : null,
    to !== null && !strictDate(to) ? item(API, 'FORMAT_TO_DATE') : null,
    from === null && to !== null ? item(API, 'MISSING_FROM_DATE') : null,
    to === null && from !== null ? item(API, 'MISSING_TO_DATE') : null,
    status !== null && status !== 'open' && status !== 'fulfilled' ? item(API, 'FORMAT_STATUS') : null,
  ]);
  if (format.length > 0 || from === null || to === null) return format;
  return errorsOf([
    to < from ? item(API, 'RANGE_TO_DATE_BEFORE_FROM_DATE') : null,
    daysBetween(from, to) > 366 ? item(API, 'RULE_DATE_RANGE_INVALID') : null,
    from < '2018-04-06' ? item(API, 'RULE_FROM_DATE_NOT_SUPPORTED') : null,
  ]);
}

/** The quarters of one business and tax year, fulfilled as far as its updates reach (stateful mode). */
function detailsFor(r: ItsaRequest, business: ItsaBusiness, year: number): Detail[] {
  const stored = r.ctx.state.cumulative.get(cumulativeKey(r.nino, business.businessId, taxYearLabel(year)));
  return quarters(year, quarterTypeFor(business, year), business.commencementDate).map((q): Detail => {
    const reached = r.ctx.options.statefulObligations
      ? stored?.updates.find((u) => u.periodEndDate >= q.periodEndDate)
      : undefined;
    return reached ? { ...q, status: 'fulfilled', receivedDate: reached.received } : { ...q, status: 'open' };
  });
}

/** The tax years a request covers: those of its dates, or by default those of the year to today (all from 2025-26 for open ones). */
function yearsOf(from: string | null, to: string | null, status: string | null, today: string): number[] {
  const first = from ? taxYearOf(from) : status === 'open' ? FIRST_CUMULATIVE_YEAR : taxYearOf(plusDays(today, -365));
  const last = to ? taxYearOf(to) : taxYearOf(today);
  const years: number[] = [];
  for (let y = Math.max(first, FIRST_CUMULATIVE_YEAR); y <= last; y += 1) years.push(y);
  return years;
}

function byDate(r: ItsaRequest): ItsaResult {
  const q = r.url.searchParams;
  const [from, to, status] = [q.get('fromDate'), q.get('toDate'), q.get('status')];
  const type = q.get('typeOfBusiness');
  const businesses = (r.user.itsaBusinesses ?? []).filter(
    (b) => (type === null || b.typeOfBusiness === type) && (q.get('businessId') ?? b.businessId) === b.businessId,
  );
  const years = yearsOf(from, to, status, isoDate(r.ctx.options.now()));
  const obligations = businesses
    .map((b) => ({
      typeOfBusiness: b.typeOfBusiness,
      businessId: b.businessId,
      obligationDetails: years
        .flatMap((y) => detailsFor(r, b, y))
        .filter((d) => (!from || d.periodEndDate >= from) && (!to || d.periodStartDate <= to))
        .filter((d) => status === null || d.status === status),
    }))
    .filter((o) => o.obligationDetails.length > 0);
  if (obligations.length === 0) return error(API, 404, 'NO_OBLIGATIONS_FOUND');
  return { status: 200, body: { obligations } };
}

/** HMRC's cumulative example narrowed to one status, for the OPEN and FULFILLED scenarios. */
function canned(businessId: string, status: 'open' | 'fulfilled'): ItsaResult {
  const [example] = cumulativeExample.obligations;
  const details = (example?.obligationDetails ?? []).filter((d) => d.status === status);
  return {
    status: 200,
    body: { obligations: [{ typeOfBusiness: 'self-employment', businessId, obligationDetails: details }] },
  };
}

/** GET /obligations/details/{nino}/income-and-expenditure (§3.1). */
export function incomeAndExpenditure(r: ItsaRequest): ItsaResult {
  const invalid = validateQuery(r.url.searchParams);
  if (invalid.length > 0) return validationFailure(invalid);
  const q = r.url.searchParams;
  switch (r.scenario ?? 'DEFAULT') {
    case 'DEFAULT':
    case 'STATEFUL':
      return byDate(r);
    case 'OPEN':
      return canned('XBIS12345678903', 'open');
    case 'FULFILLED':
      return canned('XBIS12345678902', 'fulfilled');
    case 'CUMULATIVE':
      return { status: 200, body: cumulativeExample };
    case 'DYNAMIC': {
      const today = isoDate(r.ctx.options.now());
      const start = q.get('fromDate') ?? taxYearStart(taxYearOf(today));
      const end = q.get('toDate') ?? taxYearEnd(taxYearOf(today));
      const status = q.get('status') ?? 'open';
      const detail = { periodStartDate: start, periodEndDate: end, dueDate: plusDays(end, 33), status };
      return {
        status: 200,
        body: {
          obligations: [
            {
              typeOfBusiness: 'self-employment',
              businessId: 'XBIS12345678901',
              obligationDetails: [status === 'fulfilled' ? { ...detail, receivedDate: end } : detail],
            },
          ],
        },
      };
    }
    case 'INSOLVENT_TRADER':
      return error(API, 400, 'RULE_INSOLVENT_TRADER');
    case 'NOT_FOUND':
      return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
    case 'NO_OBLIGATIONS_FOUND':
      return error(API, 404, 'NO_OBLIGATIONS_FOUND');
    default:
      return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  }
}

/** GET /obligations/details/{nino}/crystallisation (§3.2): no final declaration is modelled, so each is open. */
export function crystallisation(r: ItsaRequest): ItsaResult {
  const q = r.url.searchParams;
  const taxYear = q.get('taxYear');
  const status = q.get('status');
  const invalid = errorsOf([
    taxYear !== null ? checkTaxYear(API, taxYear, 2017) : null,
    status !== null && status !== 'open' && status !== 'fulfilled' ? item(API, 'FORMAT_STATUS') : null,
  ]);
  if (invalid.length > 0) return validationFailure(invalid);
  const current = taxYearOf(isoDate(r.ctx.options.now()));
  const asked = taxYear ? Number(taxYear.slice(0, 4)) : null;
  switch (r.scenario ?? 'DEFAULT') {
    case 'DEFAULT': {
      const commenced = (r.user.itsaBusinesses ?? []).map((b) => taxYearOf(b.commencementDate));
      const first = Math.max(FIRST_CUMULATIVE_YEAR, current - 4, Math.min(...commenced));
      const years = asked !== null ? [asked].filter((y) => y >= first && y <= current) : range(first, current);
      const obligations = years
        .map((y) => ({ ...finalDeclaration(y), status: 'open' }))
        .filter((o) => status === null || o.status === status);
      if (obligations.length === 0) return error(API, 404, 'NO_OBLIGATIONS_FOUND');
      return { status: 200, body: { obligations } };
    }
    case 'MULTIPLE':
      return {
        status: 200,
        body: {
          obligations: [
            ...crystallisationExample.obligations,
            ...range(current - 1, current).map((y) => ({ ...finalDeclaration(y), status: 'open' })),
          ],
        },
      };
    case 'DYNAMIC': {
      const year = asked ?? current - 1;
      const due = finalDeclaration(year).dueDate;
      return {
        status: 200,
        body: { obligations: [{ ...finalDeclaration(year), status: 'fulfilled', receivedDate: plusDays(due, -7) }] },
      };
    }
    case 'INSOLVENT_TRADER':
      return error(API, 400, 'RULE_INSOLVENT_TRADER');
    case 'NOT_FOUND':
      return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
    default:
      return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  }
}

const range = (first: number, last: number): number[] =>
  Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
