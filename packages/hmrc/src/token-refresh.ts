import { randomUUID } from 'node:crypto';
import { HmrcOAuthError, HmrcReauthoriseError, HmrcUnavailableError } from './errors';
import type { OAuth } from './oauth';
import type { HmrcTokens, RefreshLease, StoredTokens, TokenStore } from './token-store';
import type { Transport } from './transport';

/**
 * A refresh lease outlasts its owner's token request by this much: time to seal and store the new
 * tokens, and for clocks of different processes to disagree, before another caller may take over.
 */
export const REFRESH_WRITE_MARGIN_MS = 3_000;
/** How often a caller waiting for another's refresh reads the stored tokens again. */
const REFRESH_POLL_MS = 100;

/** New tokens for those stored at `seen.version`, refreshed once among every caller. */
export type RefreshStored = (
  store: TokenStore,
  seen: StoredTokens,
  fraud: Record<string, string>,
) => Promise<HmrcTokens>;

/** The single-flight refresh of a business's stored tokens (decision 0021). */
export function createRefreshStored(transport: Transport, oauth: Pick<OAuth, 'refresh'>): RefreshStored {
  const { now, sleep } = transport;
  // A lapsed lease lets another caller refresh, so the owner's token request must end before it.
  const leaseMs = transport.timeoutMs + REFRESH_WRITE_MARGIN_MS;

  /**
   * New tokens for those stored at `seen.version`, refreshed once among every caller (HMRC's
   * refresh token is single use): the caller that claims the version's lease refreshes; the
   * others read the store again until its tokens are there, taking over only a lapsed lease, and
   * give up as unavailable after a lease's length.
   */
  async function refreshStored(
    store: TokenStore,
    seen: StoredTokens,
    fraud: Record<string, string>,
  ): Promise<HmrcTokens> {
    const giveUpAt = now() + leaseMs + REFRESH_POLL_MS;
    let current = seen;
    for (;;) {
      if (current.version !== seen.version) return current.tokens;
      const at = now();
      if (current.refreshLeaseUntil === null || current.refreshLeaseUntil <= at) {
        const lease = { id: randomUUID(), until: at + leaseMs };
        if (await store.claimRefresh(seen.version, lease, at)) return refreshLeased(store, seen, lease, fraud);
      } else {
        if (at >= giveUpAt) throw new HmrcUnavailableError('timeout');
        await sleep(REFRESH_POLL_MS);
      }
      const again = await store.load();
      if (!again) throw new HmrcReauthoriseError('not-linked');
      current = again;
    }
  }

  /**
   * Refresh under this caller's lease. Only HMRC's `invalid_grant` for our own refresh means the
   * authority is gone; any other failure (our client credentials, HMRC down, a timeout) leaves the
   * tokens for the next call, since the refresh token was then most likely not used.
   */
  async function refreshLeased(
    store: TokenStore,
    seen: StoredTokens,
    lease: RefreshLease,
    fraud: Record<string, string>,
  ): Promise<HmrcTokens> {
    let fresh: HmrcTokens;
    try {
      fresh = await oauth.refresh(seen.tokens.refreshToken, fraud, lease.until - REFRESH_WRITE_MARGIN_MS);
    } catch (err) {
      if (!(err instanceof HmrcOAuthError && err.error === 'invalid_grant')) {
        // Best effort: a lease not given back lapses on its own within seconds.
        await store.releaseRefresh(lease).catch(() => undefined);
        throw err;
      }
      if (!(await store.clear(seen.version, lease))) {
        const again = await store.load();
        if (again && again.version !== seen.version) return again.tokens; // a new sign-in meanwhile
      }
      throw new HmrcReauthoriseError('refresh-failed');
    }
    if (await store.replace(fresh, seen.version)) return fresh;
    const again = await store.load();
    if (!again) throw new HmrcReauthoriseError('not-linked');
    return again.tokens;
  }

  return refreshStored;
}
