import { vatSumAttribute } from '@bk/data';
import type { VatSumField } from '@bk/domain';
import type { VatSumsReport } from './vat-sums-check';

/** The sums that count transactions; every other VAT sum is pence. */
const COUNT_FIELDS: readonly VatSumField[] = ['entries', 'incomplete', 'unreconciled', 'standardFed', 'flatFed'];
const COUNTS = new Set(COUNT_FIELDS.map(vatSumAttribute));
/** Aggregates printed one by one per business: an old ledger has hundreds, summed up after these. */
const SHOWN = 10;

const money = (p: number) => `${p < 0 ? '-' : ''}£${(Math.abs(p) / 100).toFixed(2)}`;
const shown = (attr: string, n: number) => (COUNTS.has(attr) ? String(n) : money(n));

/** `npm run check-balances` output of the VAT sums check: a line per business, and its first aggregates. */
export function printVatSumsReports(reports: readonly VatSumsReport[], fix: boolean, log = console.log): void {
  if (reports.length === 0) {
    log('Every VAT sum of the day and month aggregates equals the sum of their transactions.');
    return;
  }
  const byBusiness = new Map<string, VatSumsReport[]>();
  for (const r of reports) byBusiness.set(r.businessId, [...(byBusiness.get(r.businessId) ?? []), r]);
  for (const [businessId, rs] of byBusiness) {
    const short = rs.filter((r) => (r.drift[vatSumAttribute('entries')] ?? 0) < 0).length;
    const fixed = rs.filter((r) => r.fixed).length;
    log(
      `DRIFT business ${businessId} VAT sums of ${rs.length} day and month aggregate(s), ${short} of them lacking ` +
        `the sums of some transactions (written before the sums were kept)` +
        (fix
          ? ` - fixed ${fixed}${fixed < rs.length ? `, ${rs.length - fixed} moved by a write meanwhile: run again` : ''}`
          : ''),
    );
    for (const r of rs.slice(0, SHOWN)) {
      const sums = Object.entries(r.drift)
        .map(([attr, d]) => `${attr} drift ${shown(attr, d)}`)
        .join(', ');
      const count = r.count === r.transactions ? '' : ` (its count is ${r.count}: not a VAT sum, not fixed here)`;
      log(
        `  ${r.period}: ${r.transactions} transaction(s)${count}; ${sums}${fix ? (r.fixed ? ' - fixed' : ' - not fixed') : ''}`,
      );
    }
    if (rs.length > SHOWN) log(`  ... and ${rs.length - SHOWN} more`);
  }
}
