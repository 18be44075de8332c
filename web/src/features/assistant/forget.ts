/**
 * The conversation with the help assistant is kept for the browser tab (sessionStorage), one entry
 * per signed-in user under this prefix. This module is all the shell needs of the feature while
 * nobody is signed in, so it imports nothing (decision 0066).
 */
export const CONVERSATION_KEY_PREFIX = 'bk.assistant.';

/** Forget every conversation kept in this tab: the person has signed out. */
export function forgetConversations(storage: Storage | undefined = sessionStorageOrNone()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(CONVERSATION_KEY_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Storage disabled (some private modes): there is nothing kept to forget.
  }
}

/** The tab's sessionStorage, or none where reading it throws (storage disabled). */
export function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
