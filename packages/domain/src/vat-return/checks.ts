/**
 * The checks made before a return is sent (SPEC §5 "VAT return (on confirm)" and the product's VAT
 * rules), each with a plain-English reason: the Submit screen shows them and the server repeats them.
 */
import { formatMoney, isPence, pence, type Pence } from '../money';
import { VAT_BOX_NUMBER, VAT_BOXES, WHOLE_POUND_BOXES, type VatBox, type VatBoxes } from './boxes';

export interface VatCheckResult {
  code: string;
  level: 'error' | 'warning';
  message: string;
  boxes: VatBox[];
}

/** HMRC's ranges (reference README §4.2; VatReturnDeclaration.json), in pence. */
export const VAT_BOX_RANGES: Record<VatBox, { min: Pence; max: Pence }> = {
  vatDueSales: { min: pence(-999_999_999_999_999), max: pence(999_999_999_999_999) },
  vatDueAcquisitions: { min: pence(-999_999_999_999_999), max: pence(999_999_999_999_999) },
  totalVatDue: { min: pence(-999_999_999_999_999), max: pence(999_999_999_999_999) },
  vatReclaimedCurrPeriod: { min: pence(-999_999_999_999_999), max: pence(999_999_999_999_999) },
  netVatDue: { min: pence(0), max: pence(9_999_999_999_999) },
  totalValueSalesExVAT: { min: pence(-999_999_999_999_900), max: pence(999_999_999_999_900) },
  totalValuePurchasesExVAT: { min: pence(-999_999_999_999_900), max: pence(999_999_999_999_900) },
  totalValueGoodsSuppliedExVAT: { min: pence(-999_999_999_999_900), max: pence(999_999_999_999_900) },
  totalAcquisitionsExVAT: { min: pence(-999_999_999_999_900), max: pence(999_999_999_999_900) },
};

/**
 * Box 4 more than this many times box 1 (or £1 when box 1 is smaller) is unusual enough to ask for a look:
 * a business normally reclaims less VAT than it charges; a large repayment claim is often a purchase entered
 * as a sale, a missing sale or a wrong rate, and HMRC checks large repayment claims before paying them.
 */
export const UNUSUAL_RECLAIM_FACTOR = 5;

function money(pence: number, wholePounds = false): string {
  if (!isPence(pence)) return String(pence / 100);
  const text = formatMoney(pence);
  return wholePounds && pence % 100 === 0 ? text.slice(0, -3) : text;
}

function transactionsPhrase(count: number): string {
  return count === 1 ? '1 transaction in this period is' : `${count} transactions in this period are`;
}

/** Pre-submission checks, each with a plain-English reason. Errors stop a submission; warnings ask for a look. */
export function checkVatReturn(
  boxes: VatBoxes,
  context: { incompleteCount?: number; unreconciledCount?: number } = {},
): VatCheckResult[] {
  const results: VatCheckResult[] = [];
  let allMoney = true;
  for (const box of VAT_BOXES) {
    const value = boxes[box];
    const n = VAT_BOX_NUMBER[box];
    const whole = WHOLE_POUND_BOXES.includes(box);
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      allMoney = false;
      results.push({
        code: 'BOX_NOT_MONEY',
        level: 'error',
        message: `Box ${n} must be an amount in pounds${whole ? '' : ' and pence'}. Enter a figure in box ${n}.`,
        boxes: [box],
      });
      continue;
    }
    const { min, max } = VAT_BOX_RANGES[box];
    if (value < min || value > max) {
      results.push({
        code: 'BOX_OUT_OF_RANGE',
        level: 'error',
        message: `Box ${n} must be between ${money(min, whole)} and ${money(max, whole)}, which is as much as HMRC accepts. Check the figure in box ${n}.`,
        boxes: [box],
      });
    }
    if (whole && value % 100 !== 0) {
      results.push({
        code: 'BOX_NOT_WHOLE_POUNDS',
        level: 'error',
        message: `Box ${n} must be in whole pounds, with no pence (${money(value)}). Leave out the pence: HMRC does not accept them in boxes 6 to 9.`,
        boxes: [box],
      });
    }
  }
  if (allMoney) {
    const total = boxes.vatDueSales + boxes.vatDueAcquisitions;
    if (boxes.totalVatDue !== total) {
      results.push({
        code: 'BOX_3_NOT_TOTAL',
        level: 'error',
        message: `Box 3 must equal box 1 plus box 2 (${money(total)}), but it is ${money(boxes.totalVatDue)}. Correct box 1, box 2 or box 3.`,
        boxes: ['totalVatDue', 'vatDueSales', 'vatDueAcquisitions'],
      });
    }
    const net = Math.abs(boxes.totalVatDue - boxes.vatReclaimedCurrPeriod);
    if (boxes.netVatDue !== net) {
      results.push({
        code: 'BOX_5_NOT_DIFFERENCE',
        level: 'error',
        message: `Box 5 must be the difference between box 3 and box 4 (${money(net)}), but it is ${money(boxes.netVatDue)}. Correct box 3, box 4 or box 5.`,
        boxes: ['netVatDue', 'totalVatDue', 'vatReclaimedCurrPeriod'],
      });
    }
    const reclaimed = boxes.vatReclaimedCurrPeriod;
    if (reclaimed > 0 && reclaimed > UNUSUAL_RECLAIM_FACTOR * Math.max(boxes.vatDueSales, 100)) {
      results.push({
        code: 'BOX_4_UNUSUAL',
        level: 'warning',
        message: `Box 4, the VAT you reclaim (${money(reclaimed)}), is more than ${UNUSUAL_RECLAIM_FACTOR} times box 1, the VAT due on your sales (${money(boxes.vatDueSales)}). That is unusual: check your purchases and sales for this period before you submit.`,
        boxes: ['vatReclaimedCurrPeriod', 'vatDueSales'],
      });
    }
  }
  const incomplete = context.incompleteCount ?? 0;
  if (incomplete > 0) {
    results.push({
      code: 'INCOMPLETE_TRANSACTIONS',
      level: 'warning',
      message: `${transactionsPhrase(incomplete)} still incomplete and ${incomplete === 1 ? 'is' : 'are'} not counted. Save or discard them on Transactions first.`,
      boxes: [],
    });
  }
  const unreconciled = context.unreconciledCount ?? 0;
  if (unreconciled > 0) {
    results.push({
      code: 'UNRECONCILED_TRANSACTIONS',
      level: 'warning',
      message: `${transactionsPhrase(unreconciled)} unreconciled and ${unreconciled === 1 ? 'is' : 'are'} not counted. Choose their type on Transactions first.`,
      boxes: [],
    });
  }
  return results;
}
