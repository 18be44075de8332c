import type { Obligation } from '@bk/contract';
import type * as z from 'zod';

/** One VAT period as HMRC lists it (SPEC §3 Obligation). */
export type VatObligation = z.infer<typeof Obligation>;

/** SPEC §8 messages that send the person back to the obligations list. */
export const OBLIGATION_MESSAGES = {
  noneOpen: 'No open obligation found',
  notOpen: 'Obligation is not open, please select an open obligation from the list',
  notFound: 'Period not found',
} as const;

/** An address's YYYYMMDD (SPEC §2 HmrcKeyVatReturn fromDate, toDate) as YYYY-MM-DD, or null. @example compactToIso('20170401') // '2017-04-01' */
export function compactToIso(compact: string | undefined): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(compact ?? '');
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    return null;
  return `${y}-${m}-${d}`;
}

/** @example isoToCompact('2017-04-01') // '20170401' */
export const isoToCompact = (iso: string): string => iso.replaceAll('-', '');

export const isOpen = (o: VatObligation): boolean => o.status === 'O';

/** SPEC §2 Submit VAT Return: "The default period is the last open obligation in the list". */
export function lastOpenObligation(list: readonly VatObligation[]): VatObligation | null {
  return list.findLast(isOpen) ?? null;
}

/**
 * The obligation an address names: its period key, and its dates when the address has them (a
 * period key can repeat across years in HMRC's test data).
 */
export function findObligation(
  list: readonly VatObligation[],
  periodKey: string,
  from: string | null,
  to: string | null,
): VatObligation | null {
  return (
    list.find(
      (o) => o.periodKey === periodKey && (from === null || o.start === from) && (to === null || o.end === to),
    ) ?? null
  );
}

/**
 * The obligations to look the period up in: its own dates when the address has a sensible pair,
 * otherwise the obligations screen's default range (one year back plus one day to today).
 */
export function lookupRange(
  from: string | null,
  to: string | null,
  fallback: { from: string; to: string },
): { from: string; to: string } {
  return from !== null && to !== null && from < to ? { from, to } : fallback;
}
