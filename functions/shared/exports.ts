import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { ExportResult } from '@bk/contract';
import { exportFileKey, exportFiles, type ExportOutput } from '@bk/data';
import { CSV_BYTE_ORDER_MARK, csvRow, type CsvCell } from '@bk/domain';
import { getS3 } from './clients/s3';
import { config } from './config';

/** How long the download address of a large export works (decision 0034). */
export const EXPORT_DOWNLOAD_SECONDS = 5 * 60;

export type ExportResultDto = z.input<typeof ExportResult>;

/**
 * A new output for one CSV export of the business: answered as text while it fits in a response
 * (`EXPORT_INLINE_MAX_BYTES`), else stored under `exports/<businessId>/` and answered with a
 * presigned address that saves it as `fileName`.
 */
export function newExportOutput(businessId: string, fileName: string): ExportOutput {
  const c = config();
  return exportFiles(getS3(), { bucket: c.FILES_BUCKET, endpoint: c.S3_ENDPOINT }).output({
    key: exportFileKey(businessId, randomUUID()),
    fileName,
    inlineMaxBytes: c.EXPORT_INLINE_MAX_BYTES,
    downloadSeconds: EXPORT_DOWNLOAD_SECONDS,
  });
}

/**
 * Write a CSV export: the byte-order mark and the headings, then each batch of rows as it comes
 * (so only one batch is in hand), and answer the contract's ExportResult.
 * @example await writeCsvExport(newExportOutput(businessId, 'export-contacts.csv'), 'export-contacts.csv', CONTACT_EXPORT_HEADINGS, batches)
 */
export async function writeCsvExport(
  output: ExportOutput,
  fileName: string,
  headings: readonly string[],
  batches: AsyncIterable<readonly CsvCell[][]>,
): Promise<ExportResultDto> {
  let rows = 0;
  try {
    await output.write(CSV_BYTE_ORDER_MARK + csvRow(headings));
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      await output.write(batch.map(csvRow).join(''));
      rows += batch.length;
    }
  } catch (err) {
    await output.abort().catch(() => undefined);
    throw err;
  }
  return { fileName, rows, ...(await output.finish()) };
}
