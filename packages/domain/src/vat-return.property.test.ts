import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertPence, negatePence, type Pence } from './money';
import { addDays } from './timeframes';
import { TransactionType } from './transaction-types';
import {
  checkVatReturn,
  computeVatFigures,
  VAT_BOXES,
  vatBoxesFromPounds,
  vatBoxesToPounds,
  type VatBoxes,
  type VatLedgerEntry,
} from './vat-return';
import { VatScheme } from './vat-schemes';

/**
 * Properties of the nine boxes (STYLE §2, docs/vat-rules.md): how the boxes relate, and that the
 * figures depend on what was paid, not on the order it was recorded in. The exact figures of each
 * rule are in vat-return.test.ts; these hold for any ledger fast-check builds. Fixed seed, so a
 * failure reproduces everywhere.
 */
const RUNS = { seed: 20_261_125, numRuns: 500 };

const PERIOD = { from: '2026-01-01', to: '2026-03-31' };
const PERIOD_DAYS = 90;

function toPence(n: number): Pence {
  assertPence(n);
  return n;
}

/** Up to £100,000 either way: a ledger of 40 of them stays far inside the money range. */
const amount = fc.integer({ min: -10_000_000, max: 10_000_000 }).map(toPence);
const inPeriod = fc.integer({ min: 0, max: PERIOD_DAYS - 1 }).map((n) => addDays(PERIOD.from, n));
const outsidePeriod = fc.oneof(
  fc.integer({ min: 1, max: 400 }).map((n) => addDays(PERIOD.from, -n)),
  fc.integer({ min: 1, max: 400 }).map((n) => addDays(PERIOD.to, n)),
);
const ALL_TYPES = Object.values(TransactionType);
const NO_BOX_TYPES = [
  TransactionType.UNRECONCILED,
  TransactionType.DISALLOWABLE,
  TransactionType.IGNORE,
  TransactionType.PERSONAL,
];

/** A ledger entry; `shape` narrows any field to the arbitrary a property needs. */
function entry(shape: Partial<{ [K in keyof VatLedgerEntry]: fc.Arbitrary<VatLedgerEntry[K]> }> = {}) {
  return fc.record<VatLedgerEntry>({
    date: inPeriod,
    amount,
    netAmount: fc.option(amount, { nil: null, freq: 3 }),
    purchasePrice: fc.option(
      amount.map((p) => toPence(Math.abs(p))),
      { nil: null },
    ),
    isRefund: fc.boolean(),
    transactionTypeId: fc.constantFrom(...ALL_TYPES),
    vatPercent: fc.constantFrom(0, 5, 20),
    categoryIncome: fc.option(fc.boolean(), { nil: null, freq: 6 }),
    capitalGoods: fc.boolean(),
    incomplete: fc.boolean(),
    ...shape,
  });
}

/** Mostly complete: an incomplete transaction counts in no box, so a ledger of them would prove little. */
const anyEntry = entry({ incomplete: fc.constantFrom(false, false, false, true) });
const ledger = fc.array(anyEntry, { maxLength: 40 });
const flatRatePercent = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100);
const scheme = fc.constantFrom(VatScheme.STANDARD, VatScheme.FLAT_RATE, VatScheme.CASH);
const options = fc.record({ scheme, flatRatePercent }).map((o) => ({ ...PERIOD, ...o }));

const ZERO_BOXES = Object.fromEntries(VAT_BOXES.map((box) => [box, 0])) as VatBoxes;

/** The same transaction paid back: the ledger stores a refund with the sign flipped. */
function refundOf(e: VatLedgerEntry): VatLedgerEntry {
  return {
    ...e,
    amount: negatePence(e.amount),
    netAmount: e.netAmount === null ? null : negatePence(e.netAmount),
    isRefund: !e.isRefund,
  };
}

