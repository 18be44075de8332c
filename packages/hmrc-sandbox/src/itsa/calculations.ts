/**
 * Individual Calculations 8.0/9.0 (reference hmrc-itsa §5): trigger, list and retrieve. A trigger
 * stores a calculation that can be retrieved `calculationDelayMs` later (404 before, as HMRC's
 * asynchronous calculation answers). Its figures are HMRC's example bodies (decision 0067: HMRC's
 * sandbox returns canned figures too), with the metadata of this calculation.
 */
import { randomUUID } from 'node:crypto';
import listExample from '../fixtures/itsa/calculations-list.json';
import example2025 from '../fixtures/itsa/calculation-2025-26.json';
import example2026 from '../fixtures/itsa/calculation-2026-27.json';
import { isoDate } from '../vat/dates';
import { error, item, validationFailure } from './errors';
import type { StoredCalculation } from './store-types';
import { parseTaxYear, taxYearEnd, taxYearStart } from './tax-year';
import type { ItsaRequest, ItsaResult } from './types';
import { checkCalculationId, checkTaxYear, errorsOf } from './validate';

const API = 'individual-calculations-mtd';
const TRIGGER_TYPES = ['in-year', 'intent-to-finalise', 'intent-to-amend'] as const;
const LIST_TYPES = ['in-year', 'intent-to-finalise', 'intent-to-amend', 'final-declaration', 'confirm-amendment'];

const TRIGGER_SCENARIOS = [
  'NO_INCOME_SUBMISSIONS_EXIST',
  'FINAL_DECLARATION_RECEIVED',
  'INCOME_SOURCES_CHANGED',
  'RECENT_SUBMISSIONS_EXIST',
  'RESIDENCY_CHANGED',
  'CALCULATION_IN_PROGRESS',
  'BUSINESS_VALIDATION_FAILURE',
  'TAX_YEAR_NOT_ENDED',
];

/** The tax year's start, valid once the path checks passed. */
const startOf = (taxYear: string): number => parseTaxYear(taxYear) as number;

/** POST …/self-assessment/{taxYear}/trigger/{calculationType} (§5.1): 202 with the new calculation's id. */
export function triggerCalculation(r: ItsaRequest): ItsaResult {
  const [taxYear = '', type = ''] = r.params;
  const calculationType = TRIGGER_TYPES.find((t) => t === type);
  const invalid = errorsOf([
    checkTaxYear(API, taxYear, 2017),
    calculationType ? null : item(API, 'FORMAT_CALCULATION_TYPE'),
  ]);
  if (invalid.length > 0) return validationFailure(invalid);
  const year = startOf(taxYear);
  if (calculationType === 'intent-to-amend' && year < 2025)
    return validationFailure([item(API, 'RULE_CALCULATION_TYPE_NOT_ALLOWED')]);
  const scenario = r.scenario ?? 'DEFAULT';
  if (TRIGGER_SCENARIOS.includes(scenario)) return error(API, 400, `RULE_${scenario}`);
  if (scenario !== 'DEFAULT') return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  const today = isoDate(r.ctx.options.now());
  if (calculationType !== 'in-year' && today <= taxYearEnd(year)) return error(API, 400, 'RULE_TAX_YEAR_NOT_ENDED');
  if (calculationType === 'intent-to-amend') return error(API, 400, 'RULE_DECLARATION_NOT_RECEIVED');
  const updates = [...r.ctx.state.cumulative.values()]
    .filter((c) => c.nino === r.nino && c.taxYear === taxYear)
    .flatMap((c) => c.updates.map((u) => u.periodEndDate));
  if (updates.length === 0) return error(API, 400, 'RULE_NO_INCOME_SUBMISSIONS_EXIST');
  const now = Date.now();
  const running = [...r.ctx.state.calculations.values()].some(
    (c) => c.nino === r.nino && c.taxYear === taxYear && c.readyAt > now,
  );
  if (running) return error(API, 400, 'RULE_CALCULATION_IN_PROGRESS');
  const calculation: StoredCalculation = {
    calculationId: randomUUID(),
    nino: r.nino,
    taxYear,
    calculationType: calculationType ?? 'in-year',
    calculationTimestamp: r.ctx.options.now().toISOString(),
    // Real time, not the test clock: the wait is about requests as they arrive.
    readyAt: now + r.ctx.options.calculationDelayMs,
    periodTo: updates.sort().at(-1) ?? null,
  };
  r.ctx.state.calculations.set(calculation.calculationId, calculation);
  r.ctx.state.save();
  return { status: 202, body: { calculationId: calculation.calculationId } };
}

/** The calculation types List accepts for a tax year ([IC:9.0/common/pathParameters.yaml]). */
const typesFor = (year: number): string[] =>
  year >= 2025 ? LIST_TYPES : ['in-year', 'intent-to-finalise', 'final-declaration'];

