import type { z } from 'zod/mini';
import type { VatReturnSubmission } from '@bk/contract';
import {
  checkVatReturn,
  parsePounds,
  VAT_BOXES,
  VAT_BOX_NUMBER,
  VatDeclaration,
  VatMode,
  vatSchemeErrors,
  type VatBox,
  type VatBoxes,
  MESSAGES,
} from '@bk/domain';
import type { VatReturn } from '@bk/hmrc';
import { ValidationError } from '../shared/errors';

/**
 * What is checked of a VAT return before it is filed, and of one HMRC answers with: the product's
 * words for filing, the submission's field checks and HMRC's figures read as pence.
 */

export type Submission = z.output<typeof VatReturnSubmission>;

/** HMRC's period keys: four characters of digits, capitals or '#'. */
export const PERIOD_KEY = /^[#0-9A-Z]{4}$/;

/** The product's words for filing a return (SPEC §8 where it has them). */
export const RETURN_MESSAGES = {
  declaration: 'You must select a declaration before submitting this VAT Return.',
  mode: 'Choose how the figures were made: accounting or bridging',
  dates: MESSAGES.dateOrder,
  notConfirmed: 'HMRC did not confirm your return, so it has not been filed. Try again in a few minutes.',
  alreadyFiled:
    'HMRC already has a VAT return for this period with different figures, so this one was not filed. ' +
    'Open View VAT return on the obligations list to see what HMRC holds; to correct a filed return, ' +
    "use HMRC's VAT error correction process.",
  inProgress:
    'This VAT return is being sent to HMRC already. Wait a minute, then look for it in VAT Return Receipts before trying again.',
  duplicate:
    'HMRC says a VAT return for this period was already filed, so this one was not filed. ' +
    'Open View VAT return on the obligations list to see what HMRC holds.',
  receiptNotFound: 'VAT Receipt not found',
  returnNotFound: 'VAT return not found, please select one from the list',
} as const;

/**
 * The nine boxes in pence from a submission, after SPEC §5's checks and the domain's pre-submission
 * checks (errors only: warnings were shown before the person confirmed). Throws field errors.
 */
export function validateSubmission(body: Submission): VatBoxes {
  const errors: { field: string; message: string }[] = vatSchemeErrors(body);
  if (!Object.values(VatMode).includes(body.mode as 1 | 2))
    errors.push({ field: 'mode', message: RETURN_MESSAGES.mode });
  if (!Object.values(VatDeclaration).includes(body.declaration as 1 | 2))
    errors.push({ field: 'declaration', message: RETURN_MESSAGES.declaration });
  if (body.dateTo < body.dateFrom) errors.push({ field: 'dateTo', message: RETURN_MESSAGES.dates });
  const boxes = {} as VatBoxes;
  let allMoney = true;
  for (const box of VAT_BOXES) {
    try {
      boxes[box] = parsePounds(body[box]);
    } catch {
      allMoney = false;
      errors.push({ field: box, message: `Box ${VAT_BOX_NUMBER[box]} must be an amount in pounds and pence` });
    }
  }
  if (allMoney) {
    for (const check of checkVatReturn(boxes)) {
      if (check.level !== 'error') continue;
      const field = check.boxes[0] ?? 'vatDueSales';
      if (!errors.some((e) => e.field === field)) errors.push({ field, message: check.message });
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return boxes;
}

/** HMRC's figures (JSON numbers) as pence; null when HMRC sent something that is not money. */
export function boxesOfHmrcReturn(r: VatReturn): VatBoxes | null {
  const boxes = {} as VatBoxes;
  try {
    for (const box of VAT_BOXES) boxes[box] = parsePounds((r as unknown as Record<VatBox, number>)[box]);
  } catch {
    return null;
  }
  return boxes;
}
