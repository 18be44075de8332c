/**
 * For this package's tests: a {@link TokenStore} in memory with the conditions the DynamoDB one
 * has (`functions/hmrc/service.ts` over `hmrcRepository`), so one store shared by several clients
 * stands for one business called from several Lambda instances.
 */
import type { HmrcTokens, RefreshLease, TokenStore } from './token-store';

export interface MemoryTokenStore extends TokenStore {
  /** Whether `clear` forgot the tokens. */
  readonly cleared: boolean;
  /** The tokens now stored, or null. */
  current(): HmrcTokens | null;
  /** The refresh lease now held, or null. */
  lease(): RefreshLease | null;
  /** Another process's refresh lease on the stored version, as one left by a crashed caller. */
  holdLease(lease: RefreshLease): void;
}

/** A store holding `initial` at version 1 (nothing when null). */
export function memoryTokenStore(initial: HmrcTokens | null): MemoryTokenStore {
  let state: { tokens: HmrcTokens; version: number; lease: RefreshLease | null } | null = initial
    ? { tokens: initial, version: 1, lease: null }
    : null;
  let cleared = false;
  return {
    get cleared() {
      return cleared;
    },
    current: () => state?.tokens ?? null,
    lease: () => state?.lease ?? null,
    holdLease(lease) {
      if (state) state.lease = lease;
    },
    async load() {
      return state
        ? { tokens: state.tokens, version: state.version, refreshLeaseUntil: state.lease?.until ?? null }
        : null;
    },
    async claimRefresh(version, lease, nowMs) {
      if (!state || state.version !== version || (state.lease && state.lease.until > nowMs)) return false;
      state.lease = lease;
      return true;
    },
    async replace(tokens, version) {
      if (!state || state.version !== version) return false;
      state = { tokens, version: version + 1, lease: null };
      return true;
    },
    async releaseRefresh(lease) {
      if (state?.lease?.id === lease.id) state.lease = null;
    },
    async clear(version, lease) {
      if (!state || state.version !== version || state.lease?.id !== lease.id) return false;
      state = null;
      cleared = true;
      return true;
    },
  };
}
