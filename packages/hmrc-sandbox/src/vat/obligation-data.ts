/**
 * Obligations per Gov-Test-Scenario ([OAS]; [SCN] vat-obligation-scenarios.md). Only the default
 * (and the monthly example) are HMRC's data; the rest follow the reference's §5.2 suggestion
 * (2017 for *_MET, 2018 for *_OBS_* and MULTIPLE_OPEN_*, due = end + 1 month + 7 days, received the
 * day before due). Period keys are opaque.
 */
import quarterlyExample from '../fixtures/obligations-quarterly.json';
import { addDays, addMonths, isoDate } from './dates';

export interface Obligation {
  periodKey: string;
  start: string;
  end: string;
  due: string;
  status: 'O' | 'F';
  received?: string;
}

const MONTH_LETTERS = 'DEFGHIJKLMNO';

function obligation(periodKey: string, start: Date, end: Date, fulfilled: boolean): Obligation {
  const due = addDays(addMonths(end, 1), 7);
  const base = { periodKey, start: isoDate(start), end: isoDate(end), due: isoDate(due) };
  return fulfilled ? { ...base, status: 'F', received: isoDate(addDays(due, -1)) } : { ...base, status: 'O' };
}

const quarter = (year: number, q: number, prefix: string, fulfilled: boolean): Obligation =>
  obligation(`${prefix}${q}`, new Date(Date.UTC(year, (q - 1) * 3, 1)), new Date(Date.UTC(year, q * 3, 0)), fulfilled);

const month = (year: number, m: number, prefix: string, fulfilled: boolean): Obligation =>
  obligation(
    `${prefix}${MONTH_LETTERS[m - 1]}`,
    new Date(Date.UTC(year, m - 1, 1)),
    new Date(Date.UTC(year, m, 0)),
    fulfilled,
  );

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
const COUNTS = ['NONE', 'ONE', 'TWO', 'THREE', 'FOUR'];

/** The obligations a scenario yields, an error name for the two error scenarios, or undefined if unknown. */
export function obligationsFor(scenario: string | null): Obligation[] | 'INSOLVENT_TRADER' | 'NOT_FOUND' | undefined {
  if (scenario === null || scenario === 'DEFAULT') {
    return (quarterlyExample.obligations as Obligation[]).map((o) => ({ ...o }));
  }
  if (scenario === 'INSOLVENT_TRADER' || scenario === 'NOT_FOUND') return scenario;
  const quarterlyMet = /^QUARTERLY_(NONE|ONE|TWO|THREE|FOUR)_MET$/.exec(scenario)?.[1];
  if (quarterlyMet) return range(4).map((q) => quarter(2017, q, '18A', q <= COUNTS.indexOf(quarterlyMet)));
  const monthlyMet = /^MONTHLY_(NONE|ONE|TWO|THREE)_MET$/.exec(scenario)?.[1];
  if (monthlyMet) return range(4).map((mo) => month(2017, mo, '18A', mo <= COUNTS.indexOf(monthlyMet)));
  let m = /^MONTHLY_OBS_(0[1-9]|1[0-2])_OPEN$/.exec(scenario);
  if (m) {
    const open = Number(m[1]);
    return range(open).map((mo) => month(2018, mo, '19A', mo < open));
  }
  if (scenario === 'MONTHLY_OBS_12_FULFILLED') return range(12).map((mo) => month(2018, mo, '19A', true));
  m = /^QUARTERLY_OBS_(0[1-4])_OPEN$/.exec(scenario);
  if (m) {
    const open = Number(m[1]);
    return range(open).map((q) => quarter(2018, q, '19A', q < open));
  }
  if (scenario === 'QUARTERLY_OBS_04_FULFILLED') return range(4).map((q) => quarter(2018, q, '19A', true));
  if (scenario === 'MULTIPLE_OPEN_MONTHLY') return range(3).map((mo) => month(2018, mo, '19A', mo === 1));
  if (scenario === 'MULTIPLE_OPEN_QUARTERLY') return range(3).map((q) => quarter(2018, q, '19A', q === 1));
  if (scenario === 'OBS_SPANS_MULTIPLE_YEARS') {
    return [obligation('19C1', new Date(Date.UTC(2018, 10, 1)), new Date(Date.UTC(2019, 0, 31)), false)];
  }
  return undefined;
}

/** Every scenario name this endpoint knows (the two ## families expanded), for tests and docs. */
export const OBLIGATION_SCENARIOS = [
  ...COUNTS.map((c) => `QUARTERLY_${c}_MET`),
  ...COUNTS.slice(0, 4).map((c) => `MONTHLY_${c}_MET`),
  ...range(12).map((n) => `MONTHLY_OBS_${String(n).padStart(2, '0')}_OPEN`),
  'MONTHLY_OBS_12_FULFILLED',
  ...range(4).map((n) => `QUARTERLY_OBS_${String(n).padStart(2, '0')}_OPEN`),
  'QUARTERLY_OBS_04_FULFILLED',
  'MULTIPLE_OPEN_MONTHLY',
  'MULTIPLE_OPEN_QUARTERLY',
  'OBS_SPANS_MULTIPLE_YEARS',
  'INSOLVENT_TRADER',
  'NOT_FOUND',
];
