/**
 * The Web Worker that reads an uploaded CSV file: it gets the file's bytes and the header choice,
 * answers with the read file or the message for a bad one, and is stopped by the page afterwards.
 */
import { CSV_IMPORT_ERRORS } from '@bk/domain';
import { readCsvBytes, type ReadCsvOptions } from './read-csv';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ bytes: Uint8Array; options: ReadCsvOptions }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage(readCsvBytes(event.data.bytes, event.data.options));
  } catch {
    scope.postMessage({ ok: false, error: CSV_IMPORT_ERRORS.parse });
  }
};
