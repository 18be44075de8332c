import { aggregateRepository, type Aggregate } from '@bk/data';
import { getDb } from '../../shared/clients/db';

/** A day (`D`) or month (`M`) aggregate of the list's date range. */
export interface Bucket extends Aggregate {
  kind: 'D' | 'M';
}

function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(d).padStart(2, '0')}`;
}

function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${String(t.getUTCFullYear()).padStart(4, '0')}-${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Day and month aggregates covering [from, to], newest first (decision 0013): the days of the
 * partial months at each end, one item a month in between (≤ 62 days plus one item a month).
 */
export async function buckets(businessId: string, scope: string | null, from: string, to: string): Promise<Bucket[]> {
  const r = aggregateRepository(getDb());
  const fm = from.slice(0, 7);
  const tm = to.slice(0, 7);
  const fromFull = from.endsWith('-01');
  const toFull = to === lastDayOfMonth(tm);
  const tag = (kind: 'D' | 'M') => (a: Aggregate) => ({ ...a, kind });
  if (fm === tm && !(fromFull && toFull))
    return (await r.listAggregates(businessId, scope, 'D', from, to)).map(tag('D')).reverse();
  const [head, months, tail] = await Promise.all([
    fromFull ? [] : r.listAggregates(businessId, scope, 'D', from, `${fm}-31`),
    (() => {
      const a = fromFull ? fm : addMonths(fm, 1);
      const b = toFull ? tm : addMonths(tm, -1);
      return a <= b ? r.listAggregates(businessId, scope, 'M', a, b) : Promise.resolve([]);
    })(),
    toFull ? [] : r.listAggregates(businessId, scope, 'D', `${tm}-01`, to),
  ]);
  return [...tail.map(tag('D')).reverse(), ...months.map(tag('M')).reverse(), ...head.map(tag('D')).reverse()];
}

/**
 * Where the page starting at row `offset` begins: its day, and how many rows of the range come
 * before that day (newest first). Walks the buckets' counts, then the day aggregates of the one
 * month the page starts in; `read` counts the aggregate items read for that.
 */
export async function findPageStart(
  businessId: string,
  scope: string | null,
  all: readonly Bucket[],
  offset: number,
): Promise<{ day: string | null; seen: number; read: number }> {
  let seen = 0;
  for (const b of all) {
    if (seen + b.count <= offset) {
      seen += b.count;
      continue;
    }
    if (b.kind === 'D') return { day: b.period, seen, read: 0 };
    const days = (
      await aggregateRepository(getDb()).listAggregates(businessId, scope, 'D', `${b.period}-01`, `${b.period}-31`)
    ).reverse();
    for (const d of days) {
      if (seen + d.count > offset) return { day: d.period, seen, read: days.length };
      seen += d.count;
    }
    return { day: null, seen, read: days.length };
  }
  return { day: null, seen, read: 0 };
}
