import { addDays } from '@bk/domain';
import type { Bucket } from './list-buckets';

/**
 * Items a filtered search reads in one request at most (decision 0056): the stretch of dates it
 * searches is chosen from the aggregates' counts so that its transactions stay within this, which
 * keeps a search under 300 ms at the 95th percentile (about 0.2 s typically) and a few hundred read
 * units however long the range. 5,000 left the searches whose filter matches most rows just over.
 */
export const SEARCH_BUDGET = 4_000;

/**
 * Parallel Queries a stretch is read in: DynamoDB serves each from the same partition at once, so
 * a stretch takes about the time of its largest part (the read units are the same).
 */
export const SEARCH_PARTS = 4;

/** The stretch of a filtered search: [from, the top of the range], and whether older days remain. */
export interface Stretch {
  from: string;
  /** Older transactions of the range were left for the next request ("Search further back"). */
  more: boolean;
  /** Aggregate items read to find it (beyond the buckets the caller passed). */
  read: number;
}

function firstDay(b: Bucket): string {
  return b.kind === 'M' ? `${b.period}-01` : b.period;
}

/**
 * The oldest day a filtered search of [rangeFrom, top] reads this request: walks the day and month
 * buckets of that range (newest first, as `buckets` gives them) taking whole buckets while their
 * transactions fit `budget`; the month the budget runs out in is taken a day at a time (its day
 * aggregates from `daysOf`, newest first). A stretch always holds at least one day, so a single day
 * of more than `budget` transactions is read whole rather than refused.
 */
export async function searchStretch(
  buckets: readonly Bucket[],
  rangeFrom: string,
  budget: number,
  daysOf: (month: string) => Promise<Bucket[]>,
): Promise<Stretch> {
  let taken = 0;
  let from: string | null = null;
  let read = 0;
  for (const b of buckets) {
    if (taken + b.count <= budget) {
      taken += b.count;
      from = firstDay(b);
      continue;
    }
    if (b.kind === 'D') {
      if (taken > 0 && from !== null) return { from, more: true, read };
      taken += b.count;
      from = b.period;
      continue;
    }
    const days = await daysOf(b.period);
    read += days.length;
    for (const d of days) {
      if (taken + d.count > budget && taken > 0 && from !== null) return { from, more: true, read };
      taken += d.count;
      from = d.period;
    }
  }
  return { from: rangeFrom, more: false, read };
}

/**
 * [from, top] cut into contiguous date segments, newest first, of about `size` transactions each
 * by the buckets' counts (newest first, as `buckets` gives them for a range ending at `top`); a cut
 * falls on a bucket's first day, and what the buckets leave below the last cut is the last segment.
 */
export function searchSegments(
  buckets: readonly Bucket[],
  from: string,
  top: string,
  size: number,
): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  let to = top;
  let taken = 0;
  for (const b of buckets) {
    const first = firstDay(b);
    if (first <= from) break;
    if (first > to) continue;
    taken += b.count;
    if (taken >= size) {
      out.push({ from: first, to });
      to = addDays(first, -1);
      taken = 0;
    }
  }
  out.push({ from, to });
  return out;
}
