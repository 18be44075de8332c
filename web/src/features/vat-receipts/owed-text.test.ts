import { describe, expect, it } from 'vitest';
import { owedText } from './receipt-content';

const r = (totalVatDue: number, vatReclaimedCurrPeriod: number, paymentIndicator: string | null = null) => ({
  totalVatDue,
  vatReclaimedCurrPeriod,
  dateDue: '2017-08-07',
  paymentIndicator,
});

describe('what a filed return means to pay', () => {
  it('says what is owed and by when: box 3 less box 4, by the due date', () => {
    expect(owedText(r(360, 0))).toBe('You owe £360.00 by 07/08/2017.');
    expect(owedText(r(1234.56, 234.55))).toBe('You owe £1,000.01 by 07/08/2017.');
    expect(owedText(r(100, 40, 'DD'))).toBe('You owe £60.00 for this period. HMRC will collect it by Direct Debit.');
  });

  it('says HMRC owes a repayment when more is reclaimed than due, and nothing when they are equal', () => {
    expect(owedText(r(1234.56, 2000.5))).toBe('HMRC owes you £765.94 for this period.');
    expect(owedText(r(0, 10, 'BANK'))).toBe('HMRC owes you £10.00 for this period, to be repaid to your bank account.');
    expect(owedText(r(50.5, 50.5))).toBe('Nothing to pay for this period.');
  });
});
