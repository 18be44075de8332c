import { paginateScan } from '@aws-sdk/lib-dynamodb';
import {
  accountRepository,
  balanceRepository,
  ledgerKeys,
  scans,
  summaryAttribute,
  UNCATEGORISED,
  type Db,
  type PeriodSummary,
} from '@bk/data';
import { openingBalanceMagnitude } from '@bk/domain';
import { checkBusinessVatSums, type VatSumsReport } from './vat-sums-check';

/** Ids of every business that has a bank account: a Scan, for this operator command only. */
async function scanBusinessesWithAccounts(db: Db): Promise<string[]> {
  const ids = new Set<string>();
  const pages = paginateScan({ client: db.doc }, scans.accountPartitions(db));
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      const id = ledgerKeys.businessIdOf(String(item['pk']));
      if (id) ids.add(id);
    }
  return [...ids].sort();
}

/** One account as the balance check found it; amounts in pence. */
export interface BalanceReport {
  businessId: string;
  accountId: string;
  name: string;
  stored: number;
  computed: number;
  transactions: number;
  /** stored - computed; 0 when the balance is right. */
  drift: number;
}

/** A business's ledger magnitude (decision 0020) as the check found it. */
export interface MagnitudeReport {
  businessId: string;
  stored: number;
  computed: number;
  /** stored - computed; 0 when the magnitude is right. */
  drift: number;
}

/** One category total of a summary period (decision 0039) as the check found it; pence. */
export interface SummaryReport {
  businessId: string;
  period: string;
  /** The attribute: `b:<categoryId>` (Business types), `d:<categoryId>` (Disallowable) or `uncategorised`. */
  attribute: string;
  stored: number;
  computed: number;
  /** stored - computed; never 0 (only drifting totals are reported). */
  drift: number;
}

/** Every attribute's number of a period's summary, as the summary items keep them. */
function attributeTotals(summary: PeriodSummary | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, t] of summary?.totals ?? []) {
    out.set(summaryAttribute(id, 'business'), t.business);
    out.set(summaryAttribute(id, 'disallowable'), t.disallowable);
  }
  out.set(UNCATEGORISED, summary?.uncategorised ?? 0);
  return out;
}

/**
 * `npm run check-balances`: recompute every account's balance (its opening balance plus its
 * transactions, decision 0041) and report any drift from the stored balance (which every ledger write keeps in the same transaction, so
 * drift means a bug or a hand edit). `fix` sets a drifting balance to the recomputed sum; run it
 * only while nobody edits that ledger, since a write between the sum and the fix would be lost.
 * Transactions of an account that no longer exists are reported with the name '(no account)'.
 */
export function balanceCommands(db: Db) {
  const repo = { ...accountRepository(db), ...balanceRepository(db) };
  return {
    async check(options: { businessId?: string; fix?: boolean } = {}): Promise<BalanceReport[]> {
      const businessIds = options.businessId ? [options.businessId] : await scanBusinessesWithAccounts(db);
      const reports: BalanceReport[] = [];
      for (const businessId of businessIds) {
        const [accounts, sums] = await Promise.all([
          repo.listAccounts(businessId),
          repo.sumTransactionsByAccount(businessId),
        ]);
        for (const a of accounts) {
          const s = sums.get(a.id) ?? { sum: 0, count: 0 };
          const computed = (a.openingBalance ?? 0) + s.sum;
          const report = {
            businessId,
            accountId: a.id,
            name: a.name,
            stored: a.balance,
            computed,
            transactions: s.count,
            drift: a.balance - computed,
          };
          if (report.drift !== 0 && options.fix) await repo.setAccountBalance(businessId, a.id, computed);
          reports.push(report);
        }
        for (const [accountId, s] of sums)
          if (!accounts.some((a) => a.id === accountId))
            reports.push({
              businessId,
              accountId,
              name: '(no account)',
              stored: 0,
              computed: s.sum,
              transactions: s.count,
              drift: -s.sum,
            });
      }
      return reports;
    },

    /**
     * Recompute each business's ledger magnitude (the bound that keeps every total within the range
     * of money: every transaction's amounts and every account's opening balance) and report drift; `fix` sets it. Ledgers written before the bound existed have none
     * stored, and a fix gives them theirs.
     */
    async checkMagnitudes(options: { businessId?: string; fix?: boolean } = {}): Promise<MagnitudeReport[]> {
      const businessIds = options.businessId ? [options.businessId] : await scanBusinessesWithAccounts(db);
      const reports: MagnitudeReport[] = [];
      for (const businessId of businessIds) {
        const [stored, sums, accounts] = await Promise.all([
          repo.getMagnitude(businessId),
          repo.sumTransactionsByAccount(businessId),
          repo.listAccounts(businessId),
        ]);
        const computed =
          [...sums.values()].reduce((total, s) => total + s.magnitude, 0) +
          accounts.reduce((total, a) => total + openingBalanceMagnitude(a.openingBalance), 0);
        if (stored !== computed && options.fix) await repo.setMagnitude(businessId, computed);
        reports.push({ businessId, stored, computed, drift: stored - computed });
      }
      return reports;
    },

    /**
     * Recount the category summaries the charts and the self-assessment summary read (decision
     * 0039) and report every total that differs from its recount; `fix` ADDs the difference, so
     * the marks an import keeps on the item stay as they are.
     */
    async checkSummaries(options: { businessId?: string; fix?: boolean } = {}): Promise<SummaryReport[]> {
      const businessIds = options.businessId ? [options.businessId] : await scanBusinessesWithAccounts(db);
      const reports: SummaryReport[] = [];
      for (const businessId of businessIds) {
        const [stored, computed] = await Promise.all([
          repo.listAllSummaries(businessId),
          repo.recountSummaries(businessId),
        ]);
        for (const period of new Set([...stored.keys(), ...computed.keys()])) {
          const s = attributeTotals(stored.get(period));
          const c = attributeTotals(computed.get(period));
          const fix: Record<string, number> = {};
          for (const attribute of new Set([...s.keys(), ...c.keys()])) {
            const drift = (s.get(attribute) ?? 0) - (c.get(attribute) ?? 0);
            if (drift === 0) continue;
            reports.push({
              businessId,
              period,
              attribute,
              stored: s.get(attribute) ?? 0,
              computed: c.get(attribute) ?? 0,
              drift,
            });
            fix[attribute] = -drift;
          }
          if (options.fix && Object.keys(fix).length)
            await repo.adjustSummary({ key: ledgerKeys.summaryPeriod(businessId, period), add: fix });
        }
      }
      return reports;
    },

    /**
     * Recount the VAT sums kept on the business's day and month aggregates (decision 0057) and
     * report every aggregate whose sums differ, such as those of a ledger written before they were
     * kept; `fix` ADDs the difference unless a write moved the aggregate meanwhile.
     */
    async checkVatSums(options: { businessId?: string; fix?: boolean } = {}): Promise<VatSumsReport[]> {
      const businessIds = options.businessId ? [options.businessId] : await scanBusinessesWithAccounts(db);
      const reports: VatSumsReport[] = [];
      for (const businessId of businessIds)
        reports.push(...(await checkBusinessVatSums(db, businessId, options.fix ?? false)));
      return reports;
    },
  };
}

/** Parse `[--business <id>] [--fix]`. */
export function parseBalanceArgs(argv: readonly string[]): { businessId?: string; fix: boolean } | { error: string } {
  const out: { businessId?: string; fix: boolean } = { fix: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--fix') out.fix = true;
    else if (arg === '--business' && argv[i + 1]) out.businessId = argv[++i];
    else return { error: `Unknown option: ${arg}` };
  }
  return out;
}
