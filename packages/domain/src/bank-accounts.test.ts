import { describe, expect, it } from 'vitest';
import {
  accountBalance,
  accountNameKey,
  BANK_ACCOUNT_MESSAGES,
  LAST_FOUR_PATTERN,
  openingBalanceMagnitude,
  openingBalancePairProblem,
  sameNamedAccount,
  SORT_CODE_PATTERN,
  sortCodeFromInput,
} from './bank-accounts';

describe('sort code and last four digits', () => {
  it('takes six digits however they are separated, and writes them NN-NN-NN', () => {
    for (const typed of ['123456', '12-34-56', '12 34 56', ' 12.34.56 ', '12 - 34 - 56'])
      expect(sortCodeFromInput(typed)).toBe('12-34-56');
    expect(SORT_CODE_PATTERN.test('12-34-56')).toBe(true);
  });

  it('refuses anything but six digits rather than guessing, and leaves blank as no sort code', () => {
    for (const typed of ['12345', '1234567', '12-34-5a', 'ab-cd-ef', '12/34/56'])
      expect(sortCodeFromInput(typed)).toBeNull();
    expect(sortCodeFromInput('   ')).toBe('');
    expect(SORT_CODE_PATTERN.test('123456')).toBe(false);
  });

  it('takes exactly four digits as the last four of the account number', () => {
    expect(LAST_FOUR_PATTERN.test('0123')).toBe(true);
    for (const typed of ['123', '12345', '12a4', ' 1234']) expect(LAST_FOUR_PATTERN.test(typed)).toBe(false);
  });
});

describe('account names', () => {
  it('compares names without case or spaces', () => {
    expect(accountNameKey(' Current  Account ')).toBe(accountNameKey('current account'));
    expect(accountNameKey('CurrentAccount')).toBe(accountNameKey('current account'));
    expect(accountNameKey('Current account 2')).not.toBe(accountNameKey('Current account'));
  });

  it('finds another account of the same name, but not the one being renamed', () => {
    const accounts = [
      { id: 'a', name: 'Current account' },
      { id: 'b', name: 'Savings' },
    ];
    expect(sameNamedAccount(accounts, 'CURRENT ACCOUNT')?.id).toBe('a');
    expect(sameNamedAccount(accounts, 'current account', 'a')).toBeUndefined();
    expect(sameNamedAccount(accounts, 'savings', 'a')?.id).toBe('b');
    expect(sameNamedAccount(accounts, 'Card')).toBeUndefined();
    expect(BANK_ACCOUNT_MESSAGES.duplicateName('Current account')).toBe(
      'You already have a bank account called "Current account". Choose another name.',
    );
  });
});

describe('opening balance', () => {
  it('needs both the balance and its date, or neither', () => {
    expect(openingBalancePairProblem({ openingBalance: null, openingDate: null })).toBeNull();
    expect(openingBalancePairProblem({ openingBalance: undefined, openingDate: '' })).toBeNull();
    expect(openingBalancePairProblem({ openingBalance: 0, openingDate: '2026-04-01' })).toBeNull();
    expect(openingBalancePairProblem({ openingBalance: 12.5, openingDate: null })).toEqual({
      field: 'openingDate',
      message: BANK_ACCOUNT_MESSAGES.openingDateMissing,
    });
    expect(openingBalancePairProblem({ openingBalance: null, openingDate: '2026-04-01' })).toEqual({
      field: 'openingBalance',
      message: BANK_ACCOUNT_MESSAGES.openingBalanceMissing,
    });
  });

  it('adds the transactions to the opening balance, and counts its size against the ledger bound', () => {
    expect(accountBalance(10_000, [-2_500, 1_000])).toBe(8_500);
    expect(accountBalance(null, [1, 2])).toBe(3);
    expect(accountBalance(-500, [])).toBe(-500);
    expect(openingBalanceMagnitude(-1_250)).toBe(1_250);
    expect(openingBalanceMagnitude(null)).toBe(0);
  });
});
