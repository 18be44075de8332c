/** Tokens as kept for a business (encrypted at rest by the store). */
export interface HmrcTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  expiresAt: number;
  scope: string;
}

/** A business's tokens as stored: `version` counts writes; a refresh lease may be running on it. */
export interface StoredTokens {
  tokens: HmrcTokens;
  version: number;
  /** Epoch ms at which the running refresh lease lapses; null when nobody is refreshing. */
  refreshLeaseUntil: number | null;
}

/** One caller's claim to refresh a stored version: its id, and the epoch ms at which it lapses. */
export interface RefreshLease {
  id: string;
  until: number;
}

/**
 * Where one business's tokens live, shared by every process that calls HMRC for it. HMRC's
 * refresh token is single use, so a refresh is single-flight: one caller claims the stored
 * version's lease and refreshes; the others re-read until its tokens are stored (decision 0021).
 */
export interface TokenStore {
  load(): Promise<StoredTokens | null>;
  /** Take the refresh of `version`: true when nobody wrote since and no other lease runs past `nowMs`. */
  claimRefresh(version: number, lease: RefreshLease, nowMs: number): Promise<boolean>;
  /** Store refreshed tokens and end the lease, if the stored version is still `version`; false when not. */
  replace(tokens: HmrcTokens, version: number): Promise<boolean>;
  /** End this caller's lease without new tokens: the refresh failed, but the authority may stand. */
  releaseRefresh(lease: RefreshLease): Promise<void>;
  /**
   * Forget the tokens (the user must sign in to HMRC again) if they are still those of `version`
   * and this caller holds the lease; false when a new sign-in or another refresh came first.
   */
  clear(version: number, lease: RefreshLease): Promise<boolean>;
}
