import { describe, expect, it } from 'vitest';
import { accountForm, accountValues, type AccountValues } from './account-form';

const blank: AccountValues = {
  name: '',
  isMain: false,
  openingBalance: '',
  openingDate: '',
  sortCode: '',
  lastFourDigits: '',
};

describe('bank account form (SPEC §2 Bank Accounts)', () => {
  it('needs a name of at most 100 characters', () => {
    expect(accountForm.validate({ ...blank, name: '  ' })).toEqual({ name: 'Enter a name for the account' });
    expect(accountForm.validate({ ...blank, name: 'n'.repeat(101) })).toEqual({
      name: 'Field must be at most 100 characters',
    });
  });

  it('sends the name trimmed, with the default flag, and blank details as none', () => {
    const values = { ...blank, name: ' Savings ', isMain: true };
    expect(accountForm.validate(values)).toEqual({});
    expect(accountForm.body(values)).toEqual({
      name: 'Savings',
      isMain: true,
      openingBalance: null,
      openingDate: null,
      sortCode: null,
      lastFourDigits: null,
    });
  });

  it('sends the opening balance in pounds with its date as ISO, and the sort code as NN-NN-NN', () => {
    const values = {
      ...blank,
      name: 'Current',
      openingBalance: '-1,234.50',
      openingDate: '2026-04-01',
      sortCode: '12 34 56',
      lastFourDigits: '0123',
    };
    expect(accountForm.validate(values)).toEqual({});
    expect(accountForm.body(values)).toMatchObject({
      openingBalance: -1234.5,
      openingDate: '2026-04-01',
      sortCode: '12-34-56',
      lastFourDigits: '0123',
    });
  });

  it('refuses a sort code, last four digits or date it cannot read, in plain English', () => {
    expect(accountForm.validate({ ...blank, name: 'A', sortCode: '12-34-5', lastFourDigits: '12345' })).toEqual({
      sortCode: 'Enter the sort code as 6 digits, like 12-34-56',
      lastFourDigits: 'Enter the last 4 digits of the account number, like 1234',
    });
    // The date field gives null for text that is no date (and says why): refused, never sent as no date.
    expect(accountForm.validate({ ...blank, name: 'A', openingBalance: '10', openingDate: null })).toEqual({
      openingDate: 'Enter a real date as DD/MM/YYYY, for example 01/04/2026',
    });
    expect(accountForm.validate({ ...blank, name: 'A', openingDate: null })).toMatchObject({
      openingDate: 'Enter a real date as DD/MM/YYYY, for example 01/04/2026',
    });
  });

  it('refuses an opening balance without its date and a date without its balance', () => {
    expect(accountForm.validate({ ...blank, name: 'A', openingBalance: '10' })).toEqual({
      openingDate: 'Enter the date of the opening balance',
    });
    expect(accountForm.validate({ ...blank, name: 'A', openingDate: '2026-04-01' })).toEqual({
      openingBalance: 'Enter the opening balance on this date (it can be 0.00)',
    });
  });

  it('starts an edit from the saved account, in UK formats', () => {
    expect(
      accountValues({
        id: 'a',
        name: 'Current',
        isMain: true,
        balance: 10,
        openingBalance: 1250,
        openingDate: '2026-04-01',
        sortCode: '12-34-56',
        lastFourDigits: null,
      }),
    ).toEqual({
      name: 'Current',
      isMain: true,
      openingBalance: '1250.00',
      openingDate: '2026-04-01',
      sortCode: '12-34-56',
      lastFourDigits: '',
    });
  });
});
