import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasReference, referenceJson } from './itsa-test-support';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/itsa/${name}`, import.meta.url), 'utf8'));

/** Unmodified copies of HMRC's examples. */
const COPIES: [string, string][] = [
  [
    'obligations-cumulative.json',
    'obligations/3.0/examples/retrieve_cumulative_periodic_obligations_ty_26_27_and_after.json',
  ],
  ['crystallisation.json', 'obligations/3.0/examples/retrieve_crystallisation_obligations.json'],
  [
    'cumulative-consolidated.json',
    'self-employment-business/5.0/examples/retrieveCumulativePeriodSummary/def1/consolidated_response.json',
  ],
  ['calculations-list.json', 'individual-calculations/9.0/examples/list/def3/list_response.json'],
];

/**
 * Where the calculation fixtures differ from HMRC's examples, so that they match HMRC's own
 * schema: enum values as the API emits them (the examples show the downstream camelCase), income
 * source ids in the schema's format, a field the schema does not have, a negative value the
 * schema forbids (reference hmrc-itsa §5.3 DOC vs CODE).
 */
const CHANGED = [
  '/metadata/calculationReason',
  '/inputs/personalInformation/taxRegime',
  '/inputs/allowancesReliefsAndDeductions/0/type',
  '/inputs/pensionContributionAndCharges/0/type',
  '/inputs/other/0/type',
  '/calculation/reliefs/reliefsClaimed/0/reliefsClaimedDetail/0/deficiencyReliefType',
  '/calculation/pensionSavingsTaxCharges/pensionSavingsTaxChargesDetail/excessOfLifeTimeAllowance',
  '/calculation/pensionSavingsTaxCharges/pensionSavingsTaxChargesDetail/overseasPensionContributions/shortServiceRefundBands/0/name',
  '/calculation/employmentAndPensionsIncome/employmentAndPensionsIncomeDetail/0/incomeSourceId',
  ...[
    'incapacityBenefit',
    'statePension',
    'statePensionLumpSum',
    'employmentSupportAllowance',
    'jobSeekersAllowance',
    'bereavementAllowance',
    'otherStateBenefits',
  ].map((b) => `/calculation/stateBenefitsIncome/stateBenefitsDetail/${b}/0/incomeSourceId`),
  '/calculation/shareSchemesIncome/shareSchemeDetail/0/type',
  '/calculation/chargeableEventGainsIncome/gainsWithTaxPaidDetail/0/type',
  '/calculation/chargeableEventGainsIncome/gainsWithNoTaxPaidAndVoidedIsaDetail/0/type',
  '/calculation/dividendsIncome/ukDividends/incomeSourceType',
  '/calculation/dividendsIncome/otherDividends/0/typeOfDividend',
  '/calculation/incomeSummaryTotals/totalUKPropertyProfit',
  '/calculation/previousCalculation/cgtDueThisPeriod',
  '/calculation/endOfYearEstimate/incomeSource/0/incomeSourceType',
  '/calculation/lossesAndClaims/resultOfClaimsApplied/0/claimType',
];

/** The JSON pointers where two documents differ. */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => {
      const [x, y] = [(a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]];
      return x === undefined || y === undefined ? [`${at}/${k}`] : differences(x, y, `${at}/${k}`);
    });
  }
  return a === b ? [] : [at];
}

describe.runIf(hasReference)('Income Tax fixtures and HMRC examples', () => {
  it.each(COPIES)('%s = reference %s', (copy, original) => {
    expect(fixture(copy)).toEqual(referenceJson(original));
  });

  it.each([
    ['calculation-2025-26.json', 'individual-calculations/9.0/examples/retrieve/def3/retrieve_response.json'],
    ['calculation-2026-27.json', 'individual-calculations/9.0/examples/retrieve/def4/retrieve_response.json'],
  ])('%s differs from %s only where HMRC schema needs it', (copy, original) => {
    const changed = differences(referenceJson(original), fixture(copy));
    expect(changed.filter((p) => !CHANGED.includes(p))).toEqual([]);
  });
});
