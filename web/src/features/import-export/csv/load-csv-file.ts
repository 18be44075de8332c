/**
 * The checks on a chosen file before it is read (SPEC §5 "CSV import": required, '.csv' only, at
 * most 2 MB), then the read itself in a Web Worker of its own.
 */
import { CSV_IMPORT_ERRORS, fileTooLargeMessage, MAX_IMPORT_FILE_BYTES } from '@bk/domain';
import { readCsvBytes, type ReadCsvOptions, type ReadCsvResult } from './read-csv';

/** A worker that has not answered by then is stopped (a 2 MB file takes well under a second). */
const READ_TIMEOUT_MS = 30_000;

/** What is wrong with the chosen file before reading it, or null. */
export function csvFileProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return CSV_IMPORT_ERRORS.noFile;
  if (!/\.csv$/i.test(file.name)) return CSV_IMPORT_ERRORS.notCsv;
  if (file.size > MAX_IMPORT_FILE_BYTES) return fileTooLargeMessage(MAX_IMPORT_FILE_BYTES);
  if (file.size === 0) return CSV_IMPORT_ERRORS.empty;
  return null;
}

function readInWorker(bytes: Uint8Array, options: ReadCsvOptions): Promise<ReadCsvResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
    const finish = (result: ReadCsvResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, error: CSV_IMPORT_ERRORS.parse }), READ_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<ReadCsvResult>) => finish(event.data);
    worker.onerror = () => finish({ ok: false, error: CSV_IMPORT_ERRORS.parse });
    worker.postMessage({ bytes, options }, [bytes.buffer]);
  });
}

/** Checks and reads a chosen CSV file; the answer's error is the spec's message for a bad file. */
export async function loadCsvFile(file: File | null, options: ReadCsvOptions): Promise<ReadCsvResult> {
  const problem = csvFileProblem(file);
  if (problem || !file) return { ok: false, error: problem ?? CSV_IMPORT_ERRORS.noFile };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return typeof Worker === 'undefined' ? readCsvBytes(bytes, options) : readInWorker(bytes, options);
}
