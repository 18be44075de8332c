import { rateLimitRepository } from '@bk/data';
import { getDb } from '../shared/clients/db';
import { AppError } from '../shared/errors';
import { hashToken } from '../shared/tokens';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Invitations allowed a day (decision 0050): per inviter, so one account cannot send mail in
 * bulk, and per invited address across every inviter, so no address can be flooded.
 */
export const INVITATION_LIMITS = {
  perInviter: { name: 'invite-user', max: 20, windowSeconds: DAY_SECONDS },
  perRecipient: { name: 'invite-recipient', max: 3, windowSeconds: DAY_SECONDS },
} as const;

/**
 * One message for either limit, so the answer says nothing about the address (whether others
 * have invited it today).
 */
export const TOO_MANY_INVITATIONS = 'Too many invitations have been sent today. Please try again tomorrow.';

/** The fixed day window `nowMs` falls in (UTC days, like the other limits' windows). */
function dayWindow(nowMs: number): { start: number; end: number } {
  const size = DAY_SECONDS * 1000;
  const start = Math.floor(nowMs / size) * size;
  return { start, end: start + size };
}

/** Subjects are hashes, so no address or user id is kept in clear in the counters. */
function subjectOf(value: string): string {
  return hashToken(value.trim().toLowerCase()).slice(0, 32);
}

/**
 * Count one invitation against both limits, atomically each (a conditional ADD below the limit);
 * when either is full the other is given back and the call is refused with 429.
 */
export async function takeInvitationSlots(inviterId: string, recipientEmail: string, now: Date): Promise<void> {
  const repo = rateLimitRepository(getDb());
  const window = dayWindow(now.getTime());
  const slots = [
    { limit: INVITATION_LIMITS.perInviter, subject: subjectOf(inviterId) },
    { limit: INVITATION_LIMITS.perRecipient, subject: subjectOf(recipientEmail) },
  ];
  const taken = await Promise.all(
    slots.map((s) => repo.reserveRateSlot(s.limit.name, s.subject, window.start, window.end, s.limit.max)),
  );
  if (taken.every(Boolean)) return;
  await Promise.all(
    slots.filter((_, i) => taken[i]).map((s) => repo.releaseRateSlot(s.limit.name, s.subject, window.start)),
  );
  const retryAfter = Math.max(1, Math.ceil((window.end - now.getTime()) / 1000));
  throw new AppError(429, TOO_MANY_INVITATIONS, { headers: { 'retry-after': String(retryAfter) } });
}
