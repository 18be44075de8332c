import { useCallback, useState } from 'react';
import { readConversation, withTurn, writeConversation, type Turn } from '../conversation';

/**
 * The signed-in user's conversation, read from the tab's storage when the user is known and
 * written back with each answer; another user (a new sign-in in the same tab) has their own.
 */
export function useConversation(userId: string | null) {
  const [state, setState] = useState(() => ({ userId, turns: userId ? readConversation(userId) : [] }));
  let { turns } = state;
  if (state.userId !== userId) {
    turns = userId ? readConversation(userId) : [];
    setState({ userId, turns });
  }

  const add = useCallback(
    (turn: Turn) =>
      setState((current) => {
        const next = withTurn(current.turns, turn);
        // Written from the updater so two answers arriving together both stay; writing the same
        // list twice (React may call an updater twice in development) changes nothing.
        if (current.userId) writeConversation(current.userId, next);
        return { ...current, turns: next };
      }),
    [],
  );

  const clear = useCallback(
    () =>
      setState((current) => {
        if (current.userId) writeConversation(current.userId, []);
        return { ...current, turns: [] };
      }),
    [],
  );

  return { turns, add, clear };
}
