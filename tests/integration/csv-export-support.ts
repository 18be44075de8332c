import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ledgerRepository, transactionItem, type TransactionItem } from '@bk/data';
import { CSV_BYTE_ORDER_MARK } from '@bk/domain';
import { seedUser, stackDb } from '../support/seed';

/** Helpers of the CSV export tests (tests/integration/csv-export.test.ts). */

/**
 * A strict RFC 4180 reader: records end with CRLF, quoted fields hold commas, doubled quotes and
 * line breaks; a bare quote, CR or LF outside quotes fails the test. Written here so the export is
 * read by the RFC rather than by the writer that made it.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field: string;
    if (text[i] === '"') {
      let end = i + 1;
      for (;;) {
        const at = text.indexOf('"', end);
        if (at < 0) throw new Error('Unclosed quote');
        if (text[at + 1] === '"') end = at + 2;
        else {
          field = text.slice(i + 1, at).replace(/""/g, '"');
          i = at + 1;
          break;
        }
      }
    } else {
      const end = text.slice(i).search(/,|\r\n|$/);
      field = text.slice(i, i + end);
      if (/["\r\n]/.test(field)) throw new Error(`Bare quote or line break in ${JSON.stringify(field)}`);
      i += end;
    }
    record.push(field);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else throw new Error(`Unexpected text after a field at ${i}`);
  }
  if (record.length) throw new Error('Last record without CRLF');
  return records;
}

/** The records of an exported CSV, after checking its byte-order mark and its CRLF line ends. */
export function exportedRows(csv: string | null): string[][] {
  expect(csv).not.toBeNull();
  const text = csv ?? '';
  expect(text.startsWith(CSV_BYTE_ORDER_MARK), 'starts with the byte-order mark').toBe(true);
  expect(text.endsWith('\r\n'), 'ends with CRLF').toBe(true);
  return readCsv(text.slice(CSV_BYTE_ORDER_MARK.length));
}

/** A business with its administrator signed in to it. */
export async function newBusiness(name = 'Export Bakery'): Promise<{ token: string; businessId: string }> {
  const u = await seedUser({ withBusiness: true, businessName: name });
  return { token: u.token, businessId: u.businessId as string };
}

/**
 * Transactions written straight into the ledger (as an import may leave them: any text at all in
 * a description), each a complete Business transaction unless `fields` say otherwise.
 */
export async function seedTransactions(
  businessId: string,
  accountId: string,
  rows: (Pick<TransactionItem, 'date' | 'desc' | 'amount'> & Partial<TransactionItem>)[],
): Promise<void> {
  const at = new Date().toISOString();
  const items = rows.map((r) => transactionItem({ id: randomUUID(), accountId, at, ...r }));
  // A ledger change is one TransactWriteItems of at most 100 items (a transaction writes up to 8).
  for (let i = 0; i < items.length; i += 5)
    await ledgerRepository(stackDb()).applyTransactionChange(businessId, [], items.slice(i, i + 5));
}

/** A contact's optional fields, all empty (SPEC §3 Contact: only the name is required). */
export const BLANK_CONTACT = {
  email: null,
  phone: null,
  mobile: null,
  address: null,
  website: null,
  twitterHandle: null,
  facebookProfile: null,
  linkedinProfile: null,
  otherSocials: null,
  vrn: null,
};
