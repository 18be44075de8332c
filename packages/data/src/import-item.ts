import * as z from 'zod/mini';
import { importKeys } from './keys';

/**
 * The life of an import (decision 0033): `importing` (rows being written, balances and aggregates
 * being applied; a failure or a lapsed lease rolls it back), `applied` (every row and total is in;
 * only the pointers that make rows editable remain, so a lapsed lease rolls it forward), `done`, and
 * `removing` (Remove import under way; a lapsed lease carries it on).
 */
export const IMPORT_STATES = ['importing', 'applied', 'done', 'removing'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** An import record as stored. */
export const ImportItem = z.object({
  id: z.string(),
  kind: z.enum(['TX', 'CONTACT']),
  name: z.string(),
  createdAt: z.string(),
  count: z.number().check(z.int()),
  headings: z.nullable(z.array(z.string())),
  mapping: z.nullable(z.record(z.string(), z.number().check(z.int()))),
  accountId: z.nullable(z.string()),
  dateFormat: z.nullable(z.enum(['DMY', 'MDY', 'YMD'])),
  state: z.enum(IMPORT_STATES),
  /** Epoch ms when the lease of the Lambda working on it lapses (then another caller may take it over). */
  leaseUntil: z.number().check(z.int()),
  /** Who holds the lease (a random token per run). */
  owner: z.string(),
  /** Where the import's transactions are: their accounts and dates (recovery reads them there). */
  accountIds: z.array(z.string()),
  fromDate: z.nullable(z.string()),
  toDate: z.nullable(z.string()),
});
export type ImportItem = z.infer<typeof ImportItem>;

/** The record as stored: keys, entity, and the in-flight GSI1 entry while it is not done. */
export function importRecord(businessId: string, item: ImportItem): Record<string, unknown> {
  return {
    ...importKeys.record(businessId, item.kind, item.id),
    ...(item.state === 'done'
      ? {}
      : importKeys.inFlight(new Date(item.leaseUntil).toISOString(), businessId, item.kind, item.id)),
    entity: 'import',
    ...item,
  };
}

export function parseImport(item: Record<string, unknown>): ImportItem {
  return ImportItem.parse(item);
}
