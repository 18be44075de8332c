import { describe, expect, it } from 'vitest';
import { pence as p } from './money';
import { TransactionType } from './transaction-types';
import {
  computeVatFigures,
  discountedFlatRatePercent,
  firstAnniversary,
  flatRateFirstYear,
  percentOf,
  percentOfParts,
  ukTodayIso,
  VAT_DATES_MESSAGES,
  vatRegistrationDatesErrors,
  type VatLedgerEntry,
} from './vat-return';
import { VatScheme } from './vat-schemes';

/** A complete 20% Business sale. */
const sale = (date: string, amount: number, over: Partial<VatLedgerEntry> = {}): VatLedgerEntry => ({
  date,
  amount: p(amount),
  netAmount: null,
  purchasePrice: null,
  isRefund: false,
  transactionTypeId: TransactionType.BUSINESS,
  vatPercent: 20,
  categoryIncome: true,
  capitalGoods: false,
  incomplete: false,
  ...over,
});

/** Registered for VAT on 15/03/2025 and joined the flat rate scheme then: 11.5% to 14/03/2026, then 12.5%. */
const REGISTERED = { vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-03-15' };

function flatRate(entries: VatLedgerEntry[], from: string, to: string, dates = REGISTERED) {
  return computeVatFigures(entries, {
    from,
    to,
    scheme: VatScheme.FLAT_RATE,
    flatRatePercent: 12.5,
    flatRateFirstYear: flatRateFirstYear(dates),
  });
}

describe('flat rate scheme first year: the days of the discount (VAT Notice 733)', () => {
  it('runs from registration to the day before the first anniversary', () => {
    expect(flatRateFirstYear(REGISTERED)).toEqual({ from: '2025-03-15', until: '2026-03-14' });
    // No joining date: read as joining at registration.
    expect(flatRateFirstYear({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: null })).toEqual({
      from: '2025-03-15',
      until: '2026-03-14',
    });
  });

  it('applies when the business joins on the last day of its first year, not on the anniversary or later', () => {
    const registered = '2023-05-01';
    expect(flatRateFirstYear({ vatRegistrationDate: registered, flatRateJoinDate: '2024-04-30' })).toEqual({
      from: registered,
      until: '2024-04-30',
    });
    expect(flatRateFirstYear({ vatRegistrationDate: registered, flatRateJoinDate: '2024-05-01' })).toBeNull();
    expect(flatRateFirstYear({ vatRegistrationDate: registered, flatRateJoinDate: '2025-01-01' })).toBeNull();
  });

  it('has none without a registration date', () => {
    expect(flatRateFirstYear({ vatRegistrationDate: null, flatRateJoinDate: '2025-03-15' })).toBeNull();
  });

  it('puts the anniversary of 29 February on 1 March, so the discount runs to 28 February', () => {
    expect(firstAnniversary('2024-02-29')).toBe('2025-03-01');
    expect(flatRateFirstYear({ vatRegistrationDate: '2024-02-29', flatRateJoinDate: null })?.until).toBe('2025-02-28');
    expect(firstAnniversary('2023-02-28')).toBe('2024-02-28');
    expect(firstAnniversary('2025-12-31')).toBe('2026-12-31');
  });

  it('takes one percentage point off, by whole hundredths, never below 0', () => {
    expect(discountedFlatRatePercent(12.5)).toBe(11.5);
    expect(discountedFlatRatePercent(16.25)).toBe(15.25);
    expect(discountedFlatRatePercent(4.1)).toBe(3.1);
    expect(discountedFlatRatePercent(0.5)).toBe(0);
  });
});

describe('flat rate scheme first year: box 1 (exact figures)', () => {
  it('a period fully inside the first year: every sale at 11.5%', () => {
    // 1,000.00 + 333.33 = 1,333.33; x 11.5% = 153.33295 -> £153.33 (at 12.5% it would be £166.67).
    const r = flatRate([sale('2025-04-01', 100_000), sale('2025-06-30', 33_333)], '2025-04-01', '2025-06-30');
    expect(r.boxes.vatDueSales).toBe(15_333);
    expect(r.boxes.totalValueSalesExVAT).toBe(133_300);
    expect(r.flatRateFirstYear).toEqual({ fullPercent: 12.5, discountedPercent: 11.5, until: '2026-03-14' });
  });

  it('a period fully after the first year: the full 12.5%, and no discount said', () => {
    const r = flatRate([sale('2026-04-01', 100_000), sale('2026-06-30', 33_333)], '2026-04-01', '2026-06-30');
    // 1,333.33 x 12.5% = 166.66625 -> £166.67.
    expect(r.boxes.vatDueSales).toBe(16_667);
    expect(r.flatRateFirstYear).toBeNull();
  });

  it('a period straddling the anniversary: to 14/03/2026 at 11.5%, from 15/03/2026 at 12.5%, rounded once', () => {
    const r = flatRate(
      [sale('2026-01-01', 50_000), sale('2026-03-14', 50_101), sale('2026-03-15', 100_101)],
      '2026-01-01',
      '2026-03-31',
    );
    // Before: 1,001.01 x 11.5% = 115.11615; after: 1,001.01 x 12.5% = 125.12625; total 240.2424 -> £240.24.
    // (Rounding each part first would give 115.12 + 125.13 = 240.25.)
    expect(r.boxes.vatDueSales).toBe(24_024);
    expect(r.boxes.totalVatDue).toBe(24_024);
    expect(r.boxes.totalValueSalesExVAT).toBe(200_200); // 2,002.02 including VAT, pence dropped
    expect(r.transactionCount).toBe(3);
    expect(r.flatRateFirstYear).toEqual({ fullPercent: 12.5, discountedPercent: 11.5, until: '2026-03-14' });
  });

  it('a refund in the first year reduces the discounted turnover', () => {
    const r = flatRate(
      [sale('2025-05-01', 20_000), sale('2025-05-02', -2_000, { isRefund: true }), sale('2026-03-20', 1_000)],
      '2026-01-01',
      '2026-03-31',
    );
    // Only the sale of 20/03/2026 is in this period: £10.00 x 12.5% = £1.25.
    expect(r.boxes.vatDueSales).toBe(125);
    const inside = flatRate(
      [sale('2025-05-01', 20_000), sale('2025-05-02', -2_000, { isRefund: true })],
      '2025-04-01',
      '2025-06-30',
    );
    // (200.00 - 20.00) x 11.5% = £20.70.
    expect(inside.boxes.vatDueSales).toBe(2_070);
  });

  it('a business that joined after its first year: no discount, even for a period of that year', () => {
    const late = { vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2026-03-15' };
    const r = flatRate([sale('2026-03-01', 100_000), sale('2026-03-20', 100_000)], '2026-01-01', '2026-03-31', late);
    // 2,000.00 x 12.5% = £250.00.
    expect(r.boxes.vatDueSales).toBe(25_000);
    expect(r.flatRateFirstYear).toBeNull();
  });

  it('is ignored outside the flat rate scheme', () => {
    const r = computeVatFigures([sale('2025-04-01', 12_000)], {
      from: '2025-04-01',
      to: '2025-06-30',
      scheme: VatScheme.STANDARD,
      flatRateFirstYear: flatRateFirstYear(REGISTERED),
    });
    expect(r.boxes.vatDueSales).toBe(2_000);
    expect(r.flatRateFirstYear).toBeNull();
  });

  it('rounds parts of a single percent exactly as percentOf does', () => {
    for (const amount of [0, 1, 100, 1_005, -1_005, 12_345, -200, 999_999_999, 116_001])
      for (const percent of [16.5, 12.25, 11.5, 0, 100, 0.01])
        expect(percentOfParts([{ amount, percent }])).toBe(percentOf(p(amount), percent));
  });
});

describe('flat rate scheme first year: the dates a business records', () => {
  const today = '2026-11-25';
  it('accepts none, either, or both in order up to today', () => {
    expect(vatRegistrationDatesErrors({ vatRegistrationDate: null, flatRateJoinDate: null }, today)).toEqual([]);
    expect(vatRegistrationDatesErrors({ vatRegistrationDate: today, flatRateJoinDate: today }, today)).toEqual([]);
    expect(vatRegistrationDatesErrors({ vatRegistrationDate: null, flatRateJoinDate: '2026-01-01' }, today)).toEqual(
      [],
    );
  });

  it('refuses a date in the future, an impossible date, and joining before registration', () => {
    expect(
      vatRegistrationDatesErrors({ vatRegistrationDate: '2026-11-26', flatRateJoinDate: '2026-11-27' }, today),
    ).toEqual([
      { field: 'vatRegistrationDate', message: VAT_DATES_MESSAGES.registrationInFuture },
      { field: 'flatRateJoinDate', message: VAT_DATES_MESSAGES.joinInFuture },
    ]);
    expect(
      vatRegistrationDatesErrors({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-03-14' }, today),
    ).toEqual([{ field: 'flatRateJoinDate', message: VAT_DATES_MESSAGES.joinBeforeRegistration }]);
    expect(vatRegistrationDatesErrors({ vatRegistrationDate: '2023-02-29', flatRateJoinDate: null }, today)).toEqual([
      { field: 'vatRegistrationDate', message: VAT_DATES_MESSAGES.notADate },
    ]);
  });

  it("reads today in the UK's calendar (British Summer Time is a day ahead of UTC just after midnight)", () => {
    expect(ukTodayIso(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukTodayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
