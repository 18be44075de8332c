import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignColumn,
  contactIndexes,
  suggestColumns,
  TRANSACTION_COLUMN_TYPES,
  transactionIndexes,
  typesFromMapping,
  type TransactionColumnType,
} from './headings';

describe('suggestColumns', () => {
  it("reads the spec's headings, any case", () => {
    expect(
      suggestColumns(
        ['DATE', 'gross amount', 'Net', 'Pay in', 'Pay out', 'Description', 'Category', 'Contact Name', 'VAT Rate (%)'],
        'transactions',
      ),
    ).toEqual([
      'Date',
      'Gross amount',
      'Net amount',
      'Pay in',
      'Pay out',
      'Description',
      'Category',
      'Contact',
      'VAT rate (%)',
    ]);
    expect(
      suggestColumns(['Transaction Type', 'Margin Scheme Purchase Price', 'Refund', 'VAT Rate'], 'transactions'),
    ).toEqual(['Transaction type', 'Margin scheme purchase price', 'Refund', 'VAT rate (%)']);
  });

  it('reads Lloyds headings', () => {
    expect(
      suggestColumns(
        [
          'Transaction Date',
          'Transaction Type',
          'Sort Code',
          'Account Number',
          'Transaction Description',
          'Debit Amount',
          'Credit Amount',
          'Balance',
        ],
        'transactions',
      ),
    ).toEqual(['Date', 'Transaction type', 'Ignore', 'Ignore', 'Description', 'Pay out', 'Pay in', 'Ignore']);
  });

  it("a bank's payment method under Transaction Type is not a transaction type", () => {
    const headings = ['Transaction Date', 'Transaction Type', 'Debit Amount'];
    expect(suggestColumns(headings, 'transactions', [['03/02/2025', 'DEB', '45.20']])).toEqual([
      'Date',
      'Ignore',
      'Pay out',
    ]);
    expect(
      suggestColumns(headings, 'transactions', [
        ['03/02/2025', 'personal', '45.20'],
        ['04/02/2025', '', '1'],
      ]),
    ).toEqual(['Date', 'Transaction type', 'Pay out']);
  });

  it('reads Starling and NatWest headings; first match wins', () => {
    expect(
      suggestColumns(
        ['Date', 'Counter Party', 'Reference', 'Type', 'Amount (GBP)', 'Balance (GBP)', 'Spending Category', 'Notes'],
        'transactions',
      ),
    ).toEqual(['Date', 'Description', 'Ignore', 'Ignore', 'Gross amount', 'Ignore', 'Category', 'Ignore']);
    expect(suggestColumns(['Date', 'Type', 'Description', 'Value', 'Balance', 'Account Name'], 'transactions')).toEqual(
      ['Date', 'Ignore', 'Description', 'Gross amount', 'Ignore', 'Ignore'],
    );
  });

  it('a signed amount beside money in and out columns is ignored (Monzo)', () => {
    expect(
      suggestColumns(['Transaction ID', 'Date', 'Name', 'Amount', 'Money Out', 'Money In'], 'transactions'),
    ).toEqual(['Ignore', 'Date', 'Description', 'Ignore', 'Pay out', 'Pay in']);
  });

  it('reads contact headings', () => {
    expect(
      suggestColumns(
        [
          'Name',
          'E-mail',
          'Phone',
          'Mobile',
          'Address',
          'Website',
          'Twitter Handle',
          'Facebook',
          'LinkedIn Profile',
          'Other Socials',
          'VAT Number',
          'Notes',
        ],
        'contacts',
      ),
    ).toEqual([
      'Name',
      'Email',
      'Phone',
      'Mobile',
      'Address',
      'Website',
      'Twitter Handle',
      'Facebook Profile',
      'Linkedin Profile',
      'Other Socials',
      'VRN',
      'Ignore',
    ]);
  });
});

describe('assignColumn', () => {
  it('choosing a type already used elsewhere sets the other column to Ignore', () => {
    const types: TransactionColumnType[] = ['Date', 'Description', 'Gross amount'];
    expect(assignColumn(types, 1, 'Gross amount')).toEqual(['Date', 'Gross amount', 'Ignore']);
    expect(assignColumn(types, 0, 'Ignore')).toEqual(['Ignore', 'Description', 'Gross amount']);
  });

  it('never leaves a type but Ignore on two columns', () => {
    const type = fc.constantFrom(...TRANSACTION_COLUMN_TYPES);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(9), type), { maxLength: 30 }), (steps) => {
        let types: TransactionColumnType[] = Array.from({ length: 10 }, () => 'Ignore');
        for (const [index, chosen] of steps) types = assignColumn(types, index, chosen);
        const used = types.filter((t) => t !== 'Ignore');
        expect(new Set(used).size).toBe(used.length);
        const last = steps.at(-1);
        if (last) expect(types[last[0]]).toBe(last[1]);
      }),
    );
  });
});

describe('indexes and saved mappings', () => {
  it('gives each finish field its column, -1 when unmapped', () => {
    const indexes = transactionIndexes(['Ignore', 'Date', 'Pay in', 'Pay out', 'Description']);
    expect(indexes).toMatchObject({ dateIndex: 1, payInIndex: 2, payOutIndex: 3, descIndex: 4, amountIndex: -1 });
    expect(Object.keys(indexes)).toHaveLength(13);
    expect(contactIndexes(['Email', 'Name'])).toMatchObject({ nameIndex: 1, emailIndex: 0, vrnIndex: -1 });
  });

  it('a saved mapping gives the types back', () => {
    const types: TransactionColumnType[] = ['Date', 'Ignore', 'Gross amount', 'Description'];
    expect(typesFromMapping(transactionIndexes(types), 4, 'transactions')).toEqual(types);
    expect(typesFromMapping({ dateIndex: 7, descIndex: 0 }, 2, 'transactions')).toEqual(['Description', 'Ignore']);
  });
});
