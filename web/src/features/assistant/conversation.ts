import { AssistantAnswer } from '@bk/contract';
import * as z from 'zod/mini';
import { CONVERSATION_KEY_PREFIX, sessionStorageOrNone } from './forget';

/** One question and the assistant's answer, with the business the answer was about. */
export interface Turn {
  question: string;
  answer: AssistantAnswer;
  /** The business the session was working on when asked (figures are about it); null when none. */
  businessName: string | null;
}

const StoredTurns = z.array(
  z.object({ question: z.string(), answer: AssistantAnswer, businessName: z.nullable(z.string()) }),
);

/**
 * How many turns are kept: enough to scroll back through an evening's questions, small enough
 * that sessionStorage's few megabytes are never a concern.
 */
export const MAX_TURNS = 30;

export function conversationKey(userId: string): string {
  return `${CONVERSATION_KEY_PREFIX}${userId}`;
}

/**
 * The user's conversation kept in this tab, oldest first. A stale or hand-edited entry (another
 * release's shape) reads as an empty conversation rather than breaking the panel.
 */
export function readConversation(userId: string, storage = sessionStorageOrNone()): Turn[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(conversationKey(userId));
    if (raw === null) return [];
    const parsed = StoredTurns.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Keep the conversation (its last {@link MAX_TURNS} turns) for this tab. */
export function writeConversation(userId: string, turns: readonly Turn[], storage = sessionStorageOrNone()): void {
  if (!storage) return;
  try {
    storage.setItem(conversationKey(userId), JSON.stringify(turns.slice(-MAX_TURNS)));
  } catch {
    // Storage full or disabled: the conversation lives while the panel's page does.
  }
}

/** The conversation with one more turn, the oldest dropped past {@link MAX_TURNS}. */
export function withTurn(turns: readonly Turn[], turn: Turn): Turn[] {
  return [...turns, turn].slice(-MAX_TURNS);
}
