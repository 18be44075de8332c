/**
 * The VAT return: the nine boxes worked out from the ledger, the checks made before a return is sent,
 * HMRC's box wording and declarations (issue 6 "The product's VAT rules"; SPEC §3 "VAT enumerations" and
 * "VAT return", §5 "VAT return (on confirm)", §9 wording cut-off, bridging display and declarations).
 * docs/vat-rules.md explains every rule with a worked example.
 *
 * All money is integer pence. Boxes 1-5 keep their pence; boxes 6-9 are the exact sums with the pence
 * dropped towards zero, kept as pence that are multiples of 100. Rounding is per transaction, then summed.
 */
import { formatMoney, isPence, parsePounds, truncateToPounds, type Pence } from './money';
import { grossFromNet, marginSchemeIncome, transactionNetAndVat } from './transaction-rules';
import { TransactionType } from './transaction-types';
import { DEFAULT_FLAT_RATE_PERCENT, isFlatRatePercent, VatScheme } from './vat-schemes';

export const VatMode = { ACCOUNTING: 1, BRIDGING: 2 } as const;
export const VatDeclaration = { BUSINESS: 1, AGENT: 2 } as const;
/** SPEC §3: the numeric values as given (calculated 1, imported 2, entered 3). */
export const FiguresEntryMethod = { CALCULATED: 1, IMPORTED: 2, ENTERED: 3 } as const;

/** HMRC's names, box 1..9 in order. */
export const VAT_BOXES = [
  'vatDueSales',
  'vatDueAcquisitions',
  'totalVatDue',
  'vatReclaimedCurrPeriod',
  'netVatDue',
  'totalValueSalesExVAT',
  'totalValuePurchasesExVAT',
  'totalValueGoodsSuppliedExVAT',
  'totalAcquisitionsExVAT',
] as const;
export type VatBox = (typeof VAT_BOXES)[number];

export const VAT_BOX_NUMBER: Record<VatBox, number> = {
  vatDueSales: 1,
  vatDueAcquisitions: 2,
  totalVatDue: 3,
  vatReclaimedCurrPeriod: 4,
  netVatDue: 5,
  totalValueSalesExVAT: 6,
  totalValuePurchasesExVAT: 7,
  totalValueGoodsSuppliedExVAT: 8,
  totalAcquisitionsExVAT: 9,
};

/** Boxes 6-9: whole pounds. */
const WHOLE_POUND_BOXES: readonly VatBox[] = VAT_BOXES.slice(5);

/** All nine boxes in integer pence; boxes 6-9 are whole pounds (multiples of 100). */
export type VatBoxes = Record<VatBox, Pence>;

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
}

export interface VatFiguresResult {
  boxes: VatBoxes;
  /** Transactions in the period that fed at least one box. */
  transactionCount: number;
  /** Transactions in the period still incomplete (any type): they count in no box. */
  incompleteCount: number;
  /** Complete transactions in the period of type UNRECONCILED: they count in no box. */
  unreconciledCount: number;
}

/** Flat rate scheme: purchases of capital goods of this much or more (gross) may be reclaimed (box 4). */
export const FLAT_RATE_CAPITAL_GOODS_THRESHOLD: Pence = 200_000;

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
  return grossFromNet(amount, percent) - amount;
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

  const sums: Sums = { 1: 0, 2: 0, 4: 0, 6: 0, 7: 0, 8: 0, 9: 0 };
  /** Flat rate scheme: VAT-inclusive turnover of the period. */
  let turnover = 0;
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
    const value = income ? entry.amount : -entry.amount;
    let fed = true;

    switch (entry.transactionTypeId) {
      case TransactionType.BUSINESS: {
        if (flatRate && income) {
          turnover += value;
        } else if (flatRate) {
          if (entry.capitalGoods && Math.abs(entry.amount) >= FLAT_RATE_CAPITAL_GOODS_THRESHOLD) {
            const { net, vat } = businessSplit(entry, value);
            sums[4] += vat;
            sums[7] += net;
          } else fed = false;
        } else {
          const { net, vat } = businessSplit(entry, value);
          if (income) {
            sums[1] += vat;
            sums[6] += net;
          } else {
            sums[4] += vat;
            sums[7] += net;
          }
        }
        break;
      }
      case TransactionType.BUSINESS_EU: {
        if (income) {
          // A zero-rated dispatch: no VAT whatever rate the transaction carries.
          if (flatRate) turnover += value;
          else sums[6] += value;
          sums[8] += value;
        } else {
          // An acquisition at a VAT-free price: VAT is due (box 2) and, except under the flat rate
          // scheme, reclaimed (box 4) in the same return.
          const vat = percentOf(value, entry.vatPercent);
          sums[2] += vat;
          if (!flatRate) sums[4] += vat;
          sums[7] += value;
          sums[9] += value;
        }
        break;
      }
      case TransactionType.MARGIN_SCHEME: {
        if (income && flatRate) {
          // Flat rate turnover is every VAT-inclusive sale, so a margin scheme sale counts at its full price.
          turnover += value;
        } else if (income) {
          const { vat } = marginSchemeIncome({
            gross: value,
            purchasePrice: entry.purchasePrice,
            vatPercent: entry.vatPercent,
          });
          sums[1] += vat;
          sums[6] += value - vat;
        } else if (!flatRate) {
          // The purchase of goods for resale under the margin scheme carries no VAT to reclaim.
          sums[7] += value;
        } else fed = false;
        break;
      }
      default:
        fed = false;
    }
    if (fed) transactionCount += 1;
  }

  if (flatRate) {
    sums[1] += percentOf(turnover, flatRatePercent);
    sums[6] += turnover;
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
  return { boxes, transactionCount, incompleteCount, unreconciledCount };
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
  return { net, vat: value < 0 ? -vat : vat };
}

