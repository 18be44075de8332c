import { describe, expect, it } from 'vitest';
import { FiledPeriodError, filedPeriodErrorOf } from './filed-period-error';

describe('the 409 of a filed VAT period (decision 0040)', () => {
  const body = {
    message: 'This transaction is in the VAT period …',
    code: 'filedPeriod',
    period: { from: '2026-01-01', to: '2026-03-31' },
  };

  it('is told apart from a stale edit by its code, keeping the message and period', () => {
    const error = filedPeriodErrorOf(409, { ...body, requestId: 'r1' });
    expect(error).toBeInstanceOf(FiledPeriodError);
    expect(error).toMatchObject({
      status: 409,
      kind: 'message',
      message: body.message,
      period: body.period,
      count: null,
      requestId: 'r1',
    });
    expect(filedPeriodErrorOf(409, { ...body, count: 3 })?.count).toBe(3);
  });

  it('is null for any other failure', () => {
    expect(filedPeriodErrorOf(409, { message: 'This transaction was changed elsewhere.' })).toBeNull();
    expect(filedPeriodErrorOf(400, body)).toBeNull();
    expect(filedPeriodErrorOf(409, undefined)).toBeNull();
  });
});
