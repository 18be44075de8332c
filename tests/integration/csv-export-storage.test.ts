import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exportsPrefix, transactionRepository } from '@bk/data';
import type { LambdaHandler } from '../../functions/shared/api/types';
import { resetConfig } from '../../functions/shared/config';
import { api } from '../support/api-client';
import { handlerTransport } from '../support/api-transports';
import { stackDb } from '../support/seed';
import { objectsUnder } from './business-support';
import { BLANK_CONTACT, exportedRows, newBusiness, seedTransactions } from './csv-export-support';
import { addAccount } from './ledger-support';

/**
 * An export too large for a Lambda response goes through the files bucket (decision 0034). The
 * handlers run in this file's process with `EXPORT_INLINE_MAX_BYTES` set low, so a few rows are
 * "too large"; the same export through the shared stack (the default 5 MB) answers the CSV itself,
 * and the stored file must be byte for byte that CSV.
 */

const INLINE_MAX = 2000;
let transactionHandler: LambdaHandler;
let contactHandler: LambdaHandler;
let envBefore: NodeJS.ProcessEnv;

beforeAll(async () => {
  envBefore = { ...process.env };
  Object.assign(process.env, inject('stackEnv'), {
    EXPORT_INLINE_MAX_BYTES: String(INLINE_MAX),
    LOG_LEVEL: 'SILENT',
  });
  resetConfig();
  ({ handler: transactionHandler } = await import('../../functions/transaction/index'));
  ({ handler: contactHandler } = await import('../../functions/contact/index'));
});
afterAll(() => {
  process.env = envBefore;
  resetConfig();
});

const small = (token: string, handler: () => LambdaHandler) => api(token, { transport: handlerTransport(handler) });

/** The download: its status, headers and exact bytes. */
async function download(url: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('exports too large for a response', () => {
  it('stores a transaction export and answers a short-lived address that saves it under its name', async () => {
    const { token, businessId } = await newBusiness();
    const main = await addAccount(token, 'Main', true);
    await seedTransactions(
      businessId,
      main,
      Array.from({ length: 40 }, (_, i) => ({
        date: `2026-04-${String((i % 28) + 1).padStart(2, '0')}`,
        desc: `Sale "${i}", café £`,
        amount: 100_000 + i,
        categoryId: 'sales',
      })),
    );
    const body = { startDate: '2026-04-01', endDate: '2026-04-30', fileName: 'export-last-30-days-main.csv' };

    const inline = await api(token).ok('transactionExport', { body });
    const stored = await small(token, () => transactionHandler).ok('transactionExport', { body });

    expect(inline.downloadUrl).toBeNull();
    expect(exportedRows(inline.csv)).toHaveLength(41);
    expect(stored).toMatchObject({ fileName: 'export-last-30-days-main.csv', rows: 40, csv: null });
    const url = new URL(stored.downloadUrl ?? '');
    // Presigned for five minutes (SigV4 query authentication).
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.pathname).toContain(`/${exportsPrefix(businessId)}`);
    const file = await download(url.href);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="export-last-30-days-main.csv"');
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.bytes.toString('utf8')).toBe(inline.csv);
    expect(await objectsUnder(exportsPrefix(businessId))).toHaveLength(1);
  });

  it('answers the CSV itself while it fits, whatever the threshold', async () => {
    const { token, businessId } = await newBusiness();
    const main = await addAccount(token, 'Main', true);
    await seedTransactions(businessId, main, [{ date: '2026-04-01', desc: 'One', amount: -1250 }]);
    const out = await small(token, () => transactionHandler).ok('transactionExport', {
      body: { startDate: '2026-04-01', endDate: '2026-04-30' },
    });
    expect(out.downloadUrl).toBeNull();
    expect(exportedRows(out.csv)[1]?.slice(0, 3)).toEqual(['01/04/2026', 'One', '-12.50']);
    expect(await objectsUnder(exportsPrefix(businessId))).toEqual([]);
  });

  it('stores a large contact export the same way, as export-contacts.csv', async () => {
    const { token, businessId } = await newBusiness();
    for (let i = 0; i < 30; i++)
      await api(token).ok('contactCreate', {
        body: {
          ...BLANK_CONTACT,
          name: `Customer ${String(i).padStart(2, '0')}`,
          email: `customer${i}@example.test`,
          address: `${i} High Street\nLeeds`,
        },
      });

    const inline = await api(token).ok('contactExport');
    const stored = await small(token, () => contactHandler).ok('contactExport');

    expect(stored).toMatchObject({ fileName: 'export-contacts.csv', rows: 30, csv: null });
    const file = await download(stored.downloadUrl ?? '');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="export-contacts.csv"');
    expect(file.bytes.toString('utf8')).toBe(inline.csv);
    expect(await objectsUnder(exportsPrefix(businessId))).toHaveLength(1);
  });
});

describe('reading a long range a page at a time', () => {
  it('pages oldest first, every transaction once, on the business or one account', async () => {
    const { token, businessId } = await newBusiness();
    const main = await addAccount(token, 'Main', true);
    const card = await addAccount(token, 'Card');
    const dates = ['2026-05-09', '2026-05-01', '2026-05-03', '2026-05-03', '2026-05-07', '2026-05-02', '2026-06-01'];
    await seedTransactions(
      businessId,
      main,
      dates.slice(0, 4).map((date, i) => ({ date, desc: `m${i}`, amount: 100 })),
    );
    await seedTransactions(
      businessId,
      card,
      dates.slice(4).map((date, i) => ({ date, desc: `c${i}`, amount: 100 })),
    );
    const read = async (accountId: string | null) => {
      const pages: string[][] = [];
      const repo = transactionRepository(stackDb());
      for await (const page of repo.pageTransactionsOldestFirst(businessId, {
        from: '2026-05-01',
        to: '2026-05-31',
        accountId,
        pageSize: 2,
      }))
        pages.push(page.map((t) => t.date));
      return pages;
    };
    expect((await read(null)).flat()).toEqual([
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-03',
      '2026-05-07',
      '2026-05-09',
    ]);
    expect((await read(null)).map((p) => p.length)).toEqual([2, 2, 2]);
    expect((await read(card)).flat()).toEqual(['2026-05-02', '2026-05-07']);
  });
});
