import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { ContactImportFinish } from '@bk/contract';
import { importRunner, type ContactItem } from '@bk/data';
import { CONTACT_INDEX_FIELDS, readContactRows } from '@bk/domain';
import { getDb } from '../../shared/clients/db';
import { csvRows, recoverImports, throwRowProblems } from '../../shared/csv-import';

type Finish = z.output<typeof ContactImportFinish>;

/**
 * SPEC §7 POST contact/import/finish: every row read again here (the browser's preview is not
 * trusted), then written all or nothing (decision 0033). Answers the import's id and row count.
 */
export async function finishContactImport(businessId: string, body: Finish, now: Date) {
  const read = readContactRows(csvRows(body.csvData), body, body.rowNumbers);
  throwRowProblems(read.problems, read.rows.length);
  await recoverImports(businessId, 'CONTACT', now);
  const id = randomUUID();
  const at = now.toISOString();
  const contacts: ContactItem[] = read.rows.map(({ row, ...fields }) => {
    void row;
    return { id: randomUUID(), ...fields, importId: id, createdAt: at, updatedAt: at };
  });
  const header = {
    id,
    kind: 'CONTACT' as const,
    name: body.name,
    createdAt: at,
    count: contacts.length,
    headings: body.headings ?? null,
    mapping: Object.fromEntries(Object.values(CONTACT_INDEX_FIELDS).map((field) => [field, body[field]])),
    accountId: null,
    dateFormat: null,
  };
  await importRunner(getDb()).runImport(businessId, header, [], contacts, now.getTime());
  return { id, count: contacts.length };
}
