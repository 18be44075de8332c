/**
 * The nine boxes worked out from the ledger, per scheme and transaction type (docs/vat-rules.md
 * explains every rule with a worked example). Boxes 1-5 keep their pence; boxes 6-9 are the exact
 * sums with the pence dropped towards zero. Rounding is per transaction, then summed (`sums.ts`),
 * except the flat rate percentage, taken once on the period's turnover.
 */
import { isPence, pence, subtractPence, truncateToPounds, type Pence } from '../money';
import { DEFAULT_FLAT_RATE_PERCENT, isFlatRatePercent, VatScheme } from '../vat-schemes';
import { completeVatBoxes, type VatBoxes } from './boxes';
import {
  discountedFlatRatePercent,
  flatRateFirstYearInPeriod,
  percentOfParts,
  type FlatRateFirstYear,
  type FlatRateFirstYearInPeriod,
} from './flat-rate-first-year';
import { addVatSums, percentOf, vatSumsOf, zeroVatSums, type VatLedgerEntry, type VatSums } from './sums';

export {
  addVatSums,
  FLAT_RATE_CAPITAL_GOODS_THRESHOLD,
  percentOf,
  VAT_SUM_FIELDS,
  vatSumsOf,
  zeroVatSums,
  type VatLedgerEntry,
  type VatSumField,
  type VatSums,
} from './sums';

export interface VatFiguresOptions {
  from: string;
  to: string;
  /** VatScheme: STANDARD 1, FLAT_RATE 2, CASH 3. */
  scheme: number;
  /** Flat rate scheme only; null or missing means the default 16.5 (SPEC §9). */
  flatRatePercent?: number | null;
  /**
   * Flat rate scheme only: the days of the first-year discount (`flatRateFirstYear`), whose turnover
   * is charged at the percent less 1; null or missing means no discount.
   */
  flatRateFirstYear?: FlatRateFirstYear | null;
}

export interface VatFiguresResult {
  boxes: VatBoxes;
  /** Transactions in the period that fed at least one box. */
  transactionCount: number;
  /** Transactions in the period still incomplete (any type): they count in no box. */
  incompleteCount: number;
  /** Complete transactions in the period of type UNRECONCILED: they count in no box. */
  unreconciledCount: number;
  /** Flat rate scheme: the first-year discount when some day of the period has it, else null. */
  flatRateFirstYear: FlatRateFirstYearInPeriod | null;
}

/**
 * The nine boxes for a period and scheme from the ledger's transactions (one pass; entries may be a lazy
 * iterable of a large ledger). See docs/vat-rules.md.
 */
export function computeVatFigures(entries: Iterable<VatLedgerEntry>, options: VatFiguresOptions): VatFiguresResult {
  const { from, to } = options;
  const discount = firstYearDays(options);
  const sums = zeroVatSums();
  const discounted = zeroVatSums();
  for (const entry of entries) {
    if (entry.date < from || entry.date > to) continue;
    const inDiscount = discount !== null && entry.date >= discount.from && entry.date <= discount.until;
    addVatSums(inDiscount ? discounted : sums, vatSumsOf(entry));
  }
  return vatFiguresFromSums(addVatSums(sums, discounted), discounted.turnover, options);
}

/**
 * The days of the flat rate first-year discount that matter to the period's figures, or null (not the
 * flat rate scheme, no discount, or none of its days in the period). Sums of days inside these days
 * give the discounted turnover {@link vatFiguresFromSums} takes.
 */
export function firstYearDays(options: VatFiguresOptions): FlatRateFirstYear | null {
  if (options.scheme !== VatScheme.FLAT_RATE) return null;
  const percent = options.flatRatePercent ?? DEFAULT_FLAT_RATE_PERCENT;
  const inPeriod = flatRateFirstYearInPeriod(options.flatRateFirstYear, options, percent);
  return inPeriod ? (options.flatRateFirstYear ?? null) : null;
}

/**
 * The nine boxes from the sums of the period's transactions (`sums`, every day of the period, and
 * no other) and, under the flat rate scheme with the first-year discount, the turnover of the days
 * of the discount (`discountedTurnover`, part of `sums.turnover`).
 */
export function vatFiguresFromSums(
  sums: Readonly<VatSums>,
  discountedTurnover: number,
  options: VatFiguresOptions,
): VatFiguresResult {
  const { from, to, scheme } = options;
  if (scheme !== VatScheme.STANDARD && scheme !== VatScheme.FLAT_RATE && scheme !== VatScheme.CASH) {
    throw new RangeError(`Not a VAT scheme: ${scheme}`);
  }
  const flatRate = scheme === VatScheme.FLAT_RATE;
  const flatRatePercent = options.flatRatePercent ?? DEFAULT_FLAT_RATE_PERCENT;
  if (flatRate && !isFlatRatePercent(flatRatePercent)) {
    throw new RangeError(`Not a flat rate percent (0-100, at most 2 decimals): ${String(flatRatePercent)}`);
  }
  const firstYear = flatRate
    ? flatRateFirstYearInPeriod(options.flatRateFirstYear, { from, to }, flatRatePercent)
    : null;
  const p = (n: number) => n as Pence;
  let vatDueSales = p(sums.s1);
  let sales = p(sums.s6);
  if (flatRate) {
    const turnover = p(sums.turnover - discountedTurnover);
    // Each day's turnover at its own percent, rounded once on the total (docs/vat-rules.md).
    vatDueSales = firstYear
      ? pence(
          percentOfParts([
            { amount: discountedTurnover, percent: discountedFlatRatePercent(flatRatePercent) },
            { amount: turnover, percent: flatRatePercent },
          ]),
        )
      : percentOf(turnover, flatRatePercent);
    sales = p(sums.turnover);
  }
  const boxes = completeVatBoxes({
    vatDueSales,
    vatDueAcquisitions: p(flatRate ? sums.f2 : sums.s2),
    vatReclaimedCurrPeriod: p(flatRate ? sums.f4 : sums.s4),
    totalValueSalesExVAT: dropPence(sales),
    totalValuePurchasesExVAT: dropPence(p(flatRate ? sums.f7 : sums.s7)),
    totalValueGoodsSuppliedExVAT: dropPence(p(flatRate ? sums.f8 : sums.s8)),
    totalAcquisitionsExVAT: dropPence(p(flatRate ? sums.f9 : sums.s9)),
  });
  return {
    boxes,
    transactionCount: flatRate ? sums.flatFed : sums.standardFed,
    incompleteCount: sums.incomplete,
    unreconciledCount: sums.unreconciled,
    flatRateFirstYear: firstYear,
  };
}

/** Whole pounds, pence dropped towards zero, as pence: 12399 -> 12300, -12399 -> -12300. */
function dropPence(sum: Pence): Pence {
  // truncateToPounds refuses sums beyond ±MAX_PENCE; those are kept (truncated) for checkVatReturn to report.
  if (isPence(sum)) return pence(truncateToPounds(sum) * 100);
  return subtractPence(sum, pence(sum % 100));
}
