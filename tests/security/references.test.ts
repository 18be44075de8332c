import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '@bk/domain';
import { api } from '../support/api-client';
import { BLANK_CONTACT } from '../integration/csv-export-support';
import { seedUser } from '../support/seed';
import { business, finishBody, ledgerState } from '../integration/csv-import-support';
import { invoiceBody } from '../integration/invoice-support';
import { addAccount } from '../integration/ledger-support';

/**
 * References and dates in write bodies (decision 0054): a contact id must be one of this
 * business's contacts (shaped as the app makes them), and a date a person enters must fall
 * between 01/01/2000 and 31/12/2100, through the API and through a CSV import.
 */
const SHAPE_MESSAGE = 'Choose a contact from the list, or add a new one';
const UNKNOWN_TX_CONTACT = 'This contact no longer exists. Choose another contact or clear the field.';
const UNKNOWN_INVOICE_CONTACT = 'This contact no longer exists';

async function owner() {
  const u = await seedUser({ withBusiness: true });
  const accountId = await addAccount(u.token, 'Main', true);
  return { token: u.token, accountId, client: api(u.token) };
}

const txBody = (accountId: string, fields: Record<string, unknown> = {}) => ({
  date: '2026-05-01',
  desc: 'Reference check',
  transactionTypeId: 1,
  categoryId: 'fuel',
  amount: 10,
  accountId,
  ...fields,
});

async function contactOf(token: string, name: string): Promise<string> {
  const c = await api(token).ok('contactCreate', {
    body: { name, ...BLANK_CONTACT },
  });
  return c.id;
}

describe('contact references', () => {
  it('refuses a contact id that is not shaped as the app makes them, as a field error', async () => {
    const { client, accountId } = await owner();
    for (const contactId of ['nobody', '../../x', 'BUS#1']) {
      const r = await client.call('transactionCreate', { body: txBody(accountId, { contactId }) });
      expect(r.status, contactId).toBe(400);
      expect(r.error.errors).toContainEqual({ field: 'contactId', message: SHAPE_MESSAGE });
      const inv = await client.call('invoiceCreate', { body: invoiceBody({ contactId }) });
      expect(inv.status).toBe(400);
      expect(inv.error.errors).toContainEqual({ field: 'contactId', message: SHAPE_MESSAGE });
    }
  });

  it('refuses an unknown contact, and another business’s contact the same way (no leak, no dangling reference)', async () => {
    const mine = await owner();
    const theirs = await owner();
    const foreign = await contactOf(theirs.token, 'Their Supplier');
    const unknown = randomUUID();

    const answers = [];
    for (const contactId of [unknown, foreign]) {
      const tx = await mine.client.call('transactionCreate', { body: txBody(mine.accountId, { contactId }) });
      expect(tx.status).toBe(400);
      expect(tx.error.errors).toEqual([{ field: 'contactId', message: UNKNOWN_TX_CONTACT }]);
      const inv = await mine.client.call('invoiceCreate', { body: invoiceBody({ contactId }) });
      expect(inv.status).toBe(400);
      expect(inv.error.errors).toEqual([{ field: 'contactId', message: UNKNOWN_INVOICE_CONTACT }]);
      answers.push([tx.status, tx.error.errors, inv.status, inv.error.errors]);
    }
    // The other business's contact is answered exactly as one that does not exist.
    expect(answers[1]).toEqual(answers[0]);

    // An edit cannot point an existing transaction at it either.
    const tx = await mine.client.ok('transactionCreate', { body: txBody(mine.accountId) });
    const edit = await mine.client.call('transactionUpdate', {
      params: { id: tx.id },
      body: { ...txBody(mine.accountId, { contactId: foreign }), updatedDate: tx.updatedDate },
    });
    expect(edit.status).toBe(400);
    expect(edit.error.errors).toEqual([{ field: 'contactId', message: UNKNOWN_TX_CONTACT }]);
    const list = await mine.client.ok('transactionList', { query: { page: 1 }, body: {} });
    expect(list.transactions.map((t) => t.contactId)).toEqual([null]);
    const invoices = await mine.client.ok('invoiceList', { query: { page: 1 }, body: {} });
    expect(JSON.stringify(invoices)).not.toContain(foreign);
  });
});

describe('dates a person enters', () => {
  it('takes 01/01/2000 to 31/12/2100 and refuses the day either side, as a field error', async () => {
    const { client, accountId } = await owner();
    for (const date of ['1999-12-31', '2101-01-01', '0000-01-01', '9999-12-31']) {
      const r = await client.call('transactionCreate', { body: txBody(accountId, { date }) });
      expect(r.status, date).toBe(400);
      expect(r.error.errors).toEqual([{ field: 'date', message: DATE_RANGE_MESSAGE }]);
    }
    for (const date of ['2000-01-01', '2100-12-31'])
      expect((await client.call('transactionCreate', { body: txBody(accountId, { date }) })).status).toBe(201);

    const invoice = await client.call('invoiceCreate', { body: invoiceBody({ issueDate: '1999-12-31' }) });
    expect(invoice.status).toBe(400);
    expect(invoice.error.errors).toEqual([{ field: 'issueDate', message: DATE_RANGE_MESSAGE }]);
    const due = await client.call('invoiceCreate', { body: invoiceBody({ dueDate: '2101-01-01' }) });
    expect(due.error.errors).toEqual([{ field: 'dueDate', message: DATE_RANGE_MESSAGE }]);

    const opening = await client.call('accountCreate', {
      body: { name: 'Savings', isMain: false, openingBalance: 10, openingDate: '1999-12-31' },
    });
    expect(opening.status).toBe(400);
    expect(opening.error.errors).toEqual([{ field: 'openingDate', message: DATE_RANGE_MESSAGE }]);

    const search = await client.call('transactionList', { query: { page: 1 }, body: { dateFrom: '0000-01-01' } });
    expect(search.status).toBe(400);
    expect(search.error.errors).toEqual([{ field: 'dateFrom', message: DATE_RANGE_MESSAGE }]);
  });

  it('refuses a CSV row dated outside the range, naming the row, and writes nothing', async () => {
    const b = await business();
    const before = await ledgerState(b.businessId);
    const r = await api(b.token).call('transactionImportFinish', {
      body: finishBody(
        b.accountId,
        [
          ['01/03/2025', '10', 'fine', 'Sales', ''],
          ['31/12/1999', '10', 'too early', 'Sales', ''],
        ],
        { rowNumbers: [2, 3] },
      ),
    });
    expect(r.status).toBe(400);
    expect(r.error.errors).toEqual([
      { field: 'csvData', message: `Row 3, Date: '31/12/1999' is too early or too late. ${DATE_RANGE_MESSAGE}` },
    ]);
    expect(await ledgerState(b.businessId)).toEqual(before);
  });
});
