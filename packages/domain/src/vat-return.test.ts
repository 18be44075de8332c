import { describe, expect, it } from 'vitest';
import { addPence, MAX_PENCE, negatePence, pence as p } from './money';
import { TransactionType } from './transaction-types';
import {
  FLAT_RATE_CAPITAL_GOODS_THRESHOLD,
  VAT_BOXES,
  VAT_BOX_NUMBER,
  VAT_DECLARATION_TEXTS,
  checkVatReturn,
  completeVatBoxes,
  computeVatFigures,
  isBridgingAvailable,
  percentOf,
  vatBoxLabels,
  vatBoxesFromPounds,
  vatBoxesToPounds,
  type VatBoxes,
  type VatFiguresOptions,
  type VatLedgerEntry,
} from './vat-return';
import { isFlatRatePercent, VAT_SCHEME_MESSAGES, vatSchemeErrors, VatScheme } from './vat-schemes';

const { BUSINESS, BUSINESS_EU, UNRECONCILED, DISALLOWABLE, IGNORE, PERSONAL, MARGIN_SCHEME } = TransactionType;
const FROM = '2024-01-01';
const TO = '2024-03-31';
const STANDARD: VatFiguresOptions = { from: FROM, to: TO, scheme: VatScheme.STANDARD };
const CASH: VatFiguresOptions = { from: FROM, to: TO, scheme: VatScheme.CASH };
const flat = (flatRatePercent?: number | null): VatFiguresOptions => ({
  from: FROM,
  to: TO,
  scheme: VatScheme.FLAT_RATE,
  flatRatePercent,
});

/** A complete 20% BUSINESS transaction on 2024-02-15 unless told otherwise. */
function entry(over: Partial<VatLedgerEntry>): VatLedgerEntry {
  return {
    date: '2024-02-15',
    amount: p(0),
    netAmount: null,
    purchasePrice: null,
    isRefund: false,
    transactionTypeId: BUSINESS,
    vatPercent: 20,
    categoryIncome: true,
    capitalGoods: false,
    incomplete: false,
    ...over,
  };
}
/** Income as the ledger stores it: positive, a refund negative. */
const sale = (amount: number, over: Partial<VatLedgerEntry> = {}) =>
  entry({ amount: p(amount), categoryIncome: true, ...over });
/** An expense as the ledger stores it: the amount paid is negative, a refund positive. */
const purchase = (paid: number, over: Partial<VatLedgerEntry> = {}) =>
  entry({ amount: p(-paid), categoryIncome: false, ...over });

const ZERO: VatBoxes = {
  vatDueSales: p(0),
  vatDueAcquisitions: p(0),
  totalVatDue: p(0),
  vatReclaimedCurrPeriod: p(0),
  netVatDue: p(0),
  totalValueSalesExVAT: p(0),
  totalValuePurchasesExVAT: p(0),
  totalValueGoodsSuppliedExVAT: p(0),
  totalAcquisitionsExVAT: p(0),
};
const boxes = (over: Partial<VatBoxes>): VatBoxes => ({ ...ZERO, ...over });
const figures = (entries: VatLedgerEntry[], options: VatFiguresOptions = STANDARD) =>
  computeVatFigures(entries, options);

