/** Idle-session rules (SPEC §9; ARCHITECTURE "Identity"). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_MAX_CHECKS = 200;
export const SESSION_WARNING_MS = 5 * 60_000;

/**
 * Whole minutes to show in the idle warning: the remaining time rounded up, at least 1.
 * @example warningMinutes(241_000) // 5
 */
export function warningMinutes(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}

/** Whether the idle warning should show for this remaining time. */
export function shouldWarn(remainingMs: number): boolean {
  return remainingMs > 0 && remainingMs <= SESSION_WARNING_MS;
}
