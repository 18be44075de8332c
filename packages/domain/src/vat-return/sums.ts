/**
 * What one transaction adds to a VAT return, under each kind of scheme, as plain sums (decision
 * 0057). Every rounding the return makes is per transaction (docs/vat-rules.md) except the flat
 * rate's percentage of turnover, which is taken once on the period's total; so the sums of any set of
 * transactions, added in any grouping (one transaction, a day, a month), give the boxes exactly.
 * The ledger keeps these sums on its day and month aggregates, so a period's figures read a few items.
 */
import { addPence, negatePence, subtractPence, type Pence } from '../money';
import { grossFromNet, marginSchemeIncome, transactionNetAndVat } from '../transaction-rules';
import { TransactionType } from '../transaction-types';

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

/**
 * The sums (pence, or counts) of a set of transactions. `s*` are the boxes under the standard and
 * cash accounting schemes; `f*` under the flat rate scheme, whose box 1 and 6 come from `turnover`
 * (VAT-inclusive sales) at the end. `entries` counts every transaction summed, so a reader can tell
 * sums that cover all of a day or month's transactions from sums that do not.
 */
export const VAT_SUM_FIELDS = [
  'entries',
  'incomplete',
  'unreconciled',
  'standardFed',
  's1',
  's2',
  's4',
  's6',
  's7',
  's8',
  's9',
  'flatFed',
  'turnover',
  'f2',
  'f4',
  'f7',
  'f8',
  'f9',
] as const;
export type VatSumField = (typeof VAT_SUM_FIELDS)[number];
export type VatSums = Record<VatSumField, number>;

export function zeroVatSums(): VatSums {
  const sums = {} as VatSums;
  for (const f of VAT_SUM_FIELDS) sums[f] = 0;
  return sums;
}

/** `into` plus `sign` x `sums`, in place (sums of pence stay whole numbers of pence). */
export function addVatSums(into: VatSums, sums: Readonly<VatSums>, sign: 1 | -1 = 1): VatSums {
  for (const f of VAT_SUM_FIELDS) into[f] += sign * sums[f];
  return into;
}

/** Flat rate scheme: purchases of capital goods of this much or more (gross) may be reclaimed (box 4). */
export const FLAT_RATE_CAPITAL_GOODS_THRESHOLD = 200_000 as Pence;

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

/** What one transaction adds to the sums, under both kinds of scheme (docs/vat-rules.md). */
export function vatSumsOf(entry: VatLedgerEntry): VatSums {
  const sums = zeroVatSums();
  sums.entries = 1;
  if (entry.incomplete) {
    sums.incomplete = 1;
    return sums;
  }
  if (entry.transactionTypeId === TransactionType.UNRECONCILED) {
    sums.unreconciled = 1;
    return sums;
  }
  if (NO_BOX_TYPES.includes(entry.transactionTypeId) || entry.categoryIncome === null) return sums;

  const income = entry.categoryIncome;
  // The amount on its side of the return: a sale or a purchase is positive, its refund negative.
  const value = income ? entry.amount : negatePence(entry.amount);
  const add = (field: VatSumField, amount: Pence) => {
    sums[field] = addPence(sums[field] as Pence, amount);
  };

  switch (entry.transactionTypeId) {
    case TransactionType.BUSINESS: {
      const { net, vat } = businessSplit(entry, value);
      if (income) {
        add('s1', vat);
        add('s6', net);
        add('turnover', value);
        sums.flatFed = 1;
      } else {
        add('s4', vat);
        add('s7', net);
        if (entry.capitalGoods && Math.abs(entry.amount) >= FLAT_RATE_CAPITAL_GOODS_THRESHOLD) {
          add('f4', vat);
          add('f7', net);
          sums.flatFed = 1;
        }
      }
      sums.standardFed = 1;
      break;
    }
    case TransactionType.BUSINESS_EU: {
      if (income) {
        // A zero-rated dispatch: no VAT whatever rate the transaction carries.
        add('s6', value);
        add('s8', value);
        add('turnover', value);
        add('f8', value);
      } else {
        // An acquisition at a VAT-free price: VAT is due (box 2) and, except under the flat rate
        // scheme, reclaimed (box 4) in the same return.
        const vat = percentOf(value, entry.vatPercent);
        add('s2', vat);
        add('s4', vat);
        add('s7', value);
        add('s9', value);
        add('f2', vat);
        add('f7', value);
        add('f9', value);
      }
      sums.standardFed = 1;
      sums.flatFed = 1;
      break;
    }
    case TransactionType.MARGIN_SCHEME: {
      if (income) {
        const { vat } = marginSchemeIncome({
          gross: value,
          purchasePrice: entry.purchasePrice,
          vatPercent: entry.vatPercent,
        });
        add('s1', vat);
        add('s6', subtractPence(value, vat));
        // Flat rate turnover is every VAT-inclusive sale, so a margin scheme sale counts at its full price.
        add('turnover', value);
        sums.flatFed = 1;
      } else {
        // The purchase of goods for resale under the margin scheme carries no VAT to reclaim.
        add('s7', value);
      }
      sums.standardFed = 1;
      break;
    }
    default:
      break;
  }
  return sums;
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
