import { describe, expect, it } from 'vitest';
import { readTransactionRows, type TransactionColumns } from './transaction-rows';

const unmapped: TransactionColumns = {
  dateIndex: -1,
  amountIndex: -1,
  netAmountIndex: -1,
  vatAmountIndex: -1,
  payInIndex: -1,
  payOutIndex: -1,
  descIndex: -1,
  categoryIndex: -1,
  contactIndex: -1,
  vatRateIndex: -1,
  transactionTypeIndex: -1,
  purchasePriceIndex: -1,
  isRefundIndex: -1,
};
const basic = { ...unmapped, dateIndex: 0, amountIndex: 1, descIndex: 2, categoryIndex: 3 };

describe('readTransactionRows', () => {
  it('signs by category, works out net and VAT, and keeps pence exact', () => {
    const { rows, problems } = readTransactionRows(
      [
        ['31/01/2025', '£2.01', 'Diesel', 'fuel'],
        ['01/02/2025', '1,200.00', 'Invoice 7', 'Sales'],
      ],
      basic,
      'DMY',
    );
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      row: 1,
      date: '2025-01-31',
      desc: 'Diesel',
      categoryId: 'fuel',
      amount: -201,
      netAmount: null,
      vatAmount: 33,
      vatRateId: 'standard',
      incomplete: false,
      counted: true,
    });
    expect(rows[1]).toMatchObject({ amount: 120000, vatAmount: 20000, categoryId: 'sales' });
  });

  it('reads an unknown or blank category as an incomplete row with the sign as written', () => {
    const { rows, problems } = readTransactionRows(
      [
        ['02/02/2025', '-9.99', 'Card', 'Mystery'],
        ['03/02/2025', '5', 'In', ''],
      ],
      basic,
      'DMY',
    );
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.amount, r.incomplete, r.counted, r.categoryId])).toEqual([
      [-999, true, false, null],
      [500, true, false, null],
    ]);
  });

  it('names the row and column of each bad cell, using the file row numbers', () => {
    const { rows, problems } = readTransactionRows(
      [
        ['31/02/2025', '10', 'x', 'Sales'],
        ['01/03/2025', 'ten', 'x', 'Sales'],
      ],
      basic,
      'DMY',
      [17, 18],
    );
    expect(rows).toEqual([]);
    expect(problems.map((p) => p.message)).toEqual([
      "Row 17, Date: '31/02/2025' is not a date",
      "Row 18, Gross amount: 'ten' is not an amount",
    ]);
  });

  it('reads Pay in and Pay out as one signed amount, blank as 0', () => {
    const columns = { ...unmapped, dateIndex: 0, payInIndex: 1, payOutIndex: 2 };
    const { rows } = readTransactionRows(
      [
        ['2025-04-01', '£50.00', ''],
        ['2025-04-02', '', '12.34'],
      ],
      columns,
      'YMD',
    );
    expect(rows.map((r) => r.amount)).toEqual([5000, -1234]);
  });

  it('matches the VAT rate by percent and takes the net from a VAT amount column', () => {
    const columns = { ...basic, vatRateIndex: 4, vatAmountIndex: 5 };
    const { rows, problems } = readTransactionRows(
      [
        ['01/05/2025', '105', 'Power', 'Power and water', '5%', '5.00'],
        ['02/05/2025', '120', 'Laptop', 'Equipment', '20', '£19.00'],
        ['03/05/2025', '10', 'Book', 'Training', '', ''],
      ],
      columns,
      'DMY',
    );
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.vatRateId, r.amount, r.netAmount, r.vatAmount])).toEqual([
      ['reduced', -10500, null, 500],
      ['standard', -12000, -10100, 1900],
      ['zero', -1000, null, 0],
    ]);
  });

  it("reads 'Exempt' in the VAT rate column as VAT Exempt, not as 0% zero rated", () => {
    const columns = { ...basic, vatRateIndex: 4 };
    const { rows, problems } = readTransactionRows(
      [
        ['01/02/2025', '-50.00', 'Insurance', 'Business insurance', 'Exempt'],
        ['01/02/2025', '-50.00', 'Stamps', 'Stationery and postage', 'vat  EXEMPT'],
        ['01/02/2025', '-50.00', 'Books', 'Stationery and postage', '0'],
      ],
      columns,
      'DMY',
    );
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.vatRateId, r.vatAmount])).toEqual([
      ['exempt', 0],
      ['exempt', 0],
      ['zero', 0],
    ]);
  });

  it('takes off the quote an export put in front of a formula character, and only that quote', () => {
    const columns = { ...basic, contactIndex: 4 };
    const { rows } = readTransactionRows(
      [
        ['01/02/2025', '-1.00', "'=HYPERLINK(1)", 'fuel', "'@Acme"],
        ['01/02/2025', '-1.00', "'Tis the season", 'fuel', "O'Brien"],
      ],
      columns,
      'DMY',
    );
    expect(rows.map((r) => [r.desc, r.contactName])).toEqual([
      ['=HYPERLINK(1)', '@Acme'],
      ["'Tis the season", "O'Brien"],
    ]);
  });

  it('refuses a VAT rate that is no UK rate', () => {
    const { problems } = readTransactionRows(
      [['01/05/2025', '10', 'x', 'Sales', '17.5']],
      { ...basic, vatRateIndex: 4 },
      'DMY',
    );
    expect(problems.map((p) => p.message)).toEqual(["Row 1, VAT rate (%): '17.5' is not a VAT rate (20, 5 or 0)"]);
  });

  it('applies refunds, transaction types by name and the margin scheme', () => {
    const columns = { ...basic, isRefundIndex: 4, transactionTypeIndex: 5, purchasePriceIndex: 6 };
    const { rows, problems } = readTransactionRows(
      [
        ['01/06/2025', '30', 'Refund from supplier', 'Materials', 'yes', '', ''],
        ['02/06/2025', '£120.00', 'Antique chair', 'Sales', 'no', 'margin scheme', '£60.00'],
        ['03/06/2025', '40', 'Lunch', 'Materials', '0', 'Personal', ''],
      ],
      columns,
      'DMY',
    );
    expect(problems).toEqual([]);
    expect(
      rows.map((r) => [r.amount, r.isRefund, r.transactionTypeId, r.purchasePrice, r.vatAmount, r.counted]),
    ).toEqual([
      [3000, true, 1, null, 500, true],
      [12000, false, 20, 6000, 1000, true],
      [-4000, false, 10, null, 667, false],
    ]);
  });

  it('refuses a refund cell that is not yes or no, and a type it does not know', () => {
    const columns = { ...basic, isRefundIndex: 4, transactionTypeIndex: 5 };
    const { problems } = readTransactionRows([['01/06/2025', '1', 'x', 'Sales', 'maybe', 'Gift']], columns, 'DMY');
    expect(problems.map((p) => p.message)).toEqual([
      "Row 1, Transaction type: 'Gift' is not a transaction type",
      "Row 1, Refund: 'maybe' is not yes or no",
    ]);
  });

  it('says what the mapping lacks', () => {
    expect(readTransactionRows([['x']], unmapped, 'DMY').problems.map((p) => p.column)).toEqual([
      'Date',
      'Gross amount',
    ]);
  });

  it('keeps the contact name for the import to find or create', () => {
    const { rows } = readTransactionRows(
      [['01/06/2025', '1', 'x', 'Sales', '  Acme Ltd ']],
      { ...basic, contactIndex: 4 },
      'DMY',
    );
    expect(rows[0]?.contactName).toBe('Acme Ltd');
  });
});
