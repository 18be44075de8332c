import { describe, expect, it } from 'vitest';
import { BLANK_CONTACT } from './csv-export-support';
import { BUSINESS_ROLES, can, MESSAGES } from '@bk/domain';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { createInvoice, incomes, invoiceBody, invoiceList } from './invoice-support';

describe('invoices', () => {
  it('creates, reads, edits and deletes; a deleted or unknown id is Invoice not found', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const contact = await api(token).ok('contactCreate', {
      body: { name: 'Acme Ltd', ...BLANK_CONTACT },
    });
    const details = await api(token).ok('invoiceInitialDetails');
    expect(details).toEqual({ generatedInvoiceNumber: 'INV-00001', latestPaymentDetails: null });

    const created = await api(token).call('invoiceCreate', {
      body: invoiceBody({ contactId: contact.id }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      invoiceNumber: 'INV-00001',
      contactId: contact.id,
      status: 'Awaiting Payment',
      totalNet: 100,
      totalVat: 20,
      totalGross: 120,
      amountPaid: 0,
      totalDue: 120,
      deleted: false,
      transactions: [],
      sentAt: null,
      invoiceItems: [{ description: 'Work', quantity: 1, unitPrice: 100, net: 100, vat: 20, gross: 120 }],
    });
    const id = created.json.id;
    expect(await api(token).ok('invoiceGet', { params: { id } })).toEqual(created.json);
    expect(await api(token).ok('invoiceInitialDetails')).toEqual({
      generatedInvoiceNumber: 'INV-00002',
      latestPaymentDetails: 'Pay by bank transfer to 12-34-56 12345678',
    });

    const edited = await api(token).ok('invoiceUpdate', {
      params: { id },
      body: invoiceBody({
        invoiceNumber: 'A-7',
        toName: 'Acme Trading',
        invoiceItems: [{ description: 'Hours', quantity: 2.5, unitPrice: 40, vatRateId: 'reduced' }],
      }),
    });
    expect(edited).toMatchObject({ invoiceNumber: 'A-7', toName: 'Acme Trading', totalGross: 105, totalDue: 105 });
    // A blank number on edit keeps the one the invoice has.
    const kept = await api(token).ok('invoiceUpdate', { params: { id }, body: invoiceBody() });
    expect(kept.invoiceNumber).toBe('A-7');

    expect((await api(token).call('invoiceDelete', { params: { id } })).status).toBe(200);
    for (const gone of [id, '-1', 'no-such-invoice']) {
      const r = await api(token).call('invoiceGet', { params: { id: gone } });
      expect(r.status).toBe(404);
      expect(r.error.message).toBe('Invoice not found');
    }
    expect((await api(token).call('invoiceDelete', { params: { id } })).status).toBe(404);
    const update = await api(token).call('invoiceUpdate', { params: { id }, body: invoiceBody() });
    expect(update.status).toBe(404);
    // Its number is free again.
    expect((await createInvoice(token, { invoiceNumber: 'a-7' })).invoiceNumber).toBe('a-7');
  });

  it('shows another business nothing of an invoice, and lets it change nothing', async () => {
    const owner = await seedUser({ withBusiness: true });
    const invoice = await createInvoice(owner.token);
    const other = await seedUser({ withBusiness: true });
    const [theirs] = await incomes(other.token, [120]);
    const params = { id: invoice.id };
    for (const reply of [
      await api(other.token).call('invoiceGet', { params }),
      await api(other.token).call('invoiceGenerate', { params }),
      await api(other.token).call('invoiceUpdate', { params, body: invoiceBody() }),
      await api(other.token).call('invoiceAddPayment', { params, body: { transactionIds: [theirs?.id ?? ''] } }),
      await api(other.token).call('invoiceSend', { params, body: { emailTo: 'someone@example.com' } }),
      await api(other.token).call('invoiceDelete', { params }),
    ])
      expect(reply.status).toBe(404);
    expect((await invoiceList(other.token)).invoices).toEqual([]);
    expect(await api(owner.token).ok('invoiceGet', { params })).toMatchObject({ amountPaid: 0, sentTo: null });
  });

  it('works out exact totals for half-penny lines, rounding each half down', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const invoice = await createInvoice(token, {
      invoiceItems: [
        { description: 'Half hours', quantity: 1.5, unitPrice: 0.05, vatRateId: 'standard' }, // 7.5p -> 7p, VAT 1.4p -> 1p
        { description: 'Widgets', quantity: 1, unitPrice: 2.5, vatRateId: 'reduced' }, // VAT 12.5p -> 12p
        { description: 'Books', quantity: 3, unitPrice: 9.99, vatRateId: 'zero' },
        { description: 'Fee', quantity: 0.333, unitPrice: 0.1, vatRateId: null }, // 3.33p -> 3p
      ],
    });
    expect(invoice.invoiceItems.map((i) => [i.net, i.vat, i.gross])).toEqual([
      [0.07, 0.01, 0.08],
      [2.5, 0.12, 2.62],
      [29.97, 0, 29.97],
      [0.03, 0, 0.03],
    ]);
    expect(invoice).toMatchObject({ totalNet: 32.57, totalVat: 0.13, totalGross: 32.7, totalDue: 32.7 });
    expect(invoice.vatSummary).toEqual([
      { vatRateId: 'standard', name: 'Standard (20%)', percent: 20, net: 0.07, vat: 0.01 },
      { vatRateId: 'reduced', name: 'Reduced (5%)', percent: 5, net: 2.5, vat: 0.12 },
      { vatRateId: 'zero', name: 'Zero (0%)', percent: 0, net: 29.97, vat: 0 },
      { vatRateId: null, name: 'No VAT', percent: 0, net: 0.03, vat: 0 },
    ]);
    const bad = await api(token).call('invoiceCreate', {
      body: invoiceBody({
        invoiceItems: [{ description: 'x', quantity: 1.0005, unitPrice: 1, vatRateId: 'no-such-rate' }],
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.map((e) => e.field)).toEqual(['invoiceItems.0.quantity']);
  });

  it('gives 20 distinct numbers to 20 invoices created at once', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => api(token).call('invoiceCreate', { body: invoiceBody() })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = replies.map((r) => r.json.invoiceNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(5, '0')}`));
  });

  it('allows a typed number once per business and skips it when generating', async () => {
    const owner = await seedUser({ withBusiness: true });
    const other = await seedUser({ withBusiness: true });
    await createInvoice(owner.token, { invoiceNumber: 'INV-00002' });
    const clash = await api(owner.token).call('invoiceCreate', {
      body: invoiceBody({ invoiceNumber: ' inv-00002 ' }),
    });
    expect(clash.status).toBe(400);
    expect(clash.error.errors).toEqual([
      { field: 'invoiceNumber', message: 'This invoice number is already used by another invoice' },
    ]);
    // Another business may use the same number.
    expect((await createInvoice(other.token, { invoiceNumber: 'INV-00002' })).invoiceNumber).toBe('INV-00002');
    expect((await createInvoice(owner.token)).invoiceNumber).toBe('INV-00001');
    expect((await createInvoice(owner.token)).invoiceNumber).toBe('INV-00003');
    const first = (await invoiceList(owner.token)).invoices.find((i) => i.invoiceNumber === 'INV-00001');
    const renumber = await api(owner.token).call('invoiceUpdate', {
      params: { id: first?.id ?? '' },
      body: invoiceBody({ invoiceNumber: 'INV-00003' }),
    });
    expect(renumber.status).toBe(400);
    expect(renumber.error.errors?.[0]?.field).toBe('invoiceNumber');
  });

  it('filters the list by status, contact and date, and pages by 20', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const overdue = await createInvoice(token, { dueDate: '2020-01-31', issueDate: '2020-01-01', contactId: null });
    const paid = await createInvoice(token, {
      issueDate: '2026-02-01',
      invoiceItems: [{ description: 'Nothing owed', quantity: 0, unitPrice: 10, vatRateId: null }],
    });
    const awaiting = await createInvoice(token, { issueDate: '2026-03-01', dueDate: '2099-01-01' });
    const ids = async (filter: Record<string, string>) => (await invoiceList(token, filter)).invoices.map((i) => i.id);
    expect(await ids({})).toEqual([awaiting.id, paid.id, overdue.id]);
    expect(await ids({ status: 'Overdue' })).toEqual([overdue.id]);
    expect(await ids({ status: 'Paid' })).toEqual([paid.id]);
    expect(await ids({ status: 'Awaiting Payment' })).toEqual([awaiting.id]);
    expect(await ids({ dateFrom: '2026-01-01', dateTo: '2026-02-28' })).toEqual([paid.id]);
    expect(await ids({ contactId: 'nobody' })).toEqual([]);

    await Promise.all(Array.from({ length: 19 }, () => createInvoice(token, { issueDate: '2025-01-01' })));
    const page1 = await invoiceList(token, {}, 1);
    const page2 = await invoiceList(token, {}, 2);
    expect([page1.invoices.length, page2.invoices.length, page1.pages]).toEqual([20, 2, 2]);
  });

  for (const role of BUSINESS_ROLES.filter((r) => !can(r.id, 'invoice:write')))
    it(`refuses every invoice change to ${role.name}, and lets them read`, async () => {
      const owner = await seedUser({ withBusiness: true, role: role.id });
      const params = { id: 'any' };
      const refused = [
        await api(owner.token).call('invoiceCreate', { body: invoiceBody() }),
        await api(owner.token).call('invoiceUpdate', { params, body: invoiceBody() }),
        await api(owner.token).call('invoiceDelete', { params }),
        await api(owner.token).call('invoiceAddPayment', { params, body: { transactionIds: ['t'] } }),
        await api(owner.token).call('invoiceRemovePayment', { params, body: { transactionId: 't' } }),
      ];
      for (const r of refused) expect([r.status, r.json]).toEqual([403, { message: MESSAGES.forbidden }]);
      expect((await invoiceList(owner.token)).invoices).toEqual([]);
    });
});
