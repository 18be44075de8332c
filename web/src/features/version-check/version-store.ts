import { useSyncExternalStore } from 'react';
import { persisted, storedShape } from '../../lib/local-store';

/**
 * SPEC §4 Version check and §9 "persisted state: version": the version this page was loaded
 * with, the last version the user dismissed, and whether the update modal is showing.
 */
/** This build's own version, also written into version.json (web/vite-plugin-version.ts). */
const BUILD_VERSION: string = __APP_VERSION__;

interface Stored {
  loaded: string | null;
  dismissed: string | null;
}
const textOrNull = (value: unknown) => value === null || typeof value === 'string';
const Stored = storedShape(
  (value): value is Stored =>
    typeof value === 'object' &&
    value !== null &&
    'loaded' in value &&
    'dismissed' in value &&
    textOrNull(value.loaded) &&
    textOrNull(value.dismissed),
);
const store = persisted<Stored>('bk.version', Stored, { loaded: null, dismissed: null });

interface VersionState {
  /** The deployed version the modal offers, or null when it is hidden. */
  readonly offered: string | null;
}

let state: VersionState = { offered: null };
const listeners = new Set<() => void>();

function publish(next: VersionState): void {
  state = next;
  listeners.forEach((notify) => notify());
}

/** The code running now is this build, so this is the version "loaded" (called at start-up). */
export function recordLoadedVersion(): void {
  store.write({ ...store.read(), loaded: BUILD_VERSION });
}

/** Compare the deployed version with the loaded one; offer a refresh unless dismissed. */
export function considerDeployedVersion(deployed: string): void {
  // Compared with this page's own build, not the stored value: another tab may have stored a newer one.
  const { dismissed } = store.read();
  const isNewer = deployed !== BUILD_VERSION;
  if (isNewer && deployed !== dismissed && state.offered !== deployed) publish({ offered: deployed });
}

/** Dismiss remembers the version, so the modal does not come back for it. */
export function dismissOfferedVersion(): void {
  if (state.offered === null) return;
  store.write({ ...store.read(), dismissed: state.offered });
  publish({ offered: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfferedVersion(): string | null {
  return useSyncExternalStore(subscribe, () => state.offered);
}
