import { useSyncExternalStore } from 'react';
import { persisted, storedShape } from '../../lib/local-store';

/**
 * Ids of banners this browser has cleared. Kept in localStorage (SPEC §9 "persisted state:
 * banner messages") so a cleared banner stays hidden after a reload, signed in or not.
 */
const store = persisted<string[]>(
  'bk.clearedBanners',
  storedShape(
    (value): value is string[] =>
      Array.isArray(value) && value.length <= 500 && value.every((id) => typeof id === 'string'),
  ),
  [],
);
let cleared: readonly string[] = store.read();
const listeners = new Set<() => void>();

export function markBannerCleared(id: string): void {
  if (cleared.includes(id)) return;
  cleared = [...cleared, id].slice(-500);
  store.write([...cleared]);
  listeners.forEach((notify) => notify());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClearedBanners(): readonly string[] {
  return useSyncExternalStore(subscribe, () => cleared);
}
