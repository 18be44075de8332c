/**
 * GET /organisations/vat/{vrn}/liabilities and /payments ([OAS]; reference §4.4, §4.5). Without a
 * scenario HMRC's sandbox always answers 404; with one, only charges whose tax period ends inside
 * the requested range are returned (an empty result is 404, never an empty list).
 */
import liabilitiesExample from '../fixtures/liabilities.json';
import paymentsExample from '../fixtures/payments.json';
import { legacy, VAT_ERRORS } from './errors';
import { addDays, addYears, parseStrictDate, todayUtc } from './dates';
import type { VatRequest, VatResult } from './types';
import { defined } from '../defined';

interface Charge {
  taxPeriod: { from: string; to: string };
  type: string;
  originalAmount: number;
  outstandingAmount?: number;
  due?: string;
  payments: { amount: number; received?: string }[];
}

const charge = (
  from: string,
  to: string,
  type: string,
  original: number,
  outstanding: number,
  due: string,
  payments: Charge['payments'],
): Charge => ({
  taxPeriod: { from, to },
  type,
  originalAmount: original,
  outstandingAmount: outstanding,
  due,
  payments,
});

const DEBIT = 'VAT Return Debit Charge';
const exampleLiability = defined(liabilitiesExample.liabilities[0], 'the first liability in fixtures/liabilities.json');

/** Canned charges per scenario; the dates match the ranges HMRC's scenario table names. */
const CHARGES: Record<string, Charge[]> = {
  SINGLE_LIABILITY: [charge('2017-01-01', '2017-02-01', DEBIT, 463872, 463872, '2017-03-08', [])],
  MULTIPLE_LIABILITIES: [
    charge('2017-04-01', '2017-06-30', DEBIT, 15.5, 0, '2017-08-07', []),
    charge('2017-07-01', '2017-09-30', DEBIT, 600, 100.51, '2017-11-07', []),
    charge('2017-09-01', '2017-11-30', 'VAT Central Assessment', 1000, 1000, '2018-01-07', []),
  ],
  SINGLE_LIABILITY_2018_19: [charge('2018-01-01', '2018-02-01', DEBIT, 463872, 463872, '2018-03-08', [])],
  MULTIPLE_LIABILITIES_2018_19: [
    { ...exampleLiability, payments: [] },
    charge('2018-07-01', '2018-09-30', DEBIT, 600, 100.51, '2018-11-07', []),
    charge('2018-09-01', '2018-11-30', 'VAT Central Assessment', 1000, 1000, '2019-01-07', []),
  ],
  SINGLE_PAYMENT: [
    charge('2017-01-01', '2017-02-01', DEBIT, 463872, 0, '2017-03-08', [{ amount: 463872, received: '2017-02-11' }]),
  ],
  MULTIPLE_PAYMENTS: [
    charge('2017-01-01', '2017-03-01', DEBIT, 15.5, 0, '2017-04-07', [{ amount: 15.5, received: '2017-04-06' }]),
    charge('2017-04-01', '2017-06-30', DEBIT, 600, 0, '2017-08-07', [
      { amount: 500, received: '2017-08-01' },
      { amount: 100, received: '2017-08-05' },
    ]),
    charge('2017-07-01', '2017-09-30', DEBIT, 1000, 0, '2017-11-07', [{ amount: 1000, received: '2017-11-06' }]),
  ],
  SINGLE_PAYMENT_2018_19: [
    charge('2018-01-01', '2018-02-01', DEBIT, 463872, 0, '2018-03-08', [{ amount: 463872, received: '2018-02-11' }]),
  ],
  MULTIPLE_PAYMENTS_2018_19: [
    charge('2018-01-01', '2018-03-01', DEBIT, 100.05, 0, '2018-04-07', [...paymentsExample.payments]),
    charge('2018-04-01', '2018-06-30', DEBIT, 600, 0, '2018-08-07', [
      { amount: 500, received: '2018-08-01' },
      { amount: 100, received: '2018-08-05' },
    ]),
    charge('2018-07-01', '2018-09-30', DEBIT, 1000, 0, '2018-11-07', [{ amount: 1000, received: '2018-11-06' }]),
  ],
};

export const LIABILITY_SCENARIOS = [
  'SINGLE_LIABILITY',
  'MULTIPLE_LIABILITIES',
  'SINGLE_LIABILITY_2018_19',
  'MULTIPLE_LIABILITIES_2018_19',
  'INSOLVENT_TRADER',
];
export const PAYMENT_SCENARIOS = [
  'SINGLE_PAYMENT',
  'MULTIPLE_PAYMENTS',
  'SINGLE_PAYMENT_2018_19',
  'MULTIPLE_PAYMENTS_2018_19',
  'INSOLVENT_TRADER',
];

const EARLIEST_FROM = new Date('2016-04-06T00:00:00Z');

/** [CODE:FinancialDataDateFormatValidation.scala], [CODE:FinancialDataDateRangeValidation.scala]. */
export function validateFinancialRange(q: URLSearchParams, now: Date): VatResult | { from: Date; to: Date } {
  const from = parseStrictDate(q.get('from'));
  if (!from || from < EARLIEST_FROM) return legacy('DATE_FROM_INVALID');
  const to = parseStrictDate(q.get('to'));
  if (!to || to > todayUtc(now)) return legacy('DATE_TO_INVALID');
  if (from >= to || to > addDays(addYears(from, 1), -1)) return legacy('DATE_RANGE_INVALID');
  return { from, to };
}

function chargesInRange(request: VatRequest, scenarios: string[]): VatResult | Charge[] {
  const range = validateFinancialRange(request.url.searchParams, request.ctx.options.now());
  if ('status' in range) return range;
  const { scenario } = request;
  if (scenario === null || scenario === 'DEFAULT') return VAT_ERRORS.notFound;
  if (!scenarios.includes(scenario)) return VAT_ERRORS.incorrectScenario;
  if (scenario === 'INSOLVENT_TRADER') return VAT_ERRORS.insolventTrader;
  return defined(CHARGES[scenario], `canned charges for ${scenario}`).filter((c) => {
    const end = defined(parseStrictDate(c.taxPeriod.to), `a valid date for ${c.taxPeriod.to}`);
    return end >= range.from && end <= range.to;
  });
}

export function getLiabilities(request: VatRequest): VatResult {
  const charges = chargesInRange(request, LIABILITY_SCENARIOS);
  if (!Array.isArray(charges)) return charges;
  if (charges.length === 0) return VAT_ERRORS.notFound;
  return { status: 200, body: { liabilities: charges.map(({ payments: _payments, ...liability }) => liability) } };
}

export function getPayments(request: VatRequest): VatResult {
  const charges = chargesInRange(request, PAYMENT_SCENARIOS);
  if (!Array.isArray(charges)) return charges;
  const payments = charges.flatMap((c) => c.payments);
  if (payments.length === 0) return VAT_ERRORS.notFound;
  return { status: 200, body: { payments } };
}
