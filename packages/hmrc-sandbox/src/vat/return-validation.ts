/**
 * Validation of a submitted VAT return, level by level as [CODE:SubmitReturnValidator.scala] does
 * (reference §4.2): field checks (all collected), then the box 3 and box 5 arithmetic (exact
 * decimals), then `finalised`. Each level's errors are reported only if the previous level passed.
 */
import {
  absDecimal,
  addDecimal,
  compareDecimal,
  decimal,
  isWhole,
  parseDecimal,
  subtractDecimal,
  type Decimal,
} from '../json/decimal';
import { JsonNumber, type ExactJson } from '../json/exact-json';
import type { ErrorItem } from './errors';
import { defined } from '../defined';

export const BOXES_1_TO_4 = ['vatDueSales', 'vatDueAcquisitions', 'totalVatDue', 'vatReclaimedCurrPeriod'] as const;
export const BOXES_6_TO_9 = [
  'totalValueSalesExVAT',
  'totalValuePurchasesExVAT',
  'totalValueGoodsSuppliedExVAT',
  'totalAcquisitionsExVAT',
] as const;
export const FIELDS = ['periodKey', ...BOXES_1_TO_4, 'netVatDue', ...BOXES_6_TO_9, 'finalised'] as const;

const MONEY_1_4 =
  'amount should be a monetary value (to 2 decimal places), between -9,999,999,999,999.99 and 9,999,999,999,999.99';
const MONEY_5 = 'amount should be a monetary value (to 2 decimal places), between 0 and 99,999,999,999.99';
const WHOLE_6_9 = 'The value must be between -9999999999999 and 9999999999999';

export type Verdict =
  | { kind: 'fieldErrors'; errors: ErrorItem[] }
  | { kind: 'notFinalised' }
  | { kind: 'valid'; periodKey: string; boxes: Record<string, number> };

const within = (v: Decimal, min: string, max: string): boolean =>
  compareDecimal(v, decimal(min)) >= 0 && compareDecimal(v, decimal(max)) <= 0;

/** A money field as a decimal: a JSON number, or a numeric string (the service's reader accepts those). */
function money(value: ExactJson | undefined): Decimal | null {
  if (value instanceof JsonNumber) return parseDecimal(value.text);
  if (typeof value === 'string') return parseDecimal(value);
  return null;
}

export function validateReturn(body: ExactJson): Verdict {
  const obj =
    body !== null && typeof body === 'object' && !Array.isArray(body) && !(body instanceof JsonNumber) ? body : {};
  const errors: ErrorItem[] = [];
  const values: Record<string, Decimal> = {};
  const err = (code: string, message: string, field: string): void => {
    errors.push({ code, message, path: `/${field}` });
  };
  for (const field of FIELDS) {
    const raw = obj[field];
    if (raw === undefined || raw === null) {
      err('MANDATORY_FIELD_MISSING', 'a mandatory field is missing', field);
    } else if (field === 'periodKey') {
      if (typeof raw !== 'string') err('INVALID_STRING_VALUE', 'please provide a string field', field);
      else if (!/^[#0-9A-Z]{4}$/.test(raw))
        err('PERIOD_KEY_INVALID', 'period key should be a 4 character string', field);
    } else if (field === 'finalised') {
      if (typeof raw !== 'boolean') err('UNMAPPED_PLAY_ERROR', 'error.expected.jsboolean', field);
    } else {
      const value = money(raw);
      if (!value) err('INVALID_NUMERIC_VALUE', 'please provide a numeric field', field);
      else {
        values[field] = value;
        if ((BOXES_1_TO_4 as readonly string[]).includes(field)) {
          if (value.scale > 2 || !within(value, '-9999999999999.99', '9999999999999.99'))
            err('INVALID_MONETARY_AMOUNT', MONEY_1_4, field);
        } else if (field === 'netVatDue') {
          if (value.scale > 2 || !within(value, '0', '99999999999.99')) err('INVALID_MONETARY_AMOUNT', MONEY_5, field);
        } else if (!isWhole(value) || !within(value, '-9999999999999', '9999999999999')) {
          err('INVALID_MONETARY_AMOUNT', WHOLE_6_9, field);
        }
      }
    }
  }
  if (errors.length > 0) return { kind: 'fieldErrors', errors };
  // With no field errors every box is present.
  const v = (field: string): Decimal => defined(values[field], field);
  const cross: ErrorItem[] = [];
  if (
    compareDecimal(v('netVatDue'), absDecimal(subtractDecimal(v('totalVatDue'), v('vatReclaimedCurrPeriod')))) !== 0
  ) {
    cross.push({
      code: 'VAT_NET_VALUE',
      message:
        'netVatDue should be the difference between the largest and the smallest values among totalVatDue and vatReclaimedCurrPeriod',
      path: '/netVatDue',
    });
  }
  if (compareDecimal(v('totalVatDue'), addDecimal(v('vatDueSales'), v('vatDueAcquisitions'))) !== 0) {
    cross.push({
      code: 'VAT_TOTAL_VALUE',
      message: 'totalVatDue should be equal to vatDueSales + vatDueAcquisitions',
      path: '/totalVatDue',
    });
  }
  if (cross.length > 0) return { kind: 'fieldErrors', errors: cross };
  if (obj.finalised !== true) return { kind: 'notFinalised' };
  const boxes: Record<string, number> = {};
  for (const field of [...BOXES_1_TO_4, 'netVatDue', ...BOXES_6_TO_9]) boxes[field] = Number(decimalText(v(field)));
  return { kind: 'valid', periodKey: obj.periodKey as string, boxes };
}

function decimalText(d: Decimal): string {
  return d.scale <= 0 ? (d.unscaled * 10n ** BigInt(-d.scale)).toString() : `${d.unscaled}e-${d.scale}`;
}