describe('the nine boxes of any ledger', () => {
  it('hold box 3 = box 1 + box 2, box 5 = |box 3 - box 4|, and whole pounds in boxes 6-9', () => {
    fc.assert(
      fc.property(ledger, options, (entries, opts) => {
        const { boxes } = computeVatFigures(entries, opts);
        expect(boxes.totalVatDue).toBe(boxes.vatDueSales + boxes.vatDueAcquisitions);
        expect(boxes.netVatDue).toBe(Math.abs(boxes.totalVatDue - boxes.vatReclaimedCurrPeriod));
        // === rather than toBe(0): a negative whole-pound box gives -0 for % 100.
        for (const box of VAT_BOXES.slice(5)) expect(boxes[box] % 100 === 0, box).toBe(true);
      }),
      RUNS,
    );
  });

  it('pass the checks made before sending, except the warnings a person must look at', () => {
    fc.assert(
      fc.property(ledger, options, (entries, opts) => {
        const { boxes } = computeVatFigures(entries, opts);
        expect(checkVatReturn(boxes).filter((c) => c.level === 'error')).toEqual([]);
      }),
      RUNS,
    );
  });

  it('cross the API as pounds and come back the same', () => {
    fc.assert(
      fc.property(ledger, options, (entries, opts) => {
        const { boxes } = computeVatFigures(entries, opts);
        expect(vatBoxesFromPounds(vatBoxesToPounds(boxes))).toEqual(boxes);
      }),
      RUNS,
    );
  });

  it('do not depend on the order the transactions were recorded in', () => {
    const shuffled = ledger.chain((entries) =>
      fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })),
    );
    fc.assert(
      fc.property(shuffled, options, ([entries, reordered], opts) => {
        expect(computeVatFigures(reordered, opts)).toEqual(computeVatFigures(entries, opts));
      }),
      RUNS,
    );
  });

  it('leave out what falls outside the period, is incomplete or is of a type that counts in no box', () => {
    const ignored = fc.oneof(
      entry({ date: outsidePeriod }),
      entry({ incomplete: fc.constant(true) }),
      entry({ transactionTypeId: fc.constantFrom(...NO_BOX_TYPES) }),
      entry({ categoryIncome: fc.constant(null) }),
    );
    fc.assert(
      fc.property(ledger, fc.array(ignored, { maxLength: 10 }), options, (entries, noise, opts) => {
        const mixed = [...noise, ...entries];
        expect(computeVatFigures(mixed, opts).boxes).toEqual(computeVatFigures(entries, opts).boxes);
      }),
      RUNS,
    );
  });
});

describe('refunds and schemes', () => {
  it('a refund cancels its sale or purchase: every box back to nothing', () => {
    // Business and EU transactions; a margin scheme transaction has no refund (SPEC §5 ignores the
    // flag there), and the other types count in no box.
    const refundable = entry({
      transactionTypeId: fc.constantFrom(TransactionType.BUSINESS, TransactionType.BUSINESS_EU),
      categoryIncome: fc.boolean(),
      incomplete: fc.constant(false),
    });
    fc.assert(
      fc.property(fc.array(refundable, { minLength: 1, maxLength: 20 }), options, (entries, opts) => {
        const withRefunds = [...entries, ...entries.map(refundOf)];
        expect(computeVatFigures(withRefunds, opts).boxes).toEqual(ZERO_BOXES);
      }),
      RUNS,
    );
  });

  it('rounds per transaction: boxes 1, 2 and 4 are the sums of each transaction’s own', () => {
    const perTransaction = fc.constantFrom(VatScheme.STANDARD, VatScheme.CASH);
    fc.assert(
      fc.property(ledger, perTransaction, (entries, chosen) => {
        const opts = { ...PERIOD, scheme: chosen };
        const whole = computeVatFigures(entries, opts).boxes;
        const parts = entries.map((e) => computeVatFigures([e], opts).boxes);
        for (const box of ['vatDueSales', 'vatDueAcquisitions', 'vatReclaimedCurrPeriod'] as const)
          expect(whole[box], box).toBe(parts.reduce((sum, p) => sum + p[box], 0));
      }),
      RUNS,
    );
  });

  it('works cash accounting out as the standard scheme, from the payments of the period', () => {
    fc.assert(
      fc.property(ledger, (entries) => {
        const cash = computeVatFigures(entries, { ...PERIOD, scheme: VatScheme.CASH });
        expect(cash).toEqual(computeVatFigures(entries, { ...PERIOD, scheme: VatScheme.STANDARD }));
      }),
      RUNS,
    );
  });
});
