/**
 * Validation of a cumulative period summary body (reference hmrc-itsa §4.2; HMRC's schema
 * schemas/createAmendCumulativePeriodSummary/request.json), level by level as HMRC's validators
 * do: the body's shape (RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED with the paths at fault), then the
 * values (FORMAT_VALUE, FORMAT_START_DATE, FORMAT_END_DATE), then the rules between fields
 * (RULE_END_DATE_BEFORE_START_DATE, RULE_BOTH_EXPENSES_SUPPLIED). Numbers are checked as written.
 */
import { compareDecimal, decimal, parseDecimal } from '../json/decimal';
import { JsonNumber, JsonSyntaxError, parseExactJson, type ExactJson } from '../json/exact-json';
import { item, type ItsaErrorItem } from './errors';
import { strictDate } from './tax-year';

const API = 'self-employment-business-mtd';
const EXPENSES = [
  'costOfGoods',
  'paymentsToSubcontractors',
  'wagesAndStaffCosts',
  'carVanTravelExpenses',
  'premisesRunningCosts',
  'maintenanceCosts',
  'adminCosts',
  'businessEntertainmentCosts',
  'advertisingCosts',
  'interestOnBankOtherLoans',
  'financeCharges',
  'irrecoverableDebts',
  'professionalFees',
  'depreciation',
  'otherExpenses',
];
/** Each object's fields, and whether its values may be negative. */
const OBJECTS: Record<string, { fields: string[]; negative: boolean }> = {
  periodIncome: { fields: ['turnover', 'other', 'taxTakenOffTradingIncome'], negative: false },
  periodExpenses: { fields: ['consolidatedExpenses', ...EXPENSES], negative: true },
  periodDisallowableExpenses: { fields: EXPENSES.map((e) => `${e}Disallowable`), negative: true },
};
const MAX = decimal('99999999999.99');
const MIN_EXPENSE = decimal('-99999999999.99');
const ZERO = decimal('0');
const RANGE_MESSAGE = {
  income: 'The value must be between 0 and 99999999999.99',
  expense: 'The value must be between -99999999999.99 and 99999999999.99',
};

type JsonObject = { [key: string]: ExactJson };
const isObject = (v: ExactJson | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof JsonNumber);

export interface CumulativeBody {
  periodDates: { periodStartDate: string; periodEndDate: string } | null;
  /** The body with its numbers as JavaScript numbers, as it is stored and retrieved. */
  plain: Record<string, unknown>;
}

export type BodyVerdict = { kind: 'invalid'; errors: ItsaErrorItem[] } | { kind: 'valid'; body: CumulativeBody };

const invalid = (errors: ItsaErrorItem[]): BodyVerdict => ({ kind: 'invalid', errors });

/** The paths where the body does not match HMRC's schema (wrong type, unknown or missing field, empty object). */
function shapeErrors(body: JsonObject): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'periodDates') {
      if (!isObject(value)) paths.push('/periodDates');
      else
        for (const field of ['periodStartDate', 'periodEndDate'])
          if (typeof value[field] !== 'string') paths.push(`/periodDates/${field}`);
      if (isObject(value))
        for (const extra of Object.keys(value).filter((k) => k !== 'periodStartDate' && k !== 'periodEndDate'))
          paths.push(`/periodDates/${extra}`);
      continue;
    }
    const spec = OBJECTS[key];
    if (!spec || !isObject(value) || Object.keys(value).length === 0) {
      paths.push(`/${key}`);
      continue;
    }
    for (const [field, v] of Object.entries(value))
      if (!spec.fields.includes(field) || !(v instanceof JsonNumber)) paths.push(`/${key}/${field}`);
  }
  return paths;
}

/** FORMAT_VALUE per range message (paths merged later), and the date format errors. */
function valueErrors(body: JsonObject): ItsaErrorItem[] {
  const errors: ItsaErrorItem[] = [];
  for (const [key, spec] of Object.entries(OBJECTS)) {
    const object = body[key];
    if (!isObject(object)) continue;
    for (const [field, v] of Object.entries(object)) {
      const value = v instanceof JsonNumber ? parseDecimal(v.text) : null;
      const low = spec.negative ? MIN_EXPENSE : ZERO;
      if (!value || value.scale > 2 || compareDecimal(value, low) < 0 || compareDecimal(value, MAX) > 0) {
        const message = spec.negative ? RANGE_MESSAGE.expense : RANGE_MESSAGE.income;
        errors.push({ code: 'FORMAT_VALUE', message, paths: [`/${key}/${field}`] });
      }
    }
  }
  const dates = body.periodDates;
  if (isObject(dates)) {
    if (!strictDate(dates.periodStartDate as string)) errors.push(item(API, 'FORMAT_START_DATE'));
    if (!strictDate(dates.periodEndDate as string)) errors.push(item(API, 'FORMAT_END_DATE'));
  }
  return errors;
}

function plainOf(value: ExactJson): unknown {
  if (value instanceof JsonNumber) return value.toNumber();
  if (Array.isArray(value)) return value.map(plainOf);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainOf(v)]));
  return value;
}

export function validateCumulativeBody(raw: string): BodyVerdict {
  let parsed: ExactJson;
  try {
    parsed = parseExactJson(raw);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return invalid([item(API, 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED')]);
  }
  if (!isObject(parsed) || Object.keys(parsed).length === 0)
    return invalid([item(API, 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED')]);
  const shape = shapeErrors(parsed);
  if (shape.length > 0) return invalid([item(API, 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED', shape)]);
  // "At least 2 of periodDates, periodIncome, and expenses" ([CODE:…Def1_CreateAmendCumulativePeriodSummaryValidator.scala]).
  const parts = [
    'periodDates' in parsed,
    'periodIncome' in parsed,
    'periodExpenses' in parsed || 'periodDisallowableExpenses' in parsed,
  ];
  if (parts.filter(Boolean).length < 2) return invalid([item(API, 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED')]);
  const values = valueErrors(parsed);
  if (values.length > 0) return invalid(values);
  // With no shape errors, periodDates (when present) holds two strings.
  const given = isObject(parsed.periodDates) ? parsed.periodDates : null;
  const dates =
    given && typeof given.periodStartDate === 'string' && typeof given.periodEndDate === 'string'
      ? { periodStartDate: given.periodStartDate, periodEndDate: given.periodEndDate }
      : null;
  const rules: ItsaErrorItem[] = [];
  if (dates && dates.periodEndDate < dates.periodStartDate) rules.push(item(API, 'RULE_END_DATE_BEFORE_START_DATE'));
  const expenses = parsed.periodExpenses;
  if (
    isObject(expenses) &&
    'consolidatedExpenses' in expenses &&
    (Object.keys(expenses).length > 1 || 'periodDisallowableExpenses' in parsed)
  )
    rules.push(item(API, 'RULE_BOTH_EXPENSES_SUPPLIED'));
  if (rules.length > 0) return invalid(rules);
  return { kind: 'valid', body: { periodDates: dates, plain: plainOf(parsed) as Record<string, unknown> } };
}
