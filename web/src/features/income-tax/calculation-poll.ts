/**
 * How often the calculation screen asks again while HMRC is still working the calculation out
 * (HMRC answers 404 until it is ready; its guide says to wait at least 5 seconds first): a short
 * first wait, then longer ones, never more than {@link LONGEST_WAIT_MS} apart, and no more
 * asking after {@link GIVE_UP_AFTER_MS}, when the screen offers to check again by hand.
 */

const WAITS_MS = [2_000, 3_000, 5_000, 8_000] as const;
export const LONGEST_WAIT_MS = 15_000;
export const GIVE_UP_AFTER_MS = 3 * 60_000;

/**
 * The wait before asking again, after `answers` pending answers, or null once asking has gone on
 * for {@link GIVE_UP_AFTER_MS} since `startedAt`.
 * @example nextPollDelay(0, 0, 0) // 2000
 * @example nextPollDelay(10, 0, 0) // 15000
 */
export function nextPollDelay(answers: number, startedAt: number, now: number): number | null {
  if (now - startedAt >= GIVE_UP_AFTER_MS) return null;
  const last = WAITS_MS[WAITS_MS.length - 1] ?? LONGEST_WAIT_MS;
  const wait = WAITS_MS[answers] ?? last * 1.5 ** (answers - (WAITS_MS.length - 1));
  return Math.min(LONGEST_WAIT_MS, Math.round(wait));
}