/** GET …/self-assessment/{taxYear}[?calculationType=] (§5.2): the finished calculations, newest first. */
export function listCalculations(r: ItsaRequest): ItsaResult {
  const [taxYear = ''] = r.params;
  const type = r.url.searchParams.get('calculationType');
  const invalid = errorsOf([
    checkTaxYear(API, taxYear, 2017),
    type !== null && !LIST_TYPES.includes(type) ? item(API, 'FORMAT_CALCULATION_TYPE') : null,
  ]);
  if (invalid.length > 0) return validationFailure(invalid);
  const year = startOf(taxYear);
  if (type !== null && !typesFor(year).includes(type))
    return validationFailure([item(API, 'RULE_CALCULATION_TYPE_NOT_ALLOWED')]);
  const scenario = r.scenario ?? 'DEFAULT';
  if (scenario === 'NOT_FOUND') return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
  if (scenario === 'DYNAMIC') {
    // The example's liabilityAmount is a string; HMRC's schema says number (reference §5.2 DOC vs DOC).
    const calculations = listExample.calculations.map((c) => ({
      ...c,
      calculationTimestamp: `${taxYearStart(year)}${c.calculationTimestamp.slice(10)}`,
      ...('liabilityAmount' in c ? { liabilityAmount: Number(c.liabilityAmount) } : {}),
    }));
    return { status: 200, body: { calculations } };
  }
  if (scenario !== 'DEFAULT') return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  const now = Date.now();
  const calculations = [...r.ctx.state.calculations.values()]
    .filter((c) => c.nino === r.nino && c.taxYear === taxYear && c.readyAt <= now)
    .filter((c) => type === null || c.calculationType === type)
    .sort((a, b) => (a.calculationTimestamp < b.calculationTimestamp ? 1 : -1))
    .map((c) => ({
      calculationId: c.calculationId,
      calculationTimestamp: c.calculationTimestamp,
      calculationType: c.calculationType,
      calculationTrigger: 'attended',
      calculationOutcome: 'PROCESSED',
      fromDate: taxYearStart(year),
      toDate: c.periodTo ?? taxYearEnd(year),
    }));
  if (calculations.length === 0) return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
  return { status: 200, body: { calculations } };
}

type Body = Record<string, unknown> & { metadata: Record<string, unknown>; calculation?: Record<string, unknown> };

/**
 * HMRC's example for the tax year (def3 for 2025-26 and before, def4 after), with this
 * calculation's metadata, the user's business as the income source, and without the example's
 * placeholder messages. The fixtures are HMRC's examples put right where they break HMRC's own
 * schema (enum values as the API emits them, e.g. `customer-request`; no `totalUKPropertyProfit`;
 * reference §5.3 DOC vs CODE): itsa-fixtures.test.ts lists each change.
 */
function calculationBody(r: ItsaRequest, c: Omit<StoredCalculation, 'readyAt' | 'nino'>): Body {
  const year = startOf(c.taxYear);
  const body = structuredClone(year >= 2026 ? example2026 : example2025) as unknown as Body;
  const { finalisationTimestamp: _f, confirmationTimestamp: _c, ...metadata } = body.metadata;
  body.metadata = {
    ...metadata,
    calculationId: c.calculationId,
    taxYear: c.taxYear,
    requestedBy: 'customer',
    requestedTimestamp: c.calculationTimestamp,
    calculationReason: 'customer-request',
    calculationTimestamp: c.calculationTimestamp,
    calculationType: c.calculationType,
    periodFrom: taxYearStart(year),
    periodTo: c.periodTo ?? taxYearEnd(year),
  };
  delete body.messages;
  const calculation = body.calculation ?? {};
  const businessId = r.user.itsaBusinesses?.[0]?.businessId;
  const profits = calculation.businessProfitAndLoss as { incomeSourceId: string }[] | undefined;
  if (businessId && profits?.[0]) profits[0].incomeSourceId = businessId;
  return body;
}

/** The ERROR_MESSAGES_EXIST answer: no calculation, only HMRC's errors (§5.3). */
function withErrors(body: Body): Body {
  const { calculation: _omitted, ...rest } = body;
  return {
    ...rest,
    messages: {
      errors: [
        { id: 'EMULATOR-ERROR', text: 'The emulator produced no calculation: Gov-Test-Scenario ERROR_MESSAGES_EXIST.' },
      ],
    },
  };
}

/** GET …/self-assessment/{taxYear}/{calculationId} (§5.3): 404 until the calculation is ready. */
export function retrieveCalculation(r: ItsaRequest): ItsaResult {
  const [taxYear = '', calculationId = ''] = r.params;
  const invalid = errorsOf([checkTaxYear(API, taxYear, 2017), checkCalculationId(calculationId)]);
  if (invalid.length > 0) return validationFailure(invalid);
  const year = startOf(taxYear);
  const scenario = r.scenario ?? 'DEFAULT';
  const canned = {
    calculationId,
    taxYear,
    calculationType: 'in-year' as const,
    calculationTimestamp: r.ctx.options.now().toISOString(),
    periodTo: null,
  };
  if (scenario === 'NOT_FOUND') return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
  if (scenario === 'ERROR_MESSAGES_EXIST') return { status: 200, body: withErrors(calculationBody(r, canned)) };
  if (scenario === 'DYNAMIC') {
    if (year < 2023) return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
    return { status: 200, body: calculationBody(r, canned) };
  }
  if (scenario !== 'DEFAULT') return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  const stored = r.ctx.state.calculations.get(calculationId);
  if (!stored || stored.nino !== r.nino || stored.taxYear !== taxYear || stored.readyAt > Date.now())
    return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
  return { status: 200, body: calculationBody(r, stored) };
}
