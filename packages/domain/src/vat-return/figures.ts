/**
 * The nine boxes worked out from the ledger, per scheme and transaction type (docs/vat-rules.md
 * explains every rule with a worked example). Boxes 1-5 keep their pence; boxes 6-9 are the exact
 * sums with the pence dropped towards zero. Rounding is per transaction, then summed.
 */
import { addPence, isPence, negatePence, pence, subtractPence, truncateToPounds, type Pence } from '../money';
import { grossFromNet, marginSchemeIncome, transactionNetAndVat } from '../transaction-rules';
import { TransactionType } from '../transaction-types';
import { DEFAULT_FLAT_RATE_PERCENT, isFlatRatePercent, VatScheme } from '../vat-schemes';
import { completeVatBoxes, type VatBoxes } from './boxes';
import {
  discountedFlatRatePercent,
  flatRateFirstYearInPeriod,
  percentOfParts,
  type FlatRateFirstYear,
  type FlatRateFirstYearInPeriod,
} from './flat-rate-first-year';

export interface VatLedgerEntry {
  /** YYYY-MM-DD: the payment date (transactions are bank payments, under every scheme). */
  date: string;
  /** Signed gross as stored by the ledger (income +, expense -, a refund flips). */
  amount: Pence;
  /** A net the person set by hand (signed like amount), else null. */
  netAmount: Pence | null;
  /** Margin scheme purchase price (pence, positive) or null. */
  purchasePrice: Pence | null;
  isRefund: boolean;
  /** TransactionType: BUSINESS 1, BUSINESS_EU 2, UNRECONCILED 3, DISALLOWABLE 4, IGNORE 5, PERSONAL 10, MARGIN_SCHEME 20. */
  transactionTypeId: number;
  /** The transaction's VAT rate percent, e.g. 20, 5, 0. */
  vatPercent: number;
  /** The category's SA income flag; null = no SA category, or an ignore category (counts in no box). */
  categoryIncome: boolean | null;
  /** The category is a capital-goods category (flat rate scheme boxes 4 and 7). */
  capitalGoods: boolean;
  incomplete: boolean;
}

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

/** Flat rate scheme: purchases of capital goods of this much or more (gross) may be reclaimed (box 4). */
export const FLAT_RATE_CAPITAL_GOODS_THRESHOLD: Pence = pence(200_000);

/** Types that count in no box (with categories that have no SA category). */
const NO_BOX_TYPES: readonly number[] = [
  TransactionType.UNRECONCILED,
  TransactionType.DISALLOWABLE,
  TransactionType.IGNORE,
  TransactionType.PERSONAL,
];

/**
 * percent% of an amount, rounded half-up (magnitude, sign reapplied), by exact integer arithmetic:
 * grossFromNet(amount, percent) is amount x (1 + percent/100) rounded half-up, and since amount is a whole
 * number of pence, that minus amount is exactly round(amount x percent / 100).
 * percentOf(1005, 16.5) === 166 (165.825p); percentOf(-1005, 16.5) === -166.
 */
export function percentOf(amount: Pence, percent: number): Pence {
  return subtractPence(grossFromNet(amount, percent), amount);
}

type Sums = Record<1 | 2 | 4 | 6 | 7 | 8 | 9, Pence>;

/**
 * The nine boxes for a period and scheme from the ledger's transactions (one pass; entries may be a lazy
 * iterable of a large ledger). See docs/vat-rules.md.
 */
