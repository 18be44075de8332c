import { describe, expect, it } from 'vitest';
import { invoiceBody, invoiceProblems, lineProblems, newInvoiceValues, type Business } from './invoice-form';
import { formTotals, sanitiseQuantity, typedLineAmounts } from './line-amounts';
import { pdfFileName } from './invoice-status';
import { pence } from '@bk/domain';

const business = {
  name: 'Acme Books Ltd',
  firstLineOfAddress: '1 High Street',
  town: 'Leeds',
  region: null,
  postalCode: 'LS1 1AA',
  country: 'United Kingdom',
  formattedAddress: null,
  vrn: 'GB123456789',
  phoneNumber: '0113 496 0000',
  emailAddress: 'accounts@acme.test',
} as Business;

describe('invoice form (SPEC §2 Invoice create/edit)', () => {
  const initial = { generatedInvoiceNumber: 'INV-00007', latestPaymentDetails: 'Sort code 12-34-56' };

  it('fills a new invoice from the business and initial details', () => {
    const values = newInvoiceValues(business, initial);
    expect(values).toMatchObject({
      invoiceNumber: 'INV-00007',
      fromName: 'Acme Books Ltd',
      fromAddress: '1 High Street\nLeeds\nLS1 1AA\nUnited Kingdom',
      fromVrn: 'GB123456789',
      paymentTerms: 'Sort code 12-34-56',
      items: [],
    });
  });

  it('leaves the previewed number to the server counter, and sends a typed one as typed', () => {
    const values = newInvoiceValues(business, initial);
    expect(invoiceBody(values, 'INV-00007').invoiceNumber).toBeNull();
    expect(invoiceBody({ ...values, invoiceNumber: ' X-1 ' }, 'INV-00007').invoiceNumber).toBe('X-1');
  });

  it('sends lines in pounds with decimal quantities', () => {
    const values = newInvoiceValues(business, initial);
    const items = [{ key: 'a', description: ' Hours ', quantity: '1.5', unitPrice: '40.50', vatRateId: 'standard' }];
    expect(invoiceBody({ ...values, items }).invoiceItems).toEqual([
      { description: 'Hours', quantity: 1.5, unitPrice: 40.5, vatRateId: 'standard' },
    ]);
  });

  it('asks for a line and a due date not before the invoice date', () => {
    const values = { ...newInvoiceValues(business, initial), issueDate: '2026-05-02', dueDate: '2026-05-01' };
    expect(Object.keys(invoiceProblems(values)).sort()).toEqual(['dueDate', 'invoiceItems']);
    expect(lineProblems({ key: 'a', description: '', quantity: '', unitPrice: '', vatRateId: null })).toEqual({
      description: 'Description is required',
      quantity: 'Enter a quantity, such as 1 or 1.5',
      unitPrice: 'Enter a unit price in pounds',
    });
  });

  it('refuses a date typed that is no date, rather than sending another', () => {
    const values = { ...newInvoiceValues(business, initial), issueDate: null, dueDate: null };
    expect(invoiceProblems(values)).toMatchObject({
      issueDate: 'Enter the invoice date as DD/MM/YYYY',
      dueDate: 'Enter the due date as DD/MM/YYYY',
    });
    expect(invoiceBody({ ...values, issueDate: '2026-05-02', dueDate: '' })).toMatchObject({
      issueDate: '2026-05-02',
      dueDate: null,
    });
  });
});

describe('line amounts (SPEC §5 Invoice rounding)', () => {
  it('rounds each line half down and adds the lines up by rate', () => {
    expect(typedLineAmounts({ quantity: '1.5', unitPrice: '0.05', vatRateId: 'standard' })).toEqual({
      net: 7,
      vat: 1,
      gross: 8,
    });
    const totals = formTotals(
      [
        { quantity: '1.5', unitPrice: '10.01', vatRateId: 'standard' },
        { quantity: '2', unitPrice: '5.00', vatRateId: 'reduced' },
        { quantity: '1', unitPrice: '3.00', vatRateId: 'zero' },
        { quantity: '', unitPrice: '1.00', vatRateId: 'zero' },
      ],
      pence(1000),
    );
    expect(totals.totalNet).toBe(1501 + 1000 + 300);
    expect(totals.vatSummary.map((r) => [r.vatRateId, r.vat])).toEqual([
      ['standard', 300],
      ['reduced', 50],
      ['zero', 0],
    ]);
    expect(totals.totalDue).toBe(totals.totalGross - 1000);
  });

  it('keeps a typed quantity to digits, one point and three decimals', () => {
    expect(sanitiseQuantity('1.2345')).toBe('1.234');
    expect(sanitiseQuantity('a1..5')).toBe('1.5');
  });

  it('names the PDF invoice_{number}.pdf (SPEC §9)', () => {
    expect(pdfFileName('INV-00001')).toBe('invoice_INV-00001.pdf');
  });
});
