/**
 * When VAT reminders go out (docs/vat-reminders.md): 14, 7 and 1 days before an open
 * obligation's due date, each once. Days count whole UTC calendar days from the run's date.
 */
export const REMINDER_DAYS = [14, 7, 1] as const;

const DAY_MS = 86_400_000;

/** The run's date (`YYYY-MM-DD`, UTC) of a scheduled time. */
export function runDate(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** Whole days from `today` to `due` (both `YYYY-MM-DD`); negative once due has passed. */
export function daysUntil(due: string, today: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The reminder a run owes for an obligation `daysLeft` days from due: the most recent threshold
 * reached (the smallest of 14, 7, 1 that is >= daysLeft), or null when due is more than 14 days
 * away, today or past. A run that was missed therefore sends only the latest threshold not yet
 * sent, and only while due is still ahead; the thresholds it skipped are not sent late.
 *
 * @example reminderThreshold(14) // 14
 * @example reminderThreshold(10) // 14 (the 14-day reminder, if the run on day 14 was missed)
 * @example reminderThreshold(3) // 7
 * @example reminderThreshold(0) // null
 */
export function reminderThreshold(daysLeft: number): number | null {
  if (daysLeft < 1) return null;
  const reached = REMINDER_DAYS.filter((t) => t >= daysLeft);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/**
 * The dates asked of HMRC: open obligations can only be reminded while due is at most 14 days
 * ahead, and a period ends before its due date; HMRC allows at most a year between from and to.
 */
export function obligationWindow(today: string): { from: string; to: string } {
  const at = Date.parse(`${today}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(at - 350 * DAY_MS), to: iso(at + 14 * DAY_MS) };
}
