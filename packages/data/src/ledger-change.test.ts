import { describe, expect, it } from 'vitest';
import { MAX_PENCE } from '@bk/domain';
import { aggregateDeltas, ledgerChangeItems, transactionChange } from './ledger-change';
import { summaryDeltas } from './summary-totals';
import { LedgerLimitError, transactionItem, type TransactionItem } from './transaction-item';

const tx = (over: Partial<TransactionItem>): TransactionItem =>
  transactionItem({
    id: 't1',
    date: '2026-03-31',
    desc: 'Fuel',
    accountId: 'a1',
    categoryId: 'fuel',
    amount: -1000,
    at: '2026-03-31T10:00:00.000Z',
    ...over,
  });

describe('a change of transactions', () => {
  it('moves the day and month aggregates of the business and of the account', () => {
    const deltas = aggregateDeltas('b1', [], [tx({})]);
    expect([...deltas.keys()].sort()).toEqual([
      'AGG#ALL#D#2026-03-31',
      'AGG#ALL#M#2026-03',
      'AGG#a1#D#2026-03-31',
      'AGG#a1#M#2026-03',
    ]);
    expect(deltas.get('AGG#ALL#M#2026-03')).toMatchObject({ count: 1, income: 0, expenses: 1000 });
  });

  it('counts an ignored or incomplete transaction but adds nothing to income or expenses', () => {
    const deltas = aggregateDeltas('b1', [], [tx({ counted: false, amount: 5000 })]);
    expect(deltas.get('AGG#ALL#D#2026-03-31')).toMatchObject({ count: 1, income: 0, expenses: 0 });
  });

  it('keeps category totals by class in the period of the date, and none for what does not count', () => {
    const deltas = summaryDeltas(
      'b1',
      [tx({ date: '2026-04-05', amount: -700 })],
      [
        tx({ id: 't2', date: '2026-04-06', transactionTypeId: 4, amount: -300 }),
        tx({ id: 't3', date: '2026-04-06', categoryId: 'sales', amount: 900 }),
        tx({ id: 't4', date: '2026-04-07', transactionTypeId: 10, amount: -50 }),
        tx({ id: 't5', date: '2026-04-07', categoryId: 'transfer', amount: -50 }),
        tx({ id: 't6', date: '2026-04-07', incomplete: true, amount: -50 }),
      ],
    );
    expect(Object.fromEntries([...deltas].map(([sk, d]) => [sk, d.add]))).toEqual({
      'AGG#ALL#S#2026-04a': { 'b:fuel': 700 },
      'AGG#ALL#S#2026-04b': { 'd:fuel': -300, 'b:sales': 900 },
    });
    // Complete transactions with no category are counted, by period, for Home to ask about.
    const none = summaryDeltas('b1', [tx({ date: '2026-05-01', categoryId: null })], [tx({ categoryId: null })]);
    expect(Object.fromEntries([...none].map(([sk, d]) => [sk, d.add]))).toEqual({
      'AGG#ALL#S#2026-05': { uncategorised: -1 },
      'AGG#ALL#S#2026-03': { uncategorised: 1 },
    });
  });

  it('leaves out aggregates an edit does not change, but still checks the account exists and is not being deleted', () => {
    const before = tx({});
    const after = tx({ desc: 'Diesel', updatedDate: '2026-04-01T00:00:00.000Z' });
    expect(aggregateDeltas('b1', [before], [after]).size).toBe(0);
    const { items, magnitudeIndex } = transactionChange('t', 'b1', [before], [after]);
    expect(items.map((i) => Object.keys(i)[0])).toEqual(['Put', 'Update']);
    expect(items[1]?.Update).toMatchObject({
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletionJobId)',
    });
    expect(magnitudeIndex).toBe(-1);
  });

  it("lets only the account deletion's own write touch an account being deleted", () => {
    const { items } = ledgerChangeItems('t', 'b1', [tx({})], [], { deletion: true });
    const balance = items.find((i) => i.Update?.Key?.['sk'] === 'ACCOUNT#a1');
    expect(balance?.Update).toMatchObject({ ConditionExpression: 'attribute_exists(pk)' });
    expect(items[0]?.Delete).toMatchObject({ ConditionExpression: 'updatedDate = :v' });
  });

  it('writes 16 items for an edit that moves date, month, account and amount, the magnitude last', () => {
    const before = tx({});
    const after = tx({ date: '2026-04-01', accountId: 'a2', amount: -2000, updatedDate: '2026-04-01T00:00:00.000Z' });
    const { items, magnitudeIndex } = transactionChange('t', 'b1', [before], [after]);
    expect(items).toHaveLength(16);
    expect(magnitudeIndex).toBe(15);
    expect(items.slice(13, 15).map((i) => i.Update)).toMatchObject([
      {
        Key: { sk: 'AGG#ALL#S#2026-03' },
        ExpressionAttributeNames: { '#s0': 'b:fuel' },
        ExpressionAttributeValues: { ':s0': 1000 },
      },
      {
        Key: { sk: 'AGG#ALL#S#2026-04a' },
        ExpressionAttributeNames: { '#s0': 'b:fuel' },
        ExpressionAttributeValues: { ':s0': -2000 },
      },
    ]);
    expect(items[magnitudeIndex]?.Update?.ExpressionAttributeValues).toMatchObject({ ':d': 1000 });
    expect(items[0]?.Delete).toMatchObject({
      Key: { pk: 'BUS#b1', sk: 'TX#2026-03-31#t1' },
      ConditionExpression: 'updatedDate = :v',
    });
  });

  it('refuses before writing a growth that alone is beyond the bound', () => {
    expect(() => transactionChange('t', 'b1', [], [tx({ amount: MAX_PENCE, netAmount: 1 })])).toThrow(LedgerLimitError);
  });
});
