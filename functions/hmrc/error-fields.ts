import { VAT_BOX_NUMBER, type VatBox } from '@bk/domain';
import type { HmrcFieldError } from '@bk/hmrc';

/**
 * HMRC's refusals of a return's fields (reference README §4.2: `errors[*]` with a `path` such as
 * `/vatDueSales`) as the product's field errors: on the box the person typed, in plain words.
 */

export const HMRC_FIELD_MESSAGES = {
  declaration: 'You must select a declaration before submitting this VAT Return.',
  periodKey:
    'HMRC did not recognise this VAT period. Open the obligations list again and choose the period from there.',
  payload:
    'HMRC did not accept the figures of this return as they were sent, so it has not been filed. Check the nine boxes and submit again; if HMRC refuses again, contact support with the HMRC reference below.',
} as const;

const isBox = (field: string): field is VatBox => field in VAT_BOX_NUMBER;

/** What HMRC's code means for box `n`, in words. */
function boxMessage(box: VatBox, code: string): string {
  const n = VAT_BOX_NUMBER[box];
  if (code === 'MANDATORY_FIELD_MISSING') return `HMRC says box ${n} is missing: enter an amount, 0 if there is none`;
  if (code === 'INVALID_NUMERIC_VALUE') return `HMRC says box ${n} is not a number: enter an amount in pounds`;
  if (code === 'VAT_TOTAL_VALUE') return 'HMRC says box 3 must be box 1 plus box 2';
  if (code === 'VAT_NET_VALUE') return 'HMRC says box 5 must be the difference between box 3 and box 4';
  if (code === 'INVALID_MONETARY_AMOUNT') {
    if (n === 5) return 'HMRC says box 5 must be between £0.00 and £99,999,999,999.99';
    if (n >= 6) return `HMRC says box ${n} must be whole pounds between -£9,999,999,999,999 and £9,999,999,999,999`;
    return `HMRC says box ${n} must be pounds and pence between -£9,999,999,999,999.99 and £9,999,999,999,999.99`;
  }
  return `HMRC did not accept box ${n}: check the amount`;
}

/**
 * Field errors for HMRC's `errors[*]` whose path is a box or the declaration, one per field;
 * paths the person has no field for (the period key) are left to a sentence (errors.ts).
 * @example hmrcFieldErrorsAsFields([{ code: 'VAT_TOTAL_VALUE', path: '/totalVatDue' }]) // [{ field: 'totalVatDue', message: 'HMRC says box 3 must be box 1 plus box 2' }]
 */
export function hmrcFieldErrorsAsFields(errors: readonly HmrcFieldError[]): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const e of errors) {
    const name = e.path.replace(/^\//, '');
    const mapped = isBox(name)
      ? { field: name, message: boxMessage(name, e.code) }
      : name === 'finalised'
        ? { field: 'declaration', message: HMRC_FIELD_MESSAGES.declaration }
        : null;
    if (mapped && !out.some((o) => o.field === mapped.field)) out.push(mapped);
  }
  return out;
}
