import { addDays, endOfMonth, type FiledPeriod } from '@bk/domain';

/** A VAT period and the day its return and payment are due. */
export interface OpenPeriod {
  readonly from: string;
  readonly to: string;
  readonly due: string;
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const isoOfMonth = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/**
 * HMRC's deadline for an MTD VAT return and its payment: one calendar month and seven days after
 * the period ends (VAT Notice 700/12), e.g. a period ending 31/03 is due 07/05.
 */
export function vatDueDate(periodEnd: string): string {
  return addDays(endOfMonth(isoOfMonth(monthIndex(periodEnd) + 1)), 7);
}

/**
 * The open VAT period as the app knows it without asking HMRC (decision 0065): the period after the
 * latest return filed through the app, as long as that one was (a quarter for a quarterly return,
 * a month for a monthly one). Null when none was filed: then only HMRC knows the periods.
 * @example nextOpenPeriod([{ from: '2026-01-01', to: '2026-03-31' }]) // { from: '2026-04-01', to: '2026-06-30', due: '2026-08-07' }
 */
export function nextOpenPeriod(filed: readonly FiledPeriod[]): OpenPeriod | null {
  const latest = [...filed].sort((a, b) => b.to.localeCompare(a.to))[0];
  if (!latest) return null;
  const whole = latest.from.endsWith('-01') && endOfMonth(latest.to) === latest.to;
  const months = whole ? monthIndex(latest.to) - monthIndex(latest.from) + 1 : 3;
  const from = addDays(latest.to, 1);
  const to = endOfMonth(isoOfMonth(monthIndex(from) + Math.max(1, months) - 1));
  return { from, to, due: vatDueDate(to) };
}