describe('VAT box names', () => {
  it('lists HMRC names in box order 1-9', () => {
    expect(VAT_BOXES.map((b) => VAT_BOX_NUMBER[b])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(VAT_BOX_NUMBER.vatReclaimedCurrPeriod).toBe(4);
    expect(VAT_BOX_NUMBER.totalAcquisitionsExVAT).toBe(9);
  });
});

describe('computeVatFigures: which transactions count', () => {
  it('counts a transaction when from <= date <= to (both ends included)', () => {
    const r = figures([
      sale(12000, { date: '2023-12-31' }),
      sale(12000, { date: '2024-01-01' }),
      sale(12000, { date: '2024-03-31' }),
      sale(12000, { date: '2024-04-01' }),
    ]);
    expect(r.boxes.vatDueSales).toBe(4000);
    expect(r.boxes.totalValueSalesExVAT).toBe(20000);
    expect(r.transactionCount).toBe(2);
  });

  it('leaves PERSONAL, IGNORE, UNRECONCILED, DISALLOWABLE and no-SA-category transactions out of every box', () => {
    const r = figures([
      sale(12000, { transactionTypeId: PERSONAL }),
      sale(12000, { transactionTypeId: IGNORE }),
      purchase(12000, { transactionTypeId: DISALLOWABLE }),
      purchase(12000, { transactionTypeId: UNRECONCILED }),
      sale(12000, { categoryIncome: null }),
      purchase(12000, { transactionTypeId: BUSINESS_EU, categoryIncome: null }),
      sale(12000, { transactionTypeId: 99 }),
    ]);
    expect(r.boxes).toEqual(ZERO);
    expect(r.transactionCount).toBe(0);
    expect(r.unreconciledCount).toBe(1);
    expect(r.incompleteCount).toBe(0);
  });

  it('counts incomplete transactions (of any type) and unreconciled ones in the period, in no box', () => {
    const r = figures([
      sale(12000, { incomplete: true }),
      purchase(5000, { incomplete: true, transactionTypeId: PERSONAL }),
      purchase(5000, { incomplete: true, transactionTypeId: UNRECONCILED }),
      purchase(5000, { transactionTypeId: UNRECONCILED }),
      purchase(5000, { transactionTypeId: UNRECONCILED, date: '2024-04-01' }),
      sale(12000, { incomplete: true, date: '2023-12-31' }),
      sale(600),
    ]);
    expect(r.boxes).toEqual(
      boxes({ vatDueSales: p(100), totalVatDue: p(100), netVatDue: p(100), totalValueSalesExVAT: p(500) }),
    );
    expect(r.incompleteCount).toBe(3);
    expect(r.unreconciledCount).toBe(1);
    expect(r.transactionCount).toBe(1);
  });

  it('gives nine zero boxes for an empty period', () => {
    expect(figures([])).toEqual({
      boxes: ZERO,
      transactionCount: 0,
      incompleteCount: 0,
      unreconciledCount: 0,
      flatRateFirstYear: null,
    });
  });

  it('refuses an unknown scheme', () => {
    expect(() => figures([], { from: FROM, to: TO, scheme: 4 })).toThrow(RangeError);
  });
});

describe('computeVatFigures: BUSINESS (standard and cash accounting)', () => {
  it('splits a sale: £120.00 at 20% is £20.00 VAT (box 1) and £100.00 net (box 6)', () => {
    const r = figures([sale(12000)]);
    expect(r.boxes).toEqual(
      boxes({ vatDueSales: p(2000), totalVatDue: p(2000), netVatDue: p(2000), totalValueSalesExVAT: p(10000) }),
    );
    expect(r.transactionCount).toBe(1);
  });

  it('rounds the net half-up: £2.01 at 20% is 167.5p net -> 168p, VAT 33p; box 6 drops the pence', () => {
    const r = figures([sale(201)]);
    expect(r.boxes.vatDueSales).toBe(33);
    expect(r.boxes.totalValueSalesExVAT).toBe(100);
  });

  it('rounds per transaction, then sums: 3 x £2.01 is 99p VAT (not 100p from £6.03 at once)', () => {
    const r = figures([sale(201), sale(201), sale(201)]);
    expect(r.boxes.vatDueSales).toBe(99);
    expect(r.boxes.totalValueSalesExVAT).toBe(500); // 504p
  });

  it('puts a purchase on the input side: £2.01 paid is 33p VAT (box 4) and 168p net (box 7)', () => {
    const r = figures([purchase(201)]);
    expect(r.boxes).toEqual(
      boxes({ vatReclaimedCurrPeriod: p(33), netVatDue: p(33), totalValuePurchasesExVAT: p(100) }),
    );
  });

  it('lets a refund of a sale reduce the output side, rounding the magnitude half-up (-201p: net -168p, VAT -33p)', () => {
    const refundOnly = figures([sale(-201, { isRefund: true })]);
    expect(refundOnly.boxes.vatDueSales).toBe(-33);
    expect(refundOnly.boxes.totalVatDue).toBe(-33);
    expect(refundOnly.boxes.netVatDue).toBe(33);
    expect(refundOnly.boxes.totalValueSalesExVAT).toBe(-100); // -168p, pence dropped towards zero
    const r = figures([sale(12000), sale(-201, { isRefund: true })]);
    expect(r.boxes.vatDueSales).toBe(1967);
    expect(r.boxes.totalValueSalesExVAT).toBe(9800); // 9832p
    expect(r.transactionCount).toBe(2);
  });

  it('lets a refund of a purchase reduce the input side (stored +£2.01 on an expense: box 4 -33p)', () => {
    const r = figures([purchase(12000), purchase(-201, { isRefund: true })]);
    expect(r.boxes.vatReclaimedCurrPeriod).toBe(1967);
    expect(r.boxes.totalValuePurchasesExVAT).toBe(9800);
    expect(r.boxes.netVatDue).toBe(1967);
  });

  it('drops a negative box 6-9 sum of less than £1 to zero, not minus zero', () => {
    const r = figures([sale(-99, { vatPercent: 0 })]);
    expect(Object.is(r.boxes.totalValueSalesExVAT, 0)).toBe(true);
  });

  it('uses the reduced and zero rates: £10.50 at 5% is 50p VAT; £50.00 at 0% is all box 6', () => {
    const r = figures([sale(1050, { vatPercent: 5 }), sale(5000, { vatPercent: 0 })]);
    expect(r.boxes.vatDueSales).toBe(50);
    expect(r.boxes.totalValueSalesExVAT).toBe(6000);
  });

  it('uses a net typed by hand as the net: £120.00 sale with £101.00 net is £19.00 VAT', () => {
    const r = figures([sale(12000, { netAmount: p(10100) }), purchase(12000, { netAmount: p(-9000) })]);
    expect(r.boxes.vatDueSales).toBe(1900);
    expect(r.boxes.totalValueSalesExVAT).toBe(10100);
    expect(r.boxes.vatReclaimedCurrPeriod).toBe(3000);
    expect(r.boxes.totalValuePurchasesExVAT).toBe(9000);
  });

  it('takes a typed net with the sign of its side and never gives negative VAT from it', () => {
    // An expense net stored without its minus sign, a refund's net, and a net above the gross.
    const r = figures([
      purchase(12000, { netAmount: p(9000) }),
      sale(-12000, { isRefund: true, netAmount: p(-10100) }),
      sale(12000, { netAmount: p(13000) }),
    ]);
    expect(r.boxes.vatReclaimedCurrPeriod).toBe(3000);
    expect(r.boxes.totalValuePurchasesExVAT).toBe(9000);
    expect(r.boxes.vatDueSales).toBe(-1900); // -1900 + 0
    expect(r.boxes.totalValueSalesExVAT).toBe(2900); // -10100 + 13000
  });

  it('gives the same boxes under cash accounting (the payment date is the date under every scheme)', () => {
    const ledger = [sale(201), purchase(36000), sale(-12000, { isRefund: true }), sale(1050, { vatPercent: 5 })];
    expect(figures(ledger, CASH)).toEqual(figures(ledger, STANDARD));
    expect(figures(ledger, CASH).boxes.vatReclaimedCurrPeriod).toBe(6000);
  });
});

describe('computeVatFigures: BUSINESS (EU)', () => {
  it('puts a dispatch (EU sale) in boxes 6 and 8 at its gross, with no VAT even if a rate is set', () => {
    const r = figures([
      sale(50000, { transactionTypeId: BUSINESS_EU, vatPercent: 0 }),
      sale(10050, { transactionTypeId: BUSINESS_EU, vatPercent: 20 }),
    ]);
    expect(r.boxes).toEqual(boxes({ totalValueSalesExVAT: p(60000), totalValueGoodsSuppliedExVAT: p(60000) }));
    expect(r.transactionCount).toBe(2);
  });

  it('reduces boxes 6 and 8 for a refunded dispatch', () => {
    const r = figures([
      sale(50000, { transactionTypeId: BUSINESS_EU }),
      sale(-10050, { transactionTypeId: BUSINESS_EU, isRefund: true }),
    ]);
    expect(r.boxes.totalValueSalesExVAT).toBe(39900); // 39950p
    expect(r.boxes.totalValueGoodsSuppliedExVAT).toBe(39900);
  });

  it('puts an acquisition at price A in boxes 2 and 4 (A x rate, half-up) and 7 and 9 (A): £10.10 at 5% is 50.5p -> 51p', () => {
    const r = figures([purchase(1010, { transactionTypeId: BUSINESS_EU, vatPercent: 5 })]);
    expect(r.boxes).toEqual(
      boxes({
        vatDueAcquisitions: p(51),
        totalVatDue: p(51),
        vatReclaimedCurrPeriod: p(51),
        netVatDue: p(0),
        totalValuePurchasesExVAT: p(1000),
        totalAcquisitionsExVAT: p(1000),
      }),
    );
  });

  it('reduces boxes 2, 4, 7 and 9 for a refunded acquisition, rounding the magnitude (-50.5p -> -51p)', () => {
    const r = figures([
      purchase(100000, { transactionTypeId: BUSINESS_EU }),
      purchase(-1010, { transactionTypeId: BUSINESS_EU, vatPercent: 5, isRefund: true }),
    ]);
    expect(r.boxes.vatDueAcquisitions).toBe(19949);
    expect(r.boxes.vatReclaimedCurrPeriod).toBe(19949);
    expect(r.boxes.totalValuePurchasesExVAT).toBe(98900); // 98990p
    expect(r.boxes.totalAcquisitionsExVAT).toBe(98900);
  });
});

describe('computeVatFigures: MARGIN SCHEME', () => {
  const margin = (amount: number, purchasePrice: number | null, over: Partial<VatLedgerEntry> = {}) =>
    sale(amount, {
      transactionTypeId: MARGIN_SCHEME,
      purchasePrice: purchasePrice === null ? null : p(purchasePrice),
      ...over,
    });

  it('charges VAT on the margin only: £120 sold, £60 paid, 20% is £10 VAT and £110 in box 6', () => {
    const r = figures([margin(12000, 6000)]);
    expect(r.boxes).toEqual(
      boxes({ vatDueSales: p(1000), totalVatDue: p(1000), netVatDue: p(1000), totalValueSalesExVAT: p(11000) }),
    );
  });

  it('rounds the VAT half-down: a 9p margin at 20% is 1.5p -> 1p', () => {
    const r = figures([margin(1009, 1000)]);
    expect(r.boxes.vatDueSales).toBe(1);
    expect(r.boxes.totalValueSalesExVAT).toBe(1000); // 1008p
  });

  it('gives no VAT on a loss and does not net losses against margins', () => {
    const r = figures([margin(5000, 6000), margin(12000, 6000), margin(3000, null, { vatPercent: 0 })]);
    expect(r.boxes.vatDueSales).toBe(1000);
    expect(r.boxes.totalValueSalesExVAT).toBe(19000); // 5000 + 11000 + 3000
    expect(r.transactionCount).toBe(3);
  });

  it('treats a negative margin scheme sale as a loss with no VAT', () => {
    const r = figures([margin(-1200, 0)]);
    expect(r.boxes.vatDueSales).toBe(0);
    expect(r.boxes.totalValueSalesExVAT).toBe(-1200);
  });

  it('puts a margin scheme purchase in box 7 only', () => {
    const r = figures([purchase(6000, { transactionTypeId: MARGIN_SCHEME })]);
    expect(r.boxes).toEqual(boxes({ totalValuePurchasesExVAT: p(6000) }));
    expect(r.transactionCount).toBe(1);
  });
});

describe('computeVatFigures: FLAT RATE scheme', () => {
  it('charges the flat rate on VAT-inclusive turnover (business, EU and margin scheme sales, all rates, less refunds)', () => {
    const r = figures(
      [
        sale(12000),
        sale(5000, { vatPercent: 0 }),
        sale(100000, { transactionTypeId: BUSINESS_EU }),
        sale(-2000, { isRefund: true }),
        sale(1001, { transactionTypeId: MARGIN_SCHEME, purchasePrice: p(500) }),
      ],
      flat(16.5),
    );
    // turnover 116001p x 16.5% = 19140.165p -> 19140p
    expect(r.boxes).toEqual(
      boxes({
        vatDueSales: p(19140),
        totalVatDue: p(19140),
        netVatDue: p(19140),
        totalValueSalesExVAT: p(116000),
        totalValueGoodsSuppliedExVAT: p(100000),
      }),
    );
    expect(r.transactionCount).toBe(5);
  });

  it('rounds box 1 half-up once on the period total: £1.00 at 16.5% is 16.5p -> 17p; £2.00 at 12.25% is 24.5p -> 25p', () => {
    expect(figures([sale(100)], flat(16.5)).boxes.vatDueSales).toBe(17);
    expect(figures([sale(50), sale(50)], flat(16.5)).boxes.vatDueSales).toBe(17);
    expect(figures([sale(200)], flat(12.25)).boxes.vatDueSales).toBe(25);
    expect(figures([sale(12345)], flat(12.25)).boxes.vatDueSales).toBe(1512); // 1512.2625p
  });

  it('rounds a negative turnover by its magnitude: -£2.00 at 12.25% is -25p', () => {
    const r = figures([sale(-200, { isRefund: true })], flat(12.25));
    expect(r.boxes.vatDueSales).toBe(-25);
    expect(r.boxes.totalValueSalesExVAT).toBe(-200);
    expect(r.boxes.netVatDue).toBe(25);
  });

  it('uses 16.5% when no flat rate percent is given', () => {
    expect(figures([sale(100)], flat(null)).boxes.vatDueSales).toBe(17);
    expect(figures([sale(100)], flat()).boxes.vatDueSales).toBe(17);
  });

  it('refuses a flat rate percent outside 0-100 or with more than 2 decimals', () => {
    expect(() => figures([], flat(16.555))).toThrow(RangeError);
    expect(() => figures([], flat(100.01))).toThrow(RangeError);
    expect(() => figures([], flat(-1))).toThrow(RangeError);
    expect(() => figures([], flat(Number.NaN))).toThrow(RangeError);
    expect(isFlatRatePercent(0)).toBe(true);
    expect(isFlatRatePercent(100)).toBe(true);
    expect(isFlatRatePercent(12.25)).toBe(true);
    expect(isFlatRatePercent(16.555)).toBe(false);
  });

  it('gives the field errors of a scheme and its flat rate percent, as the figures and a submission check them', () => {
    expect(vatSchemeErrors({ scheme: VatScheme.STANDARD, flatRatePercent: 999 })).toEqual([]);
    expect(vatSchemeErrors({ scheme: 9 })).toEqual([{ field: 'scheme', message: VAT_SCHEME_MESSAGES.scheme }]);
    expect(vatSchemeErrors({ scheme: VatScheme.FLAT_RATE, flatRatePercent: null })).toEqual([
      { field: 'flatRatePercent', message: 'Field cannot be blank' },
    ]);
    expect(vatSchemeErrors({ scheme: VatScheme.FLAT_RATE, flatRatePercent: 16.555 })).toEqual([
      { field: 'flatRatePercent', message: VAT_SCHEME_MESSAGES.flatRate },
    ]);
    expect(vatSchemeErrors({ scheme: VatScheme.FLAT_RATE, flatRatePercent: 16.5 })).toEqual([]);
  });

  it('reclaims VAT only on capital goods purchases of £2,000 or more gross (VAT split as BUSINESS)', () => {
    const r = figures(
      [
        purchase(240000, { capitalGoods: true }), // net 200000, VAT 40000
        purchase(FLAT_RATE_CAPITAL_GOODS_THRESHOLD, { capitalGoods: true }), // 166666.67 -> 166667, VAT 33333
        purchase(199999, { capitalGoods: true }),
        purchase(300000, { capitalGoods: false }),
        purchase(6000, { transactionTypeId: MARGIN_SCHEME }),
      ],
      flat(16.5),
    );
    expect(r.boxes).toEqual(
      boxes({
        vatReclaimedCurrPeriod: p(73333),
        netVatDue: p(73333),
        totalValuePurchasesExVAT: p(366600), // 366667p
      }),
    );
    expect(r.transactionCount).toBe(2);
  });

  it('reduces boxes 4 and 7 for a refunded capital goods purchase of £2,000 or more', () => {
    const r = figures(
      [purchase(240000, { capitalGoods: true }), purchase(-240000, { capitalGoods: true, isRefund: true })],
      flat(16.5),
    );
    expect(r.boxes.vatReclaimedCurrPeriod).toBe(0);
    expect(r.boxes.totalValuePurchasesExVAT).toBe(0);
  });

  it('puts EU acquisitions in boxes 2, 7 and 9 but not 4', () => {
    const r = figures([purchase(1010, { transactionTypeId: BUSINESS_EU, vatPercent: 5 })], flat(16.5));
    expect(r.boxes).toEqual(
      boxes({
        vatDueAcquisitions: p(51),
        totalVatDue: p(51),
        netVatDue: p(51),
        totalValuePurchasesExVAT: p(1000),
        totalAcquisitionsExVAT: p(1000),
      }),
    );
  });

  it('still leaves ignored types, incomplete and unreconciled transactions out of the turnover', () => {
    const r = figures(
      [
        sale(100000, { transactionTypeId: PERSONAL }),
        sale(100000, { incomplete: true }),
        sale(100000, { transactionTypeId: UNRECONCILED }),
        sale(100000, { categoryIncome: null }),
        sale(100000, { date: '2024-04-01' }),
      ],
      flat(16.5),
    );
    expect(r.boxes).toEqual(ZERO);
    expect(r.incompleteCount).toBe(1);
    expect(r.unreconciledCount).toBe(1);
  });
});

describe('computeVatFigures: the worked quarter of docs/vat-rules.md', () => {
  const ledger: VatLedgerEntry[] = [
    sale(201), // a: VAT 33, net 168
    sale(120000), // b: VAT 20000, net 100000
    sale(-12000, { isRefund: true }), // c: VAT -2000, net -10000
    purchase(36000), // d: VAT 6000, net 30000
    purchase(1050, { vatPercent: 5 }), // e: VAT 50, net 1000
    sale(50000, { transactionTypeId: BUSINESS_EU, vatPercent: 0 }), // f: dispatch
    purchase(1010, { transactionTypeId: BUSINESS_EU, vatPercent: 5 }), // g: acquisition, VAT 51
    sale(1009, { transactionTypeId: MARGIN_SCHEME, purchasePrice: p(1000) }), // h: VAT 1, 1008 in box 6
    purchase(1000, { transactionTypeId: MARGIN_SCHEME }), // i: box 7
    purchase(5000, { transactionTypeId: PERSONAL }), // j: no box
    sale(12000, { incomplete: true }), // k: incomplete
    purchase(3000, { transactionTypeId: UNRECONCILED }), // l: unreconciled
    sale(12000, { date: '2024-04-01' }), // m: next quarter
  ];

  it('standard scheme', () => {
    expect(figures(ledger)).toEqual({
      boxes: {
        vatDueSales: 18034,
        vatDueAcquisitions: 51,
        totalVatDue: 18085,
        vatReclaimedCurrPeriod: 6101,
        netVatDue: 11984,
        totalValueSalesExVAT: 141100, // 141176p
        totalValuePurchasesExVAT: 33000, // 33010p
        totalValueGoodsSuppliedExVAT: 50000,
        totalAcquisitionsExVAT: 1000, // 1010p
      },
      transactionCount: 9,
      incompleteCount: 1,
      unreconciledCount: 1,
      flatRateFirstYear: null,
    });
  });

  it('flat rate scheme at 16.5%, with a £2,400 capital goods purchase', () => {
    const r = figures([...ledger, purchase(240000, { capitalGoods: true })], flat(16.5));
    expect(r).toEqual({
      boxes: {
        vatDueSales: 26270, // 159210p turnover x 16.5% = 26269.65p
        vatDueAcquisitions: 51,
        totalVatDue: 26321,
        vatReclaimedCurrPeriod: 40000,
        netVatDue: 13679,
        totalValueSalesExVAT: 159200, // 159210p
        totalValuePurchasesExVAT: 201000, // 200000 + 1010
        totalValueGoodsSuppliedExVAT: 50000,
        totalAcquisitionsExVAT: 1000,
      },
      transactionCount: 7,
      incompleteCount: 1,
      unreconciledCount: 1,
      flatRateFirstYear: null,
    });
  });

  it('reads the ledger once from any iterable', () => {
    function* lazy() {
      yield* ledger;
    }
    expect(computeVatFigures(lazy(), STANDARD)).toEqual(figures(ledger));
  });
});

describe('percentOf: exact percent of pence, half-up', () => {
  it('works for rates with 2 decimals and negative amounts', () => {
    expect(percentOf(p(1005), 16.5)).toBe(166); // 165.825
    expect(percentOf(p(-1005), 16.5)).toBe(-166);
    expect(percentOf(p(100), 16.5)).toBe(17); // 16.5
    expect(percentOf(p(-100), 16.5)).toBe(-17);
    expect(percentOf(p(10), 5)).toBe(1); // 0.5
    expect(percentOf(p(0), 20)).toBe(0);
    expect(percentOf(p(999_999_999_999_999), 12.25)).toBe(122_500_000_000_000); // 122499999999999.8775
  });
});

describe('completeVatBoxes', () => {
  it('adds box 3 = 1 + 2 and box 5 = |3 - 4|, with negative values', () => {
    const r = completeVatBoxes({
      vatDueSales: p(100),
      vatDueAcquisitions: p(-250),
      vatReclaimedCurrPeriod: p(500),
      totalValueSalesExVAT: p(100),
      totalValuePurchasesExVAT: p(-200),
      totalValueGoodsSuppliedExVAT: p(0),
      totalAcquisitionsExVAT: p(300),
    });
    expect(r).toEqual({
      vatDueSales: 100,
      vatDueAcquisitions: -250,
      totalVatDue: -150,
      vatReclaimedCurrPeriod: 500,
      netVatDue: 650,
      totalValueSalesExVAT: 100,
      totalValuePurchasesExVAT: -200,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 300,
    });
    expect(Object.keys(r)).toEqual([...VAT_BOXES]);
  });
});

describe('checkVatReturn', () => {
  const good = completeVatBoxes({
    vatDueSales: p(18034),
    vatDueAcquisitions: p(51),
    vatReclaimedCurrPeriod: p(6101),
    totalValueSalesExVAT: p(141100),
    totalValuePurchasesExVAT: p(33000),
    totalValueGoodsSuppliedExVAT: p(50000),
    totalAcquisitionsExVAT: p(1000),
  });
  const codes = (b: VatBoxes, context?: Parameters<typeof checkVatReturn>[1]) =>
    checkVatReturn(b, context).map((c) => `${c.level}:${c.code}`);

  it('passes a consistent return, including an all-zero (nil) return', () => {
    expect(checkVatReturn(good)).toEqual([]);
    expect(checkVatReturn(ZERO, { incompleteCount: 0, unreconciledCount: 0 })).toEqual([]);
  });

  it('says box 3 must equal box 1 plus box 2', () => {
    expect(checkVatReturn({ ...good, totalVatDue: p(18084) })).toEqual([
      {
        code: 'BOX_3_NOT_TOTAL',
        level: 'error',
        message: 'Box 3 must equal box 1 plus box 2 (£180.85), but it is £180.84. Correct box 1, box 2 or box 3.',
        boxes: ['totalVatDue', 'vatDueSales', 'vatDueAcquisitions'],
      },
      {
        code: 'BOX_5_NOT_DIFFERENCE',
        level: 'error',
        message:
          'Box 5 must be the difference between box 3 and box 4 (£119.83), but it is £119.84. Correct box 3, box 4 or box 5.',
        boxes: ['netVatDue', 'totalVatDue', 'vatReclaimedCurrPeriod'],
      },
    ]);
  });

  it('says box 5 must be |box 3 - box 4|, also when box 4 is larger (negative difference)', () => {
    const repayment = completeVatBoxes({
      ...good,
      vatDueSales: p(1000),
      vatDueAcquisitions: p(0),
      vatReclaimedCurrPeriod: p(3000),
    });
    expect(repayment.netVatDue).toBe(2000);
    expect(codes(repayment)).toEqual([]);
    const [check] = checkVatReturn({ ...repayment, netVatDue: p(-2000) });
    expect(check?.code).toBe('BOX_OUT_OF_RANGE');
    expect(codes({ ...repayment, netVatDue: p(-2000) })).toEqual([
      'error:BOX_OUT_OF_RANGE',
      'error:BOX_5_NOT_DIFFERENCE',
    ]);
  });

  it('says boxes 6-9 must be whole pounds', () => {
    expect(checkVatReturn({ ...good, totalValuePurchasesExVAT: p(33010) })).toEqual([
      {
        code: 'BOX_NOT_WHOLE_POUNDS',
        level: 'error',
        message:
          'Box 7 must be in whole pounds, with no pence (£330.10). Leave out the pence: HMRC does not accept them in boxes 6 to 9.',
        boxes: ['totalValuePurchasesExVAT'],
      },
    ]);
    expect(codes({ ...good, totalValueSalesExVAT: p(-50), totalAcquisitionsExVAT: p(1) })).toEqual([
      'error:BOX_NOT_WHOLE_POUNDS',
      'error:BOX_NOT_WHOLE_POUNDS',
    ]);
  });

  it("keeps every box within HMRC's ranges, and accepts the limits themselves", () => {
    const limits = completeVatBoxes({
      vatDueSales: p(999_999_999_999_999),
      vatDueAcquisitions: p(-999_999_999_999_999),
      vatReclaimedCurrPeriod: p(9_999_999_999_999),
      totalValueSalesExVAT: p(999_999_999_999_900),
      totalValuePurchasesExVAT: p(-999_999_999_999_900),
      totalValueGoodsSuppliedExVAT: p(0),
      totalAcquisitionsExVAT: p(0),
    });
    expect(limits.netVatDue).toBe(9_999_999_999_999); // £99,999,999,999.99, box 5's maximum
    expect(codes(limits)).toEqual([]);

    // Not money, but a sum can reach it: 1p past the clamp.
    const beyond = addPence(MAX_PENCE, p(1));
    const box1 = checkVatReturn(completeVatBoxes({ ...limits, vatDueSales: beyond, vatDueAcquisitions: p(0) }));
    expect(box1[0]).toEqual({
      code: 'BOX_OUT_OF_RANGE',
      level: 'error',
      message:
        'Box 1 must be between -£9,999,999,999,999.99 and £9,999,999,999,999.99, which is as much as HMRC accepts. Check the figure in box 1.',
      boxes: ['vatDueSales'],
    });

    const box5 = checkVatReturn(
      completeVatBoxes({
        ...limits,
        vatDueSales: p(-10_000_000_000_000), // box 5 = £100,000,000,000.00
        vatDueAcquisitions: p(0),
        vatReclaimedCurrPeriod: p(0),
      }),
    );
    expect(box5).toEqual([
      {
        code: 'BOX_OUT_OF_RANGE',
        level: 'error',
        message:
          'Box 5 must be between £0.00 and £99,999,999,999.99, which is as much as HMRC accepts. Check the figure in box 5.',
        boxes: ['netVatDue'],
      },
    ]);

    const box9 = checkVatReturn({ ...limits, totalAcquisitionsExVAT: negatePence(beyond) });
    expect(box9).toEqual([
      {
        code: 'BOX_OUT_OF_RANGE',
        level: 'error',
        message:
          'Box 9 must be between -£9,999,999,999,999 and £9,999,999,999,999, which is as much as HMRC accepts. Check the figure in box 9.',
        boxes: ['totalAcquisitionsExVAT'],
      },
    ]);
  });

  it('says a box that is not a whole number of pence is not money, and skips the sums', () => {
    // The type refuses these; an untyped caller (JSON, JavaScript) can still send them.
    // @ts-expect-error NaN is not Pence
    expect(codes({ ...good, vatDueSales: Number.NaN })).toEqual(['error:BOX_NOT_MONEY']);
    // @ts-expect-error 1.5 is not Pence
    expect(checkVatReturn({ ...good, totalValueSalesExVAT: 1.5 })[0]?.message).toBe(
      'Box 6 must be an amount in pounds. Enter a figure in box 6.',
    );
  });

  it('warns when box 4 is more than 5 times box 1 (or £1 when box 1 is smaller)', () => {
    const reclaim = (vatDueSales: number, vatReclaimedCurrPeriod: number) =>
      codes(
        completeVatBoxes({
          ...good,
          vatDueSales: p(vatDueSales),
          vatDueAcquisitions: p(0),
          vatReclaimedCurrPeriod: p(vatReclaimedCurrPeriod),
        }),
      );
    expect(reclaim(1000, 5000)).toEqual([]);
    expect(reclaim(1000, 5001)).toEqual(['warning:BOX_4_UNUSUAL']);
    expect(reclaim(0, 500)).toEqual([]);
    expect(reclaim(0, 501)).toEqual(['warning:BOX_4_UNUSUAL']);
    expect(reclaim(-1000, 501)).toEqual(['warning:BOX_4_UNUSUAL']);
    expect(reclaim(0, -10000)).toEqual([]);
    const [warning] = checkVatReturn(
      completeVatBoxes({ ...good, vatDueSales: p(1000), vatDueAcquisitions: p(0), vatReclaimedCurrPeriod: p(5001) }),
    );
    expect(warning?.message).toBe(
      'Box 4, the VAT you reclaim (£50.01), is more than 5 times box 1, the VAT due on your sales (£10.00). That is unusual: check your purchases and sales for this period before you submit.',
    );
    expect(warning?.boxes).toEqual(['vatReclaimedCurrPeriod', 'vatDueSales']);
  });

  it('warns about incomplete and unreconciled transactions in the period', () => {
    expect(checkVatReturn(good, { incompleteCount: 3, unreconciledCount: 1 })).toEqual([
      {
        code: 'INCOMPLETE_TRANSACTIONS',
        level: 'warning',
        message:
          '3 transactions in this period are still incomplete and are not counted. Save or discard them on Transactions first.',
        boxes: [],
      },
      {
        code: 'UNRECONCILED_TRANSACTIONS',
        level: 'warning',
        message:
          '1 transaction in this period is unreconciled and is not counted. Choose their type on Transactions first.',
        boxes: [],
      },
    ]);
    expect(checkVatReturn(good, { incompleteCount: 1 })[0]?.message).toBe(
      '1 transaction in this period is still incomplete and is not counted. Save or discard them on Transactions first.',
    );
  });
});

describe('vatBoxLabels', () => {
  it('uses the older EC wording for periods ending before 2021-04-08', () => {
    const old = vatBoxLabels('2021-04-07', VatScheme.STANDARD);
    expect(old.vatDueAcquisitions).toBe('VAT due in the period on acquisitions from other EC Member States');
    expect(old.vatReclaimedCurrPeriod).toBe(
      'VAT reclaimed in the period on purchases and other inputs (including acquisitions from the EC)',
    );
    expect(old.totalValueGoodsSuppliedExVAT).toBe(
      'Total value of all supplies of goods and related costs, excluding any VAT, to other EC Member States',
    );
    expect(old.totalAcquisitionsExVAT).toBe(
      'Total value of all acquisitions of goods and related costs, excluding any VAT, from other EC Member States',
    );
  });

  it('uses the Northern Ireland / EU wording from 2021-04-08, changing only boxes 2, 4, 8 and 9', () => {
    const old = vatBoxLabels('2021-04-07', VatScheme.STANDARD);
    const current = vatBoxLabels('2021-04-08', VatScheme.STANDARD);
    expect(current.vatDueAcquisitions).toBe(
      'VAT due in the period on acquisitions of goods made in Northern Ireland from EU Member States',
    );
    expect(current.totalAcquisitionsExVAT).toBe(
      'Total value of acquisitions of goods and related costs (excluding VAT) made in Northern Ireland from EU Member States',
    );
    const changed = VAT_BOXES.filter((b) => old[b] !== current[b]).map((b) => VAT_BOX_NUMBER[b]);
    expect(changed).toEqual([2, 4, 8, 9]);
    expect(current.vatDueSales).toBe('VAT due in the period on sales and other outputs');
  });

  it('has the flat-rate variant of box 6 only under the flat rate scheme', () => {
    const standard = vatBoxLabels('2024-03-31', VatScheme.STANDARD);
    const flatRate = vatBoxLabels('2024-03-31', VatScheme.FLAT_RATE);
    expect(flatRate.totalValueSalesExVAT).toMatch(/including VAT/);
    expect(standard.totalValueSalesExVAT).toMatch(/excluding any VAT/);
    expect(VAT_BOXES.filter((b) => standard[b] !== flatRate[b])).toEqual(['totalValueSalesExVAT']);
    expect(vatBoxLabels('2024-03-31', VatScheme.CASH)).toEqual(standard);
    expect(vatBoxLabels('2020-12-31', VatScheme.FLAT_RATE).totalValueSalesExVAT).toBe(flatRate.totalValueSalesExVAT);
  });
});

describe('declarations and bridging date', () => {
  it("holds HMRC's business and agent declarations", () => {
    expect(VAT_DECLARATION_TEXTS[1]).toBe(
      'When you submit this VAT information you are making a legal declaration that the information is true and complete. A false declaration can result in prosecution.',
    );
    expect(VAT_DECLARATION_TEXTS[2]).toBe(
      'I confirm that my client has received a copy of the information contained in this return and approved the information as being correct and complete to the best of their knowledge and belief.',
    );
  });

  it('offers bridging from 2022-08-25 15:00 UK time (14:00 UTC, British Summer Time)', () => {
    expect(isBridgingAvailable(new Date('2022-08-25T13:59:59.999Z'))).toBe(false);
    expect(isBridgingAvailable(new Date('2022-08-25T14:00:00.000Z'))).toBe(true);
    expect(isBridgingAvailable(new Date('2022-08-25T15:00:00+01:00'))).toBe(true);
    expect(isBridgingAvailable(new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('vatBoxesToPounds / vatBoxesFromPounds', () => {
  it('converts exactly: boxes 1-5 with pence, 6-9 whole pounds', () => {
    const pounds = vatBoxesToPounds(
      boxes({
        vatDueSales: p(201),
        vatDueAcquisitions: p(-1),
        totalVatDue: p(200),
        netVatDue: p(200),
        totalValueSalesExVAT: p(-12300),
      }),
    );
    expect(pounds).toEqual({
      vatDueSales: 2.01,
      vatDueAcquisitions: -0.01,
      totalVatDue: 2,
      vatReclaimedCurrPeriod: 0,
      netVatDue: 2,
      totalValueSalesExVAT: -123,
      totalValuePurchasesExVAT: 0,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 0,
    });
    expect(vatBoxesFromPounds(pounds)).toEqual(
      boxes({
        vatDueSales: p(201),
        vatDueAcquisitions: p(-1),
        totalVatDue: p(200),
        netVatDue: p(200),
        totalValueSalesExVAT: p(-12300),
      }),
    );
  });

  it('drops stray pence of boxes 6-9 towards zero on the way out, keeps them on the way in for the checks', () => {
    expect(vatBoxesToPounds(boxes({ totalValueSalesExVAT: p(-12399) })).totalValueSalesExVAT).toBe(-123);
    const back = vatBoxesFromPounds({ ...vatBoxesToPounds(ZERO), totalValueSalesExVAT: 500.5 });
    expect(back.totalValueSalesExVAT).toBe(50050);
    expect(checkCodes(back)).toEqual(['error:BOX_NOT_WHOLE_POUNDS']);
  });

  it('refuses pounds with more than 2 decimals', () => {
    expect(() => vatBoxesFromPounds({ ...vatBoxesToPounds(ZERO), vatDueSales: 0.1 + 0.2 })).toThrow(RangeError);
  });
});

function checkCodes(b: VatBoxes): string[] {
  return checkVatReturn(b).map((c) => `${c.level}:${c.code}`);
}

describe('computeVatFigures: properties over generated ledgers', () => {
  /** A small seeded generator (no dependency): the same ledgers on every run. */
  function generator(seed: number) {
    let state = seed >>> 0;
    const next = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
    return { int, pick };
  }
  const TYPES = [
    BUSINESS,
    BUSINESS,
    BUSINESS,
    BUSINESS_EU,
    MARGIN_SCHEME,
    PERSONAL,
    IGNORE,
    UNRECONCILED,
    DISALLOWABLE,
  ];

  function ledger(seed: number, size: number): VatLedgerEntry[] {
    const g = generator(seed);
    return Array.from({ length: size }, () => {
      const categoryIncome = g.pick([true, true, false, false, null] as const);
      const transactionTypeId = g.pick(TYPES);
      const magnitude = g.pick([g.int(0, 999), g.int(1000, 99_999), g.int(100_000, 10_000_000)]);
      const refund = g.int(0, 4) === 0 && transactionTypeId !== MARGIN_SCHEME;
      const positive = (categoryIncome !== false) !== refund;
      const amount = positive ? magnitude : -magnitude;
      const typedNet = transactionTypeId === BUSINESS && g.int(0, 5) === 0 ? Math.floor(magnitude / 1.25) : null;
      return entry({
        date: `2024-0${g.int(1, 4)}-${String(g.int(1, 28)).padStart(2, '0')}`,
        amount: p(amount),
        netAmount: typedNet === null ? null : p(positive ? typedNet : -typedNet),
        purchasePrice: transactionTypeId === MARGIN_SCHEME ? p(g.int(0, magnitude * 2)) : null,
        isRefund: refund,
        transactionTypeId,
        vatPercent: g.pick([20, 20, 5, 0, 12.5]),
        categoryIncome,
        capitalGoods: categoryIncome === false && g.int(0, 2) === 0,
        incomplete: g.int(0, 9) === 0,
      });
    });
  }
  const schemes = [STANDARD, CASH, flat(16.5), flat(12.25), flat(0), flat(100)];

  it('always gives consistent boxes that pass the checks (box 3, box 5, whole pounds, ranges)', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const items = ledger(seed, 200);
      for (const options of schemes) {
        const r = computeVatFigures(items, options);
        expect(r.boxes.totalVatDue).toBe(r.boxes.vatDueSales + r.boxes.vatDueAcquisitions);
        expect(r.boxes.netVatDue).toBe(Math.abs(r.boxes.totalVatDue - r.boxes.vatReclaimedCurrPeriod));
        for (const box of VAT_BOXES.slice(5)) expect(r.boxes[box] % 100 === 0).toBe(true);
        for (const box of VAT_BOXES) expect(Object.is(r.boxes[box], -0)).toBe(false);
        expect(checkVatReturn(r.boxes).filter((c) => c.level === 'error')).toEqual([]);
        expect(r.transactionCount + r.incompleteCount + r.unreconciledCount).toBeLessThanOrEqual(items.length);
      }
    }
  });

  it('gives the same boxes in any order, and the same under cash accounting as under standard', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const items = ledger(seed, 150);
      const reversed = [...items].reverse();
      for (const options of schemes)
        expect(computeVatFigures(reversed, options)).toEqual(computeVatFigures(items, options));
      expect(computeVatFigures(items, CASH)).toEqual(computeVatFigures(items, STANDARD));
    }
  });

  it('cancels every box when each transaction is refunded in full (except margin scheme sales: losses carry no VAT)', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const items = ledger(seed, 150).filter((e) => !(e.transactionTypeId === MARGIN_SCHEME && e.categoryIncome));
      const refunds = items.map((e) => ({
        ...e,
        amount: negatePence(e.amount),
        netAmount: e.netAmount === null ? null : negatePence(e.netAmount),
        isRefund: !e.isRefund,
      }));
      for (const options of schemes) {
        const r = computeVatFigures([...items, ...refunds], options);
        expect(r.boxes).toEqual(ZERO);
      }
    }
  });
});