/** Whole pounds, pence dropped towards zero, as pence: 12399 -> 12300, -12399 -> -12300. */
function dropPence(pence: Pence): Pence {
  // truncateToPounds refuses sums beyond ±MAX_PENCE; those are kept (truncated) for checkVatReturn to report.
  if (isPence(pence)) return truncateToPounds(pence) * 100 || 0;
  return pence - (pence % 100);
}

/** Box 3 = 1 + 2; box 5 = |3 - 4| (pence), from the seven entered boxes. */
export function completeVatBoxes(seven: Omit<VatBoxes, 'totalVatDue' | 'netVatDue'>): VatBoxes {
  const totalVatDue = seven.vatDueSales + seven.vatDueAcquisitions;
  return {
    vatDueSales: seven.vatDueSales,
    vatDueAcquisitions: seven.vatDueAcquisitions,
    totalVatDue,
    vatReclaimedCurrPeriod: seven.vatReclaimedCurrPeriod,
    netVatDue: Math.abs(totalVatDue - seven.vatReclaimedCurrPeriod),
    totalValueSalesExVAT: seven.totalValueSalesExVAT,
    totalValuePurchasesExVAT: seven.totalValuePurchasesExVAT,
    totalValueGoodsSuppliedExVAT: seven.totalValueGoodsSuppliedExVAT,
    totalAcquisitionsExVAT: seven.totalAcquisitionsExVAT,
  };
}

export interface VatCheckResult {
  code: string;
  level: 'error' | 'warning';
  message: string;
  boxes: VatBox[];
}

