/**
 * The Web Worker that reads a spreadsheet's bytes (decision 0016): it gets the bytes, answers with
 * the parsed sheets or the error's message, and is stopped by the page afterwards.
 */
import * as XLSX from 'xlsx';
import { parseSheets } from './parse-sheets';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Uint8Array>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage({ ok: true, sheets: parseSheets(XLSX, event.data) });
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
