import { describe, expect, it } from 'vitest';
import { transactionRepository, type TransactionItem } from '@bk/data';
import { detectDateFormat, suggestColumns, transactionIndexes } from '@bk/domain';
import { readCsvBytes } from '../../web/src/features/import-export/csv/read-csv';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { stackDb } from '../support/seed';
import { BLANK_CONTACT, newBusiness, seedTransactions } from './csv-export-support';
import { addAccount, addTx } from './ledger-support';

/**
 * THE ROUND TRIP (SPEC §2 Export and Import): a business's transactions exported, the file read as
 * the browser reads an upload (papaparse and the import's layout), its columns mapped by their
 * headings alone, imported into a fresh business through `transactionImportFinish`, and every
 * transaction compared field by field, amounts to the penny.
 *
 * Every source transaction has a VAT rate: SPEC §5 reads a blank VAT rate cell as 0, so a
 * transaction without one comes back zero-rated by design.
 */

/** What must survive the trip: everything but ids, the account, stamps and the import's id. */
function comparable(tx: TransactionItem) {
  return {
    date: tx.date,
    desc: tx.desc,
    amount: tx.amount,
    netAmount: tx.netAmount,
    vatRateId: tx.vatRateId,
    categoryId: tx.categoryId,
    transactionTypeId: tx.transactionTypeId,
    purchasePrice: tx.purchasePrice,
    isRefund: tx.isRefund,
    incomplete: tx.incomplete,
    counted: tx.counted,
    contactName: tx.contactName ?? null,
  };
}

async function ledgerOf(businessId: string) {
  const all: ReturnType<typeof comparable>[] = [];
  const pages = transactionRepository(stackDb()).pageTransactionsOldestFirst(businessId, {
    from: '2000-01-01',
    to: '2099-12-31',
    pageSize: 100,
  });
  for await (const page of pages) all.push(...page.map(comparable));
  return all.sort((a, b) => a.date.localeCompare(b.date) || a.desc.localeCompare(b.desc));
}

/** The source ledger: every type, rate, sign rule and awkward text the export must carry. */
async function sourceLedger(token: string, businessId: string, accountId: string): Promise<void> {
  const acme = await api(token).ok('contactCreate', { body: { ...BLANK_CONTACT, name: 'Acme, "The" Bakers' } });
  const base = { accountId, transactionTypeId: 1 };
  const rows = [
    {
      date: '2026-01-15',
      desc: 'Cakes, invoice 7',
      categoryId: 'sales',
      amount: 120,
      vatRateId: 'standard',
      contactId: acme.id,
    },
    {
      date: '2026-01-16',
      desc: 'Mixed-rate till receipt',
      categoryId: 'stock',
      amount: -120,
      netAmount: -105.5,
      vatRateId: 'standard',
    },
    { date: '2026-01-17', desc: 'Fuel', categoryId: 'fuel', amount: -12.5, vatRateId: 'standard' },
    {
      date: '2026-01-18',
      desc: 'Café "Le Pain", 2 × croissants\nsecond line £',
      categoryId: 'travel',
      amount: -8.4,
      vatRateId: 'zero',
    },
    { date: '2026-01-19', desc: 'Power', categoryId: 'utilities', amount: -52.5, vatRateId: 'reduced' },
    { date: '2026-01-20', desc: 'Insurance', categoryId: 'insurance', amount: -300, vatRateId: 'exempt' },
    {
      date: '2026-01-21',
      desc: 'Supplier refund',
      categoryId: 'stock',
      amount: 25,
      vatRateId: 'standard',
      isRefund: true,
    },
    {
      date: '2026-01-22',
      desc: 'Customer refund',
      categoryId: 'sales',
      amount: -60,
      vatRateId: 'standard',
      isRefund: true,
      contactId: acme.id,
    },
    {
      date: '2026-01-23',
      desc: 'Antique clock',
      categoryId: 'sales',
      amount: 500,
      vatRateId: 'standard',
      transactionTypeId: 20,
      purchasePrice: 300,
    },
    {
      date: '2026-01-24',
      desc: 'Client lunch',
      categoryId: 'entertainment',
      amount: -45.99,
      vatRateId: 'standard',
      transactionTypeId: 4,
    },
    {
      date: '2026-01-25',
      desc: 'To savings',
      categoryId: 'transfer',
      amount: -1000,
      vatRateId: 'zero',
      transactionTypeId: 5,
    },
    {
      date: '2026-01-26',
      desc: 'Personal shopping',
      categoryId: 'other-expenses',
      amount: -19.99,
      vatRateId: 'standard',
      transactionTypeId: 10,
    },
    { date: '2026-01-27', desc: 'Drawings', categoryId: 'drawings', amount: -500, vatRateId: 'zero' },
    {
      date: '2026-01-28',
      desc: 'Big sale',
      categoryId: 'sales',
      amount: 9999999.99,
      vatRateId: 'standard',
      transactionTypeId: 2,
    },
  ];
  for (const row of rows) await addTx(token, { ...base, ...row });
  // A line an import left uncategorised: incomplete, not counted.
  await seedTransactions(businessId, accountId, [
    { date: '2026-01-29', desc: 'CARD 1234 UNKNOWN', amount: -7, vatRateId: 'zero', incomplete: true, counted: false },
  ]);
}

describe('export -> import round trip', () => {
  it('imports an export into a fresh business unchanged, field by field and to the penny', async () => {
    const source = await newBusiness('Round Trip Source');
    const sourceAccount = await addAccount(source.token, 'Main', true);
    await sourceLedger(source.token, source.businessId, sourceAccount);
    const exported = await api(source.token).ok('transactionExport', {
      body: { startDate: '2026-01-01', endDate: '2026-12-31' },
    });

    // The browser's reading of the downloaded file, and the mapping its headings suggest.
    const file = readCsvBytes(new TextEncoder().encode(defined(exported.csv, 'csv')), {
      firstRowIsHeader: true,
      kind: 'transactions',
    });
    if (!file.ok) throw new Error(file.error);
    const types = suggestColumns(file.headings, 'transactions');
    expect(types).toEqual([
      'Date',
      'Description',
      'Gross amount',
      'Net amount',
      'VAT rate (%)',
      'Category',
      'Contact',
      'Transaction type',
      'Margin scheme purchase price',
      'Refund',
      'Ignore',
    ]);
    const indexes = transactionIndexes(types);
    const dateFormat = defined(detectDateFormat(file.rows.map((r) => r[indexes.dateIndex] ?? '')).format, 'date order');

    const target = await newBusiness('Round Trip Target');
    const targetAccount = await addAccount(target.token, 'Imported', true);
    const imported = await api(target.token).ok('transactionImportFinish', {
      body: {
        accountId: targetAccount,
        name: 'Round trip',
        ...indexes,
        csvData: JSON.stringify(file.rows),
        dateFormat,
        rowNumbers: file.rowNumbers,
        headings: file.headings,
      },
    });
    expect(imported.count).toBe(exported.rows);

    const before = await ledgerOf(source.businessId);
    const after = await ledgerOf(target.businessId);
    expect(before).toHaveLength(15);
    expect(after).toEqual(before);
  });
});
