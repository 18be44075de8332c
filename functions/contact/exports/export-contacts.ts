import { contactRepository, type ContactItem } from '@bk/data';
import { CONTACT_EXPORT_FILE_NAME, CONTACT_EXPORT_HEADINGS, contactCsvCells, type CsvCell } from '@bk/domain';
import type { HandlerMap } from '../../shared/api/types';
import { getDb } from '../../shared/clients/db';
import { newExportOutput, writeCsvExport, type ExportResultDto } from '../../shared/exports';
import { byName } from '../contact-fields';

/** Contacts written to the CSV a batch at a time. */
const BATCH = 1000;

/**
 * SPEC §2 "Export contacts", §7 POST contact/export: every contact of the business by name, under
 * the column types the contact import offers, as `export-contacts.csv` (SPEC §9). A business keeps
 * a few thousand contacts at most, read whole as the list reads them; a file too large to answer
 * is stored and answered with a download address like a transaction export (decision 0034).
 */
export async function exportContacts(businessId: string): Promise<ExportResultDto> {
  const all = (await contactRepository(getDb()).listContacts(businessId)).sort(byName);
  async function* batches(): AsyncGenerator<CsvCell[][]> {
    for (let i = 0; i < all.length; i += BATCH)
      yield all.slice(i, i + BATCH).map((c: ContactItem) => contactCsvCells(c));
  }
  return writeCsvExport(
    newExportOutput(businessId, CONTACT_EXPORT_FILE_NAME),
    CONTACT_EXPORT_FILE_NAME,
    CONTACT_EXPORT_HEADINGS,
    batches(),
  );
}

/** SPEC §7 POST contact/export (spread into the contact group's handlers). */
export const contactExportHandlers = {
  contactExport: async (_input, ctx) => exportContacts(ctx.business.id),
} satisfies HandlerMap<'contact'>;
