import { balanceRepository, VAT_REPAIR_ATTRIBUTES, vatSumAttribute, type Db, type VatSumDelta } from '@bk/data';

/** One day or month aggregate whose VAT sums (decision 0057) differ from its transactions'. */
export interface VatSumsReport {
  businessId: string;
  /** The aggregate's day (`YYYY-MM-DD`) or month (`YYYY-MM`). */
  period: string;
  /** Transactions the aggregate counts (its `count`). */
  count: number;
  /** Transactions of that day or month found by the recount. */
  transactions: number;
  /** Each VAT sum attribute (`v:<field>`) that differs: stored minus recounted (a missing one is 0). */
  drift: Record<string, number>;
  /**
   * With `fix`, whether the repair was applied: false when a ledger write moved the aggregate
   * between the check's read and its repair (the next run picks it up).
   */
  fixed: boolean;
}

const ENTRIES = vatSumAttribute('entries');
/** The sums only: the count is compared, never repaired, here. */
const SUM_ATTRIBUTES = VAT_REPAIR_ATTRIBUTES.filter((a) => a !== 'count');
/** Repairs in flight at once: an old ledger of five years has about 1,900 aggregates to repair. */
const REPAIRS_IN_FLIGHT = 8;

/**
 * Recount the VAT sums of a business's day and month aggregates from its transactions and report
 * every aggregate whose sums differ, mostly aggregates written before the sums were kept (their
 * `v:entries` short of their count, so `transaction/vat-figures` reads the transactions instead).
 * `fix` ADDs each difference, conditional on the aggregate still holding what was read, so a write
 * that lands meanwhile is never lost or counted twice: its aggregate is left for the next run.
 * The aggregates are read before the transactions, so every write after that read moves what the
 * condition compares. A count that differs from its transactions is reported but not repaired here
 * (it is not a VAT sum): such an aggregate keeps `v:entries` unequal to it, and readers keep falling
 * back on the transactions, which is right.
 */
export async function checkBusinessVatSums(db: Db, businessId: string, fix: boolean): Promise<VatSumsReport[]> {
  const repo = balanceRepository(db);
  const stored = await repo.listAllVatAggregates(businessId);
  const computed = await repo.recountVatSums(businessId);
  const reports: VatSumsReport[] = [];
  const repairs: { report: VatSumsReport; delta: VatSumDelta; read: Record<string, number> }[] = [];
  for (const sk of new Set([...stored.keys(), ...computed.keys()])) {
    const s = stored.get(sk);
    const c = computed.get(sk);
    const key = s?.key ?? c?.key;
    if (!key) continue;
    const read = s?.read ?? {};
    const sums = c?.add ?? {};
    const drift: Record<string, number> = {};
    const add: Record<string, number> = {};
    for (const attr of SUM_ATTRIBUTES) {
      const d = (read[attr] ?? 0) - (sums[attr] ?? 0);
      if (d === 0) continue;
      drift[attr] = d;
      add[attr] = -d;
    }
    if (Object.keys(drift).length === 0) continue;
    const report: VatSumsReport = {
      businessId,
      period: s?.period ?? sk.slice(sk.lastIndexOf('#') + 1),
      count: read['count'] ?? 0,
      transactions: sums[ENTRIES] ?? 0,
      drift,
      fixed: false,
    };
    reports.push(report);
    if (fix) repairs.push({ report, delta: { key, add }, read });
  }
  for (let i = 0; i < repairs.length; i += REPAIRS_IN_FLIGHT)
    await Promise.all(
      repairs.slice(i, i + REPAIRS_IN_FLIGHT).map(async (r) => {
        r.report.fixed = await repo.adjustVatSums(r.delta, r.read);
      }),
    );
  return reports.sort((a, b) => a.period.localeCompare(b.period));
}
