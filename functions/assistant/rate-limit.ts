import { rateLimitRepository } from '@bk/data';
import { getDb } from '../shared/clients/db';
import { RateLimitedError } from '../shared/errors';
import { hashToken } from '../shared/tokens';
import { ASSISTANT_MESSAGES } from './messages';

/**
 * Questions a user may ask (decision 0065): enough for a long evening's work, few enough that one
 * account cannot run the engine (or, with Bedrock, the bill) in bulk. Fixed windows in the table,
 * as the invitations' limits (decision 0050).
 */
export const ASSISTANT_LIMITS = {
  perMinute: { name: 'assistant-minute', max: 20, windowSeconds: 60, message: ASSISTANT_MESSAGES.rateLimited },
  perDay: { name: 'assistant-day', max: 300, windowSeconds: 24 * 60 * 60, message: ASSISTANT_MESSAGES.rateLimitedDay },
} as const;

function windowOf(nowMs: number, seconds: number): { start: number; end: number } {
  const size = seconds * 1000;
  const start = Math.floor(nowMs / size) * size;
  return { start, end: start + size };
}

/**
 * Count one question against both limits, each atomically (a conditional ADD below the limit);
 * when either is full the other's slot is given back and the question refused with 429 and
 * `Retry-After`. The subject is a hash of the user id, so no id is kept in clear in the counters.
 */
export async function takeQuestionSlot(userId: string, now: Date): Promise<void> {
  const repo = rateLimitRepository(getDb());
  const subject = hashToken(`assistant:${userId}`).slice(0, 32);
  const limits = [ASSISTANT_LIMITS.perMinute, ASSISTANT_LIMITS.perDay].map((limit) => ({
    limit,
    window: windowOf(now.getTime(), limit.windowSeconds),
  }));
  const taken = await Promise.all(
    limits.map((l) => repo.reserveRateSlot(l.limit.name, subject, l.window.start, l.window.end, l.limit.max)),
  );
  const full = limits.find((_, i) => !taken[i]);
  if (!full) return;
  await Promise.all(
    limits.filter((_, i) => taken[i]).map((l) => repo.releaseRateSlot(l.limit.name, subject, l.window.start)),
  );
  const retryAfter = Math.max(1, Math.ceil((full.window.end - now.getTime()) / 1000));
  throw new RateLimitedError(retryAfter, full.limit.message);
}
