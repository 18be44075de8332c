import type { Bucket } from './list-buckets';

/**
 * Items a filtered search reads in one request at most (decision 0056): the stretch of dates it
 * searches is chosen from the aggregates' counts so that its transactions stay within this, which
 * keeps a search near a quarter of a second and a few hundred read units however long the range.
 */
export const SEARCH_BUDGET = 5_000;

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
