import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bucket } from './list-buckets';
import { searchSegments, searchStretch } from './search-stretch';

/** Day counts of a ledger, and its buckets over a range as `buckets()` reads them from the aggregates. */
function model(dates: readonly string[]) {
  const days = new Map<string, number>();
  for (const d of dates) days.set(d, (days.get(d) ?? 0) + 1);
  const dayBuckets = (from: string, to: string): Bucket[] =>
    [...days]
      .filter(([d]) => d >= from && d <= to)
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([period, count]) => ({ period, count, income: 0, expenses: 0, kind: 'D' }));
  const monthBuckets = (fromMonth: string, toMonth: string): Bucket[] => {
    const months = new Map<string, number>();
    for (const [d, n] of days) {
      const m = d.slice(0, 7);
      if (m >= fromMonth && m <= toMonth) months.set(m, (months.get(m) ?? 0) + n);
    }
    return [...months]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([period, count]) => ({ period, count, income: 0, expenses: 0, kind: 'M' }));
  };
  // Whole months inside [from, to] as month buckets, the partial months at each end as days.
  const bucketsOf = (from: string, to: string): Bucket[] => {
    const fm = from.slice(0, 7);
    const tm = to.slice(0, 7);
    if (fm === tm) return dayBuckets(from, to);
    const inner = monthBuckets(fm, tm).filter((b) => b.period > fm && b.period < tm);
    return [...dayBuckets(`${tm}-01`, to), ...inner, ...dayBuckets(from, `${fm}-31`)];
  };
  return { bucketsOf, daysOf: async (month: string) => dayBuckets(`${month}-01`, `${month}-31`) };
}

const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayOf = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe('the stretches of a filtered search', () => {
  it('cover the whole range once, newest first, each within the budget unless one day is larger', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 800 }), { maxLength: 300 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 60 }),
        async (offsets, a, b, budget) => {
          const dates = offsets.map(dayOf);
          const from = dayOf(Math.min(a, b));
          const to = dayOf(Math.max(a, b));
          const m = model(dates);
          const seen: string[] = [];
          let top = to;
          for (let request = 0; ; request++) {
            expect(request).toBeLessThan(1000);
            const s = await searchStretch(m.bucketsOf(from, top), from, budget, m.daysOf);
            expect(s.from >= from && s.from <= top).toBe(true);
            const read = dates.filter((d) => d >= s.from && d <= top);
            expect(read.length <= budget || new Set(read).size === 1).toBe(true);
            seen.push(...read);
            if (!s.more) {
              expect(s.from).toBe(from);
              break;
            }
            // A stretch stops early only where older transactions of the range remain.
            expect(dates.some((d) => d >= from && d < s.from)).toBe(true);
            top = dayBefore(s.from);
          }
          const expected = dates.filter((d) => d >= from && d <= to);
          expect([...seen].sort()).toEqual([...expected].sort());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a day of more transactions than the budget whole instead of refusing it', async () => {
    const m = model(['2024-03-05', '2024-03-05', '2024-03-05', '2024-03-04']);
    const s = await searchStretch(m.bucketsOf('2024-03-01', '2024-03-31'), '2024-03-01', 2, m.daysOf);
    expect(s).toMatchObject({ from: '2024-03-05', more: true });
  });
});

describe('the parallel segments of a stretch', () => {
  it('cover the stretch exactly, newest first, without gaps or overlaps', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 80 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        async (days, a, b, budget, size) => {
          const { bucketsOf, daysOf } = model(days.map(dayOf));
          const rangeFrom = dayOf(Math.min(a, b));
          const top = dayOf(Math.max(a, b));
          const all = bucketsOf(rangeFrom, top);
          const stretch = await searchStretch(all, rangeFrom, budget, daysOf);
          const parts = searchSegments(all, stretch.from, top, size);
          expect(parts[0]?.to).toBe(top);
          expect(parts.at(-1)?.from).toBe(stretch.from);
          for (const [i, p] of parts.entries()) {
            expect(p.from <= p.to).toBe(true);
            const older = parts[i + 1];
            if (older) expect(older.to).toBe(dayBefore(p.from));
          }
        },
      ),
    );
  });
});