/** HMRC's ranges (reference README §4.2; VatReturnDeclaration.json), in pence. */
export const VAT_BOX_RANGES: Record<VatBox, { min: Pence; max: Pence }> = {
  vatDueSales: { min: -999_999_999_999_999, max: 999_999_999_999_999 },
  vatDueAcquisitions: { min: -999_999_999_999_999, max: 999_999_999_999_999 },
  totalVatDue: { min: -999_999_999_999_999, max: 999_999_999_999_999 },
  vatReclaimedCurrPeriod: { min: -999_999_999_999_999, max: 999_999_999_999_999 },
  netVatDue: { min: 0, max: 9_999_999_999_999 },
  totalValueSalesExVAT: { min: -999_999_999_999_900, max: 999_999_999_999_900 },
  totalValuePurchasesExVAT: { min: -999_999_999_999_900, max: 999_999_999_999_900 },
  totalValueGoodsSuppliedExVAT: { min: -999_999_999_999_900, max: 999_999_999_999_900 },
  totalAcquisitionsExVAT: { min: -999_999_999_999_900, max: 999_999_999_999_900 },
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

/** SPEC §9: returns for periods ending before this day use the older "EC Member States" wording. */
export const VAT_WORDING_CUT_OFF = '2021-04-08';

const LABELS: Record<VatBox, string> = {
  vatDueSales: 'VAT due in the period on sales and other outputs',
  vatDueAcquisitions: 'VAT due in the period on acquisitions of goods made in Northern Ireland from EU Member States',
  totalVatDue: 'Total VAT due (the sum of boxes 1 and 2)',
  vatReclaimedCurrPeriod:
    'VAT reclaimed in the period on purchases and other inputs (including acquisitions in Northern Ireland from EU Member States)',
  netVatDue: 'Net VAT to pay to HMRC or reclaim (the difference between boxes 3 and 4)',
  totalValueSalesExVAT: 'Total value of sales and all other outputs excluding any VAT. Include your box 8 figure',
  totalValuePurchasesExVAT:
    'Total value of purchases and all other inputs excluding any VAT. Include your box 9 figure',
  totalValueGoodsSuppliedExVAT:
    'Total value of dispatches of goods and related costs (excluding VAT) from Northern Ireland to EU Member States',
  totalAcquisitionsExVAT:
    'Total value of acquisitions of goods and related costs (excluding VAT) made in Northern Ireland from EU Member States',
};

/** The older wording (periods ending before 2021-04-08) of boxes 2, 4, 8 and 9. */
const EC_LABELS: Pick<
  Record<VatBox, string>,
  'vatDueAcquisitions' | 'vatReclaimedCurrPeriod' | 'totalValueGoodsSuppliedExVAT' | 'totalAcquisitionsExVAT'
> = {
  vatDueAcquisitions: 'VAT due in the period on acquisitions from other EC Member States',
  vatReclaimedCurrPeriod:
    'VAT reclaimed in the period on purchases and other inputs (including acquisitions from the EC)',
  totalValueGoodsSuppliedExVAT:
    'Total value of all supplies of goods and related costs, excluding any VAT, to other EC Member States',
  totalAcquisitionsExVAT:
    'Total value of all acquisitions of goods and related costs, excluding any VAT, from other EC Member States',
};

/** Box 6 under the flat rate scheme: the flat rate turnover, which includes VAT. */
const FLAT_RATE_BOX_6 =
  'Total value of sales and all other outputs including VAT (your flat rate turnover). Include your box 8 figure';

/** Box labels for a period end date (cut-off 2021-04-08) and scheme (flat-rate variant of box 6). */
export function vatBoxLabels(periodEnd: string, scheme: number): Record<VatBox, string> {
  const labels: Record<VatBox, string> = { ...LABELS };
  if (periodEnd < VAT_WORDING_CUT_OFF) Object.assign(labels, EC_LABELS);
  if (scheme === VatScheme.FLAT_RATE) labels.totalValueSalesExVAT = FLAT_RATE_BOX_6;
  return labels;
}

/** HMRC's declarations (SPEC §9): business legal declaration (1), agent declaration (2). */
export const VAT_DECLARATION_TEXTS: Record<1 | 2, string> = {
  1: 'When you submit this VAT information you are making a legal declaration that the information is true and complete. A false declaration can result in prosecution.',
  2: 'I confirm that my client has received a copy of the information contained in this return and approved the information as being correct and complete to the best of their knowledge and belief.',
};

/** SPEC §9: bridging display from 2022-08-25 15:00 UK time (British Summer Time, so 14:00 UTC). */
export const BRIDGING_AVAILABLE_FROM = new Date(Date.UTC(2022, 7, 25, 14, 0, 0));

export function isBridgingAvailable(now: Date): boolean {
  return now.getTime() >= BRIDGING_AVAILABLE_FROM.getTime();
}

/** Boxes 1-5 as pounds with pence, 6-9 as whole pounds (pence dropped towards zero), for the API edge. */
export function vatBoxesToPounds(boxes: VatBoxes): Record<VatBox, number> {
  const pounds = {} as Record<VatBox, number>;
  for (const box of VAT_BOXES) {
    const pence = boxes[box];
    if (!Number.isSafeInteger(pence)) throw new RangeError(`Box ${VAT_BOX_NUMBER[box]} is not whole pence: ${pence}`);
    // Division of a safe integer by 100 gives exactly the double nearest the two-decimal amount (as toPounds).
    pounds[box] = WHOLE_POUND_BOXES.includes(box) ? Math.trunc(pence / 100) || 0 : pence / 100 || 0;
  }
  return pounds;
}

/**
 * Pounds (JSON numbers) to pence, exactly (parsePounds: never multiplying a float by 100). Throws RangeError
 * for a value with more than 2 decimals or beyond ±9999999999999.99. Pence in boxes 6-9 are kept, so that
 * checkVatReturn can say they are not allowed.
 */
export function vatBoxesFromPounds(pounds: Record<VatBox, number>): VatBoxes {
  const boxes = {} as VatBoxes;
  for (const box of VAT_BOXES) boxes[box] = parsePounds(pounds[box]);
  return boxes;
}