export function computeVatFigures(entries: Iterable<VatLedgerEntry>, options: VatFiguresOptions): VatFiguresResult {
  const { from, to, scheme } = options;
  if (scheme !== VatScheme.STANDARD && scheme !== VatScheme.FLAT_RATE && scheme !== VatScheme.CASH) {
    throw new RangeError(`Not a VAT scheme: ${scheme}`);
  }
  const flatRate = scheme === VatScheme.FLAT_RATE;
  const flatRatePercent = options.flatRatePercent ?? DEFAULT_FLAT_RATE_PERCENT;
  if (flatRate && !isFlatRatePercent(flatRatePercent)) {
    throw new RangeError(`Not a flat rate percent (0-100, at most 2 decimals): ${String(flatRatePercent)}`);
  }

  const zero = pence(0);
  const sums: Sums = { 1: zero, 2: zero, 4: zero, 6: zero, 7: zero, 8: zero, 9: zero };
  const firstYear = flatRate
    ? flatRateFirstYearInPeriod(options.flatRateFirstYear, { from, to }, flatRatePercent)
    : null;
  /** Flat rate scheme: VAT-inclusive turnover of the period, at the full percent. */
  let turnover = zero;
  /** Flat rate scheme: VAT-inclusive turnover on the days of the first-year discount. */
  let discountedTurnover = zero;
  const discountDays = firstYear ? (options.flatRateFirstYear ?? null) : null;
  let transactionCount = 0;
  let incompleteCount = 0;
  let unreconciledCount = 0;

  for (const entry of entries) {
    if (entry.date < from || entry.date > to) continue;
    if (entry.incomplete) {
      incompleteCount += 1;
      continue;
    }
    if (entry.transactionTypeId === TransactionType.UNRECONCILED) {
      unreconciledCount += 1;
      continue;
    }
    if (NO_BOX_TYPES.includes(entry.transactionTypeId) || entry.categoryIncome === null) continue;

    const income = entry.categoryIncome;
    // The amount on its side of the return: a sale or a purchase is positive, its refund negative.
    const value = income ? entry.amount : negatePence(entry.amount);
    const addTurnover = () => {
      if (discountDays && entry.date >= discountDays.from && entry.date <= discountDays.until)
        discountedTurnover = addPence(discountedTurnover, value);
      else turnover = addPence(turnover, value);
    };
    let fed = true;

    switch (entry.transactionTypeId) {
      case TransactionType.BUSINESS: {
        if (flatRate && income) {
          addTurnover();
        } else if (flatRate) {
          if (entry.capitalGoods && Math.abs(entry.amount) >= FLAT_RATE_CAPITAL_GOODS_THRESHOLD) {
            const { net, vat } = businessSplit(entry, value);
            sums[4] = addPence(sums[4], vat);
            sums[7] = addPence(sums[7], net);
          } else fed = false;
        } else {
          const { net, vat } = businessSplit(entry, value);
          if (income) {
            sums[1] = addPence(sums[1], vat);
            sums[6] = addPence(sums[6], net);
          } else {
            sums[4] = addPence(sums[4], vat);
            sums[7] = addPence(sums[7], net);
          }
        }
        break;
      }
      case TransactionType.BUSINESS_EU: {
        if (income) {
          // A zero-rated dispatch: no VAT whatever rate the transaction carries.
          if (flatRate) addTurnover();
          else sums[6] = addPence(sums[6], value);
          sums[8] = addPence(sums[8], value);
        } else {
          // An acquisition at a VAT-free price: VAT is due (box 2) and, except under the flat rate
          // scheme, reclaimed (box 4) in the same return.
          const vat = percentOf(value, entry.vatPercent);
          sums[2] = addPence(sums[2], vat);
          if (!flatRate) sums[4] = addPence(sums[4], vat);
          sums[7] = addPence(sums[7], value);
          sums[9] = addPence(sums[9], value);
        }
        break;
      }
      case TransactionType.MARGIN_SCHEME: {
        if (income && flatRate) {
          // Flat rate turnover is every VAT-inclusive sale, so a margin scheme sale counts at its full price.
          addTurnover();
        } else if (income) {
          const { vat } = marginSchemeIncome({
            gross: value,
            purchasePrice: entry.purchasePrice,
            vatPercent: entry.vatPercent,
          });
          sums[1] = addPence(sums[1], vat);
          sums[6] = addPence(sums[6], subtractPence(value, vat));
        } else if (!flatRate) {
          // The purchase of goods for resale under the margin scheme carries no VAT to reclaim.
          sums[7] = addPence(sums[7], value);
        } else fed = false;
        break;
      }
      default:
        fed = false;
    }
    if (fed) transactionCount += 1;
  }

  if (flatRate && firstYear) {
    // Each day's turnover at its own percent, rounded once on the total (docs/vat-rules.md).
    const vat = percentOfParts([
      { amount: discountedTurnover, percent: discountedFlatRatePercent(flatRatePercent) },
      { amount: turnover, percent: flatRatePercent },
    ]);
    sums[1] = addPence(sums[1], pence(vat));
    sums[6] = addPence(sums[6], addPence(turnover, discountedTurnover));
  } else if (flatRate) {
    sums[1] = addPence(sums[1], percentOf(turnover, flatRatePercent));
    sums[6] = addPence(sums[6], turnover);
  }

  const boxes = completeVatBoxes({
    vatDueSales: sums[1],
    vatDueAcquisitions: sums[2],
    vatReclaimedCurrPeriod: sums[4],
    totalValueSalesExVAT: dropPence(sums[6]),
    totalValuePurchasesExVAT: dropPence(sums[7]),
    totalValueGoodsSuppliedExVAT: dropPence(sums[8]),
    totalAcquisitionsExVAT: dropPence(sums[9]),
  });
  return { boxes, transactionCount, incompleteCount, unreconciledCount, flatRateFirstYear: firstYear };
}

/**
 * A BUSINESS transaction's net and VAT on its side of the return: net = gross / (1 + rate) rounded half-up,
 * VAT = gross - net. A net the person typed by hand is what they recorded (e.g. from the invoice), so it is
 * used as the net and VAT = gross - net; a typed net larger than the gross gives VAT 0 (as the ledger shows
 * it, transactionNetAndVat), never negative VAT. Both carry the sign of the side value (negative for a refund).
 */
function businessSplit(entry: VatLedgerEntry, value: Pence): { net: Pence; vat: Pence } {
  const { net, vat } = transactionNetAndVat({
    gross: value,
    net: entry.netAmount,
    vatPercent: entry.vatPercent,
    transactionTypeId: TransactionType.BUSINESS,
    isIncome: entry.categoryIncome === true,
  });
  return { net, vat: value < 0 ? negatePence(vat) : vat };
}

/** Whole pounds, pence dropped towards zero, as pence: 12399 -> 12300, -12399 -> -12300. */
function dropPence(sum: Pence): Pence {
  // truncateToPounds refuses sums beyond ±MAX_PENCE; those are kept (truncated) for checkVatReturn to report.
  if (isPence(sum)) return pence(truncateToPounds(sum) * 100);
  return subtractPence(sum, pence(sum % 100));
}
