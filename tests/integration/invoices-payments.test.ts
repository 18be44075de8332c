import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { finishBody } from './csv-import-support';
import { createInvoice, incomes, invoiceBody, invoiceList } from './invoice-support';
import { list } from './ledger-support';

/** A transaction as the ledger shows it now (its invoice and updatedDate). */
async function txNow(token: string, id: string) {
  const page = await list(token, { id });
  return page.transactions[0] as {
    id: string;
    invoiceId: string | null;
    updatedDate: string;
    amount: number;
    accountId: string;
  };
}

/** Reconcile one transaction to the invoice and say what the invoice has been paid. */
async function pay(token: string, invoiceId: string, txId: string) {
  return (await api(token).ok('invoiceAddPayment', { params: { id: invoiceId }, body: { transactionIds: [txId] } }))
    .amountPaid;
}

describe('invoice payments', () => {
  it('gives a payment back when its transaction goes with its bank account or its CSV import', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const [kept, dropped] = await incomes(token, [20, 70]);
    const invoice = await createInvoice(token); // £120 gross
    await pay(token, invoice.id, kept?.id ?? '');
    expect(await pay(token, invoice.id, dropped?.id ?? '')).toBe(90);

    // Deleting the account takes its transactions: the invoice keeps only what is left.
    const { accountId } = await txNow(token, dropped?.id ?? '');
    const second = await api(token).ok('accountCreate', { body: { name: 'Savings', isMain: false } });
    const keptNow = await txNow(token, kept?.id ?? '');
    await api(token).ok('transactionUpdate', {
      params: { id: keptNow.id },
      body: {
        date: '2026-03-10',
        desc: 'Payment 1',
        transactionTypeId: 1,
        categoryId: 'sales',
        amount: 20,
        accountId: second.id,
        contactId: null,
        netAmount: null,
        purchasePrice: null,
        vatRateId: 'standard',
        isRefund: false,
        updatedDate: keptNow.updatedDate,
      },
    });
    expect((await api(token).call('accountDelete', { params: { id: accountId } })).status).toBe(200);
    const afterAccount = await api(token).ok('invoiceGet', { params: { id: invoice.id } });
    expect(afterAccount).toMatchObject({ amountPaid: 20, totalDue: 100, status: 'Awaiting Payment' });
    expect(afterAccount.transactions.map((t) => t.id)).toEqual([kept?.id]);

    // Removing a CSV import takes its rows: a payment among them is taken off the invoice.
    const imported = await api(token).ok('transactionImportFinish', {
      body: finishBody(second.id, [['12/03/2026', '100.00', 'Bank transfer', 'Sales', '']]),
    });
    const row = (await list(token, { desc: 'Bank transfer' })).transactions[0] as { id: string };
    expect(await pay(token, invoice.id, row.id)).toBe(120);
    await api(token).ok('transactionImportDelete', { params: { id: imported.id } });
    const afterImport = await api(token).ok('invoiceGet', { params: { id: invoice.id } });
    expect(afterImport).toMatchObject({ amountPaid: 20, totalDue: 100 });
    expect(afterImport.transactions.map((t) => t.id)).toEqual([kept?.id]);
  });

  it('reconciles transactions until Paid, removes one, and deleting the invoice frees the rest', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const [a, b, c] = await incomes(token, [70, 50, 5]);
    const invoice = await createInvoice(token); // £120 gross
    const { id } = invoice;

    const part = await api(token).ok('invoiceAddPayment', { params: { id }, body: { transactionIds: [a?.id ?? ''] } });
    expect(part).toMatchObject({ amountPaid: 70, totalDue: 50, status: 'Awaiting Payment' });
    const paid = await api(token).ok('invoiceAddPayment', {
      params: { id },
      body: { transactionIds: [a?.id ?? '', b?.id ?? ''] },
    });
    expect(paid).toMatchObject({ amountPaid: 120, totalDue: 0, status: 'Paid' });
    expect(paid.transactions).toEqual([
      { id: a?.id, date: '2026-03-10', desc: 'Payment 1', amount: 70 },
      { id: b?.id, date: '2026-03-11', desc: 'Payment 2', amount: 50 },
    ]);
    expect((await txNow(token, a?.id ?? '')).invoiceId).toBe(id);
    expect((await invoiceList(token, { status: 'Paid' })).invoices.map((i) => i.id)).toEqual([id]);

    const removed = await api(token).ok('invoiceRemovePayment', {
      params: { id },
      body: { transactionId: b?.id ?? '' },
    });
    expect(removed).toMatchObject({ amountPaid: 70, totalDue: 50, status: 'Awaiting Payment' });
    expect((await txNow(token, b?.id ?? '')).invoiceId).toBeNull();
    const notOn = await api(token).call('invoiceRemovePayment', {
      params: { id },
      body: { transactionId: c?.id ?? '' },
    });
    expect(notOn.status).toBe(404);

    // A transaction on another invoice cannot be reconciled here.
    const other = await createInvoice(token);
    const taken = await api(token).call('invoiceAddPayment', {
      params: { id: other.id },
      body: { transactionIds: [a?.id ?? ''] },
    });
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe(`This transaction is already a payment on invoice ${invoice.invoiceNumber}.`);

    expect((await api(token).call('invoiceDelete', { params: { id } })).status).toBe(200);
    expect((await txNow(token, a?.id ?? '')).invoiceId).toBeNull();
    const freed = await api(token).ok('invoiceAddPayment', {
      params: { id: other.id },
      body: { transactionIds: [a?.id ?? ''] },
    });
    expect(freed).toMatchObject({ amountPaid: 70, totalDue: 50 });
    const gone = await api(token).call('invoiceAddPayment', {
      params: { id },
      body: { transactionIds: [c?.id ?? ''] },
    });
    expect([gone.status, gone.error.message]).toEqual([404, 'Invoice not found']);
  });

  it('reconciles on create with transactionIds', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const [a] = await incomes(token, [120]);
    const invoice = await createInvoice(token, { transactionIds: [a?.id ?? ''] });
    expect(invoice).toMatchObject({ amountPaid: 120, totalDue: 0, status: 'Paid' });

    // A create whose payments cannot all be taken keeps nothing: no invoice, no payment, no number.
    const [free] = await incomes(token, [30]);
    const refused = await api(token).call('invoiceCreate', {
      body: invoiceBody({ transactionIds: [free?.id ?? '', a?.id ?? ''] }),
    });
    expect(refused.status).toBe(409);
    expect((await txNow(token, free?.id ?? '')).invoiceId).toBeNull();
    expect((await invoiceList(token)).invoices.map((i) => i.id)).toEqual([invoice.id]);
  });

  it('gives one 200 and one 409 when two invoices reconcile one transaction at once', async () => {
    const { token } = await seedUser({ withBusiness: true });
    for (let round = 0; round < 3; round++) {
      const [tx] = await incomes(token, [10]);
      const [first, second] = [await createInvoice(token), await createInvoice(token)];
      const replies = await Promise.all(
        [first, second].map((inv) =>
          api(token).call('invoiceAddPayment', { params: { id: inv.id }, body: { transactionIds: [tx?.id ?? ''] } }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = replies[0]?.status === 200 ? first : second;
      expect((await txNow(token, tx?.id ?? '')).invoiceId).toBe(winner.id);
      const paid = await Promise.all(
        [first, second].map(async (inv) => (await api(token).ok('invoiceGet', { params: { id: inv.id } })).amountPaid),
      );
      expect(paid.sort()).toEqual([0, 10]);
    }
  });

  it('takes a reconciled transaction off what was paid when it is edited or deleted', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const [a, b] = await incomes(token, [100, 20]);
    const invoice = await createInvoice(token, { transactionIds: [a?.id ?? '', b?.id ?? ''] });
    expect(invoice.amountPaid).toBe(120);

    const before = await txNow(token, b?.id ?? '');
    // The reconcile moved updatedDate: an edit from a screen read before it is stale.
    expect(before.updatedDate).not.toBe(b?.updatedDate);
    const stale = await api(token).call('transactionDelete', {
      params: { id: b?.id ?? '' },
      body: { updatedDate: b?.updatedDate ?? '' },
    });
    expect(stale.status).toBe(409);
    await api(token).ok('transactionDelete', {
      params: { id: b?.id ?? '' },
      body: { updatedDate: before.updatedDate },
    });
    const afterDelete = await api(token).ok('invoiceGet', { params: { id: invoice.id } });
    expect(afterDelete).toMatchObject({ amountPaid: 100, totalDue: 20, status: 'Awaiting Payment' });
    expect(afterDelete.transactions.map((t) => t.id)).toEqual([a?.id]);

    const current = await txNow(token, a?.id ?? '');
    const accountId = (await list(token, { id: a?.id })).transactions[0].accountId as string;
    const edited = await api(token).ok('transactionUpdate', {
      params: { id: a?.id ?? '' },
      body: {
        date: '2026-03-10',
        desc: 'Payment 1, corrected',
        transactionTypeId: 1,
        categoryId: 'sales',
        amount: 90,
        accountId,
        updatedDate: current.updatedDate,
      },
    });
    expect(edited.invoiceId).toBe(invoice.id);
    const afterEdit = await api(token).ok('invoiceGet', { params: { id: invoice.id } });
    expect(afterEdit).toMatchObject({ amountPaid: 90, totalDue: 30 });
    expect(afterEdit.transactions).toEqual([
      { id: a?.id, date: '2026-03-10', desc: 'Payment 1, corrected', amount: 90 },
    ]);
  });
});
