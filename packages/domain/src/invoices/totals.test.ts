import { describe, expect, it } from 'vitest';
import { pence } from '../money';
import { formatInvoiceNumber, invoiceNumberIdentity } from './numbers';
import { invoiceStatus, invoiceTotals, lineAmounts, totalDue } from './totals';

describe('lineAmounts', () => {
  it('rounds a half-penny net down', () => {
    // 1.5 x 5p = 7.5p -> 7p; 7p x 20% = 1.4p -> 1p
    expect(lineAmounts({ quantity: 1.5, unitPrice: pence(5), vatRateId: 'standard' })).toEqual({
      net: 7,
      vat: 1,
      gross: 8,
    });
  });

  it('rounds a half-penny VAT down', () => {
    // 10p x 5% = 0.5p -> 0p; 250p x 5% = 12.5p -> 12p
    expect(lineAmounts({ quantity: 1, unitPrice: pence(10), vatRateId: 'reduced' }).vat).toBe(0);
    expect(lineAmounts({ quantity: 1, unitPrice: pence(250), vatRateId: 'reduced' }).vat).toBe(12);
  });

  it('rounds a negative half toward zero, as a sale of the same size', () => {
    expect(lineAmounts({ quantity: -1.5, unitPrice: pence(5), vatRateId: 'zero' })).toEqual({
      net: -7,
      vat: 0,
      gross: -7,
    });
  });

  it('is exact where floating point is not', () => {
    // 0.1 x 3 in floating point is 0.30000000000000004
    expect(lineAmounts({ quantity: 0.1, unitPrice: pence(300), vatRateId: null })).toEqual({
      net: 30,
      vat: 0,
      gross: 30,
    });
    expect(lineAmounts({ quantity: 2.345, unitPrice: pence(1999), vatRateId: 'standard' })).toEqual({
      net: 4688, // 4687.655 -> 4688
      vat: 938, // 937.6 -> 938
      gross: 5626,
    });
  });

  it('gives no VAT for no rate, zero or exempt', () => {
    for (const vatRateId of [null, 'zero', 'exempt', 'no-such-rate'])
      expect(lineAmounts({ quantity: 3, unitPrice: pence(1000), vatRateId }).vat).toBe(0);
  });
});

describe('invoiceTotals', () => {
  it('adds the lines and summarises VAT by rate', () => {
    const totals = invoiceTotals([
      { quantity: 1.5, unitPrice: pence(4000), vatRateId: 'standard' },
      { quantity: 2, unitPrice: pence(1250), vatRateId: 'reduced' },
      { quantity: 1, unitPrice: pence(999), vatRateId: 'zero' },
      { quantity: 1, unitPrice: pence(1), vatRateId: 'standard' },
    ]);
    expect(totals.lines.map((l) => l.gross)).toEqual([7200, 2625, 999, 1]);
    expect(totals).toMatchObject({ totalNet: 9500, totalVat: 1325, totalGross: 10825 });
    expect(totals.vatSummary).toEqual([
      { vatRateId: 'standard', name: 'Standard (20%)', percent: 20, net: 6001, vat: 1200 },
      { vatRateId: 'reduced', name: 'Reduced (5%)', percent: 5, net: 2500, vat: 125 },
      { vatRateId: 'zero', name: 'Zero (0%)', percent: 0, net: 999, vat: 0 },
    ]);
  });

  it('is all zero for no lines', () => {
    expect(invoiceTotals([])).toEqual({ lines: [], totalNet: 0, totalVat: 0, totalGross: 0, vatSummary: [] });
  });
});

describe('invoiceStatus', () => {
  it('is Paid when nothing is owed, even overpaid', () => {
    expect(invoiceStatus(pence(0), '2020-01-01', '2026-01-01')).toBe('Paid');
    expect(invoiceStatus(totalDue(pence(1000), pence(1200)), null, '2026-01-01')).toBe('Paid');
  });

  it('is Overdue only after the due date', () => {
    expect(invoiceStatus(pence(1), '2026-01-01', '2026-01-01')).toBe('Awaiting Payment');
    expect(invoiceStatus(pence(1), '2026-01-01', '2026-01-02')).toBe('Overdue');
    expect(invoiceStatus(pence(1), null, '2099-01-01')).toBe('Awaiting Payment');
  });
});

describe('invoice numbers', () => {
  it('pads to at least five digits', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-00001');
    expect(formatInvoiceNumber(99999)).toBe('INV-99999');
    expect(formatInvoiceNumber(100000)).toBe('INV-100000');
    expect(() => formatInvoiceNumber(0)).toThrow(RangeError);
  });

  it('treats case and surrounding spaces as the same number', () => {
    expect(invoiceNumberIdentity(' inv-00001 ')).toBe(invoiceNumberIdentity('INV-00001'));
  });
});
