/**
 * Checks of path and query parameters shared by the MTD Income Tax endpoints (reference
 * hmrc-itsa §1.5, §1.6): each returns the error item, or null when the value is good.
 */
import { BUSINESS_ID } from '../test-users/nino';
import { item, type ItsaErrorItem } from './errors';
import { parseTaxYear } from './tax-year';
import type { ItsaApi } from './types';

/** A tax year path parameter: format, one-year range, then the endpoint's minimum. */
export function checkTaxYear(api: ItsaApi, text: string, minimum: number): ItsaErrorItem | null {
  const start = parseTaxYear(text);
  if (start === 'format') return item(api, 'FORMAT_TAX_YEAR');
  if (start === 'range') return item(api, 'RULE_TAX_YEAR_RANGE_INVALID');
  return start < minimum ? item(api, 'RULE_TAX_YEAR_NOT_SUPPORTED') : null;
}

export const checkBusinessId = (api: ItsaApi, id: string): ItsaErrorItem | null =>
  BUSINESS_ID.test(id) ? null : item(api, 'FORMAT_BUSINESS_ID');

/** `^[0-9]{8}|[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$` ([IC:9.0/common/pathParameters.yaml]). */
const CALCULATION_ID = /^([0-9]{8}|[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})$/;

export const checkCalculationId = (id: string): ItsaErrorItem | null =>
  CALCULATION_ID.test(id) ? null : item('individual-calculations-mtd', 'FORMAT_CALCULATION_ID');

/** The items that are errors (the nulls of passed checks dropped). */
export const errorsOf = (checks: (ItsaErrorItem | null)[]): ItsaErrorItem[] =>
  checks.filter((c): c is ItsaErrorItem => c !== null);
