/**
 * GET /organisations/vat/{vrn}/information ([OAS], added 2025; reference §4.8). Each object is
 * omitted when empty; when both would be empty the service answers 500 (as its code does).
 */
import { VAT_ERRORS } from './errors';
import type { VatRequest, VatResult } from './types';

export const INFORMATION_SCENARIOS = [
  'DEFAULT',
  'CUSTOMER_INFO_NOT_FOUND',
  'NO_EFFECTREGISTRATIONDATE',
  'NO_FLATRATESCHEME',
  'NO_EFFECTREGISTRATIONDATE_NO_FRS',
];

export function getInformation({ scenario, user }: VatRequest): VatResult {
  const name = scenario ?? 'DEFAULT';
  if (!INFORMATION_SCENARIOS.includes(name)) return VAT_ERRORS.incorrectScenario;
  if (name === 'CUSTOMER_INFO_NOT_FOUND') return VAT_ERRORS.customerInfoNotFound;
  if (name === 'NO_EFFECTREGISTRATIONDATE_NO_FRS') return VAT_ERRORS.internal;
  const registration = user.vatRegistrationDate ?? '2001-01-01';
  return {
    status: 200,
    body: {
      ...(name === 'NO_EFFECTREGISTRATIONDATE' ? {} : { customerDetails: { effectiveRegistrationDate: registration } }),
      ...(name === 'NO_FLATRATESCHEME' ? {} : { flatRateScheme: { frsCategory: '001', startDate: registration } }),
    },
  };
}
