import { describe, expect, it } from 'vitest';
import { invoicePaymentChangeItems } from './invoice-payments';
import { transactionChange } from './ledger-change';
import { transactionItem } from './transaction-item';

const at = '2026-03-01T00:00:00.000Z';
const tx = (amount: number, invoiceId: string | null) =>
  transactionItem({ id: 't1', date: '2026-03-01', desc: 'Payment', accountId: 'a1', amount, at, invoiceId });

describe('invoicePaymentChangeItems', () => {
  it('takes a deleted transaction off its invoice and drops its link', () => {
    expect(invoicePaymentChangeItems('t', 'b1', [tx(5000, 'i1')], [])).toEqual([
      {
        Update: {
          TableName: 't',
          Key: { pk: 'BUS#b1', sk: 'INVOICE#i1' },
          UpdateExpression: 'ADD amountPaid :d',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':d': -5000 },
        },
      },
      { Delete: { TableName: 't', Key: { pk: 'BUS#b1', sk: 'INVPAY#i1#t1' } } },
    ]);
  });

  it('moves the amount paid by an edit of the amount, keeping the link', () => {
    const items = invoicePaymentChangeItems('t', 'b1', [tx(5000, 'i1')], [tx(4500, 'i1')]);
    expect(items).toHaveLength(1);
    expect(items[0]?.Update?.ExpressionAttributeValues).toEqual({ ':d': -500 });
  });

  it('writes nothing for transactions on no invoice, or unchanged', () => {
    expect(invoicePaymentChangeItems('t', 'b1', [tx(5000, null)], [])).toEqual([]);
    expect(invoicePaymentChangeItems('t', 'b1', [tx(5000, 'i1')], [tx(5000, 'i1')])).toEqual([]);
  });

  it('is part of the ledger change, before the magnitude that stays last', () => {
    const { items, magnitudeIndex } = transactionChange('t', 'b1', [tx(5000, 'i1')], []);
    expect(items.some((i) => i.Update?.Key?.['sk'] === 'INVOICE#i1')).toBe(true);
    expect(magnitudeIndex).toBe(items.length - 1);
  });
});
