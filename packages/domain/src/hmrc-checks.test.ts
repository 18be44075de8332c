import { describe, expect, it } from 'vitest';
import {
  addYearsIso,
  HMRC_CHECK_MESSAGES,
  hmrcRangeErrors,
  isOpenObligation,
  isPenaltyChargeReference,
} from './hmrc-checks';

const TODAY = '2026-11-25';

describe('HMRC date ranges checked before calling HMRC', () => {
  it('liabilities and payments: the longest range ends the day before the same date a year on', () => {
    // WHY: HMRC's liabilities and payments refuse `to` = `from` + 1 year ("365 days or less"); 366 days was let through.
    for (const kind of ['liabilities', 'payments'] as const) {
      expect(hmrcRangeErrors(kind, '2017-01-01', '2017-12-31', TODAY)).toEqual([]);
      expect(hmrcRangeErrors(kind, '2017-01-01', '2018-01-01', TODAY)).toEqual([
        { field: 'from', message: HMRC_CHECK_MESSAGES.range },
      ]);
      // A leap year: 2020-01-01 to 2020-12-31 is 365 days, and still fine.
      expect(hmrcRangeErrors(kind, '2020-01-01', '2020-12-31', TODAY)).toEqual([]);
    }
  });

  it('obligations: up to the same date a year on', () => {
    // WHY: HMRC's obligations accept `from` + 1 calendar year and refuse a day more.
    expect(hmrcRangeErrors('obligations', '2017-01-01', '2018-01-01', TODAY)).toEqual([]);
    expect(hmrcRangeErrors('obligations', '2017-01-01', '2018-01-02', TODAY)).toEqual([
      { field: 'from', message: HMRC_CHECK_MESSAGES.range },
    ]);
  });

  it("liabilities and payments: 'to' not after today and 'from' not before 06/04/2016", () => {
    // WHY: HMRC answers DATE_TO_INVALID / DATE_FROM_INVALID; the person should see why on the field.
    expect(hmrcRangeErrors('payments', '2026-01-01', '2026-11-26', TODAY)).toEqual([
      { field: 'to', message: 'Date to cannot be after today' },
    ]);
    expect(hmrcRangeErrors('liabilities', '2026-01-01', TODAY, TODAY)).toEqual([]);
    expect(hmrcRangeErrors('liabilities', '2016-04-05', '2016-12-31', TODAY)).toEqual([
      { field: 'from', message: 'Date from must be a valid date on or after 06/04/2016' },
    ]);
    expect(hmrcRangeErrors('liabilities', '2016-04-06', '2016-12-31', TODAY)).toEqual([]);
    // Obligations have neither rule.
    expect(hmrcRangeErrors('obligations', '2015-01-01', '2015-12-31', TODAY)).toEqual([]);
    expect(hmrcRangeErrors('obligations', '2026-06-01', '2027-05-31', TODAY)).toEqual([]);
  });

  it("'to' must come after 'from' for every call, and both fields can be wrong at once", () => {
    // WHY: HMRC refuses from >= to; equal dates are refused too.
    for (const kind of ['obligations', 'liabilities', 'payments'] as const) {
      expect(hmrcRangeErrors(kind, '2018-01-01', '2018-01-01', TODAY)).toEqual([
        { field: 'to', message: HMRC_CHECK_MESSAGES.order },
      ]);
    }
    expect(hmrcRangeErrors('payments', '2010-01-01', '2027-01-01', TODAY)).toEqual([
      { field: 'from', message: HMRC_CHECK_MESSAGES.fromTooEarly },
      { field: 'to', message: HMRC_CHECK_MESSAGES.toAfterToday },
    ]);
  });

  it('adds a year as HMRC does: 29 February becomes 28 February', () => {
    expect(addYearsIso('2016-02-29', 1)).toBe('2017-02-28');
    expect(addYearsIso('2017-03-31', 1)).toBe('2018-03-31');
  });
});

describe('penalty charge references', () => {
  it('are X, a letter and 12 digits', () => {
    // WHY: HMRC answers CHARGE_REFERENCE_INVALID for anything else; no call is needed to know it.
    expect(isPenaltyChargeReference('XP123456789012')).toBe(true);
    expect(isPenaltyChargeReference('Xs198765432109')).toBe(true);
    for (const bad of [
      'nope',
      'XP12345678901',
      'XP1234567890123',
      'YP123456789012',
      'X1123456789012',
      ' XP123456789012',
    ])
      expect(isPenaltyChargeReference(bad)).toBe(false);
  });
});

describe('filing a return', () => {
  it('needs the obligation itself to be open, not just listed', () => {
    // WHY: the sandbox answers fulfilled rows even when asked for open ones only.
    expect(isOpenObligation({ status: 'O' })).toBe(true);
    expect(isOpenObligation({ status: 'F' })).toBe(false);
    expect(isOpenObligation(null)).toBe(false);
  });

  it('says when a period that has not ended ends, and when HMRC takes its return', () => {
    expect(HMRC_CHECK_MESSAGES.periodNotEnded('2027-03-31')).toBe(
      'This VAT period has not ended yet. It ends on 31/03/2027, so HMRC accepts its return from 01/04/2027.',
    );
  });
});
