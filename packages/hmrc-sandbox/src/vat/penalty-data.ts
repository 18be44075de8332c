/**
 * Penalties per Gov-Test-Scenario ([OAS]; [SCN] vat-penalties-scenarios.md). The default is HMRC's
 * example (fixtures/penalties.json); the others are built from its entries, since HMRC publishes no
 * per-scenario payloads (reference §5.2).
 */
import example from '../fixtures/penalties.json';
import { defined } from '../defined';

type Json = Record<string, unknown>;

const [, thresholdExample, chargeExample] = example.lateSubmissionPenalty.details;
const [lpp1, lpp2] = example.latePaymentPenalty.details;

function point(n: number, status: 'active' | 'inactive', quarterStart: string): Json {
  const [year, month] = quarterStart.split('-').map(Number) as [number, number];
  const pad = (v: number): string => String(v).padStart(2, '0');
  const endMonth = month + 2;
  const lastDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  const dueYear = endMonth + 2 > 12 ? year + 1 : year;
  const dueMonth = ((endMonth + 1) % 12) + 1;
  return {
    penaltyNumber: `0000${n}`,
    penaltyOrder: String(n),
    penaltyCategory: 'point',
    penaltyStatus: status,
    penaltyCreationDate: `${dueYear}-${pad(dueMonth)}-08`,
    penaltyExpiryDate: `${dueYear + 2}-${pad(dueMonth)}-01`,
    ...(status === 'inactive' ? { expiryReason: 'natural-expiry' } : {}),
    communicationsDate: `${dueYear}-${pad(dueMonth)}-11`,
    lateSubmissions: [
      {
        lateSubmissionID: `10546${n}0`,
        taxReturnStatus: 'Fulfilled',
        taxPeriodStartDate: quarterStart,
        taxPeriodEndDate: `${year}-${pad(endMonth)}-${lastDay}`,
        taxPeriodDueDate: `${dueYear}-${pad(dueMonth)}-07`,
        returnReceiptDate: `${dueYear}-${pad(dueMonth)}-13`,
      },
    ],
  };
}

const summary = (active: number, inactive: number, chargeAmount: number): Json => ({
  activePenaltyPoints: active,
  inactivePenaltyPoints: inactive,
  periodOfComplianceAchievement: active > 0 ? '2026-06-01' : '9999-12-31',
  regimeThreshold: 4,
  penaltyChargeAmount: chargeAmount,
});

const lsp = (details: Json[], active: number, inactive: number, chargeAmount: number): Json => ({
  summary: summary(active, inactive, chargeAmount),
  details,
});

const QUARTERS = ['2023-04-01', '2023-07-01', '2023-10-01', '2024-01-01', '2024-04-01'];
const quarterAt = (i: number): string => defined(QUARTERS[i], `QUARTERS[${i}]`);

const totals = (lspValue: number, lppPosted: number, lppEstimate: number): Json => ({
  lateSubmissionPenaltyTotalValue: lspValue,
  penalisedPrincipalTotal: lppPosted > 0 || lppEstimate > 0 ? 10000 : 0,
  latePaymentPenaltyPostedTotal: lppPosted,
  latePaymentPenaltyEstimateTotal: lppEstimate,
});

const SCENARIOS: Record<string, Json> = {
  NO_PENALTIES: {},
  LATE_SUBMISSION: {
    totalisations: totals(0, 0, 0),
    lateSubmissionPenalty: lsp([point(1, 'active', quarterAt(3))], 1, 0, 0),
  },
  LATE_PAYMENT: {
    totalisations: totals(0, 400, 0),
    latePaymentPenalty: { details: [lpp1] },
  },
  MULTIPLE_PENALTIES: {
    totalisations: totals(0, 400, 0),
    lateSubmissionPenalty: lsp([point(1, 'active', quarterAt(3))], 1, 0, 0),
    latePaymentPenalty: { details: [lpp1] },
  },
  MULTIPLE_LATE_PAYMENT_PENALTIES: {
    totalisations: totals(0, 425.21, 30.68),
    latePaymentPenalty: { details: [lpp1, lpp2] },
  },
  MULTIPLE_LATE_SUBMISSION_PENALTIES: {
    totalisations: totals(0, 0, 0),
    lateSubmissionPenalty: lsp(
      [3, 2, 1].map((n) => point(n, 'active', quarterAt(n))),
      3,
      0,
      0,
    ),
  },
  MULTIPLE_INACTIVE_LATE_SUBMISSION_PENALTIES: {
    totalisations: totals(0, 0, 0),
    lateSubmissionPenalty: lsp(
      [2, 1].map((n) => point(n, 'inactive', quarterAt(n - 1))),
      0,
      2,
      0,
    ),
  },
  THRESHOLD_LATE_SUBMISSION_PENALTIES: {
    totalisations: totals(200, 0, 0),
    lateSubmissionPenalty: lsp(
      [
        { ...thresholdExample, penaltyNumber: '00004', penaltyOrder: '4' },
        ...[3, 2, 1].map((n) => point(n, 'active', quarterAt(n - 1))),
      ],
      4,
      0,
      200,
    ),
  },
  CHARGE_LATE_SUBMISSION_PENALTIES: {
    totalisations: totals(400, 0, 0),
    lateSubmissionPenalty: lsp(
      [
        { ...chargeExample, penaltyNumber: '00005', penaltyOrder: '5' },
        { ...thresholdExample, penaltyNumber: '00004', penaltyOrder: '4' },
        ...[3, 2, 1].map((n) => point(n, 'active', quarterAt(n - 1))),
      ],
      5,
      0,
      400,
    ),
  },
};

export const PENALTY_SCENARIOS = ['DEFAULT', ...Object.keys(SCENARIOS)];

/** The penalties body of a scenario (null or DEFAULT: HMRC's example), or undefined if unknown. */
export function penaltiesFor(scenario: string | null): Json | undefined {
  if (scenario === null || scenario === 'DEFAULT') return structuredClone(example);
  const body = SCENARIOS[scenario];
  return body ? structuredClone(body) : undefined;
}
