/**
 * GET /organisations/vat/{vrn}/penalties and /financial-details/{penaltyChargeReference} ([OAS];
 * reference §4.6, §4.7). Penalties validates only the VRN; financial details also the reference
 * (`^X[a-zA-Z]\d{12}$`). An unknown scenario is answered 400 RULE_INCORRECT_GOV_TEST_SCENARIO.
 */
import financialDetailsExample from '../fixtures/financial-details.json';
import { VAT_ERRORS } from './errors';
import { penaltiesFor } from './penalty-data';
import type { VatRequest, VatResult } from './types';

export function getPenalties({ scenario }: VatRequest): VatResult {
  const body = penaltiesFor(scenario);
  return body ? { status: 200, body } : VAT_ERRORS.incorrectScenario;
}

export const FINANCIAL_DETAILS_SCENARIOS = ['DEFAULT'];

export function getFinancialDetails({ scenario, params }: VatRequest): VatResult {
  if (!/^X[a-zA-Z]\d{12}$/.test(params[0] ?? '')) return VAT_ERRORS.chargeReferenceInvalid;
  if (scenario !== null && scenario !== 'DEFAULT') return VAT_ERRORS.incorrectScenario;
  return { status: 200, body: structuredClone(financialDetailsExample) };
}
