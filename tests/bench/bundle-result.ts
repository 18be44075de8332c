/** One Lambda function's row of `npm run bench` (run.ts measures it, doc.ts writes it). */
export interface BundleResult {
  entry: string;
  /** What the cold start loads: since code splitting (decision 0058), the entry and its static chunks. */
  bytes: number;
  coldImportMs: number;
  /** Absent in runs before it was measured. */
  coldImportCpuMs?: number;
  /** All the function can load, its lazily loaded chunks included; absent before code splitting. */
  totalBytes?: number;
  /** CPU ms of the cold import and then the chunks of its heaviest lazily loaded call; absent before code splitting. */
  firstCallCpuMs?: number;
}
