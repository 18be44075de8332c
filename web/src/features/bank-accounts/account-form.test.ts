import { describe, expect, it } from 'vitest';
import { accountForm } from './account-form';

describe('bank account form (SPEC §2 Bank Accounts)', () => {
  it('needs a name of at most 100 characters', () => {
    expect(accountForm.validate({ name: '  ', isMain: false })).toEqual({ name: 'Enter a name for the account' });
    expect(accountForm.validate({ name: 'n'.repeat(101), isMain: false })).toEqual({
      name: 'Field must be at most 100 characters',
    });
  });

  it('sends the name trimmed, with the default flag', () => {
    expect(accountForm.validate({ name: ' Savings ', isMain: true })).toEqual({});
    expect(accountForm.body({ name: ' Savings ', isMain: true })).toEqual({ name: 'Savings', isMain: true });
  });
});
