import {
  CUSTOM_TIMEFRAME,
  rangeOf as domainRangeOf,
  TIMEFRAME_OPTIONS,
  TIMEFRAMES,
  todayIso,
  type Timeframe,
} from '@bk/domain';

/**
 * The timeframe selector (SPEC §2, §9) over packages/domain's presets: the first is the default
 * (and what closing search returns to), the last preset is everything (`showAll=true`), then
 * 'Custom Date Range', which takes the search's own dates.
 */
export const CUSTOM = CUSTOM_TIMEFRAME;
export const FIRST_TIMEFRAME: Timeframe = TIMEFRAMES[0];
export const ALL_TIMEFRAME: Timeframe = TIMEFRAMES[TIMEFRAMES.length - 1]!;
export const TIMEFRAME_CHOICES: readonly Timeframe[] = TIMEFRAME_OPTIONS;
export type { Timeframe };

/** The list request's dates of a preset on the UK calendar day; null ends are open. */
export function rangeOf(frame: Timeframe, now: Date = new Date()): { dateFrom: string | null; dateTo: string | null } {
  const { from, to } = domainRangeOf(frame, todayIso(now));
  return { dateFrom: from, dateTo: to };
}
