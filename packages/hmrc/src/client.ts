import { randomUUID } from 'node:crypto';
import { HmrcOAuthError, HmrcReauthoriseError, HmrcUnavailableError, hmrcApiError } from './errors';
import type {
  CheckVrnResult,
  FinancialDetails,
  Liability,
  Obligation,
  ObligationQuery,
  Payment,
  Penalties,
  SubmitReturnResult,
  VatReturn,
  VatReturnBody,
} from './types';

/** Where HMRC is and who we are to it (functions/shared/config.ts builds this per stage). */
export interface HmrcSettings {
  /** API origin: `https://test-api.service.hmrc.gov.uk`, production, or the local emulator. */
  apiBaseUrl: string;
  /** Origin serving the browser page `/oauth/authorize`. */
  authoriseOrigin: string;
  /** Our redirect URI, exactly as registered with HMRC. */
  redirectUri: string;
  /** Sandbox (HMRC's or the emulator): only then is Gov-Test-Scenario sent. */
  sandbox: boolean;
  /** The OAuth client id and secret (read lazily: Secrets Manager in AWS). */
  credentials: () => Promise<{ clientId: string; clientSecret: string }>;
  /** Give up on one HMRC request after this long (a call may take up to four: refresh, call, refresh, call). @default 6000 */
  timeoutMs?: number;
  /** Retries after HMRC's 429 (MESSAGE_THROTTLED_OUT), each waiting Retry-After. @default 2 */
  maxThrottleRetries?: number;
  /** Longest single wait after a 429, in ms. @default 2000 */
  maxThrottleWaitMs?: number;
}

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

/** Per-call extras: fraud prevention headers, and a Gov-Test-Scenario (sandbox only). */
export interface CallOptions {
  fraudHeaders: Record<string, string>;
  govTestScenario?: string | undefined;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HmrcClientDeps {
  settings: HmrcSettings;
  fetch?: FetchLike;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const SCOPE = 'read:vat write:vat';
/** Refresh this long before the access token's expiry. */
const REFRESH_MARGIN_MS = 60_000;
/**
 * A refresh lease outlasts its owner's token request by this much: time to seal and store the new
 * tokens, and for clocks of different processes to disagree, before another caller may take over.
 */
export const REFRESH_WRITE_MARGIN_MS = 3_000;
/** How often a caller waiting for another's refresh reads the stored tokens again. */
const REFRESH_POLL_MS = 100;
const VAT_ACCEPT = 'application/vnd.hmrc.1.0+json';
const CHECK_VRN_ACCEPT = 'application/vnd.hmrc.2.0+json';

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * HMRC's OAuth 2.0 and VAT (MTD) API 1.0 (reference README §2, §4, §11). One client per
 * process; the VAT calls take the business's {@link TokenStore}.
 */
export function createHmrcClient(deps: HmrcClientDeps) {
  const { settings } = deps;
  const doFetch: FetchLike = deps.fetch ?? ((url, init) => fetch(url, init));
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const timeoutMs = settings.timeoutMs ?? 6_000;
  const maxRetries = settings.maxThrottleRetries ?? 2;
  const maxWait = settings.maxThrottleWaitMs ?? 2_000;
  const base = settings.apiBaseUrl.replace(/\/+$/, '');
  // A lapsed lease lets another caller refresh, so the owner's token request must end before it.
  const leaseMs = timeoutMs + REFRESH_WRITE_MARGIN_MS;

  /** One HTTP exchange with timeout and bounded back-off on 429, all of it before `deadline` (epoch ms). */
  async function send(url: string, init: RequestInit, deadline = Infinity): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const left = deadline - now();
      if (left <= 0) throw new HmrcUnavailableError('timeout');
      let response: Response;
      try {
        response = await doFetch(url, { ...init, signal: AbortSignal.timeout(Math.min(timeoutMs, left)) });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new HmrcUnavailableError(timedOut ? 'timeout' : 'network', null, { cause: err });
      }
      const text = await response.text().catch(() => '');
      let body: unknown = undefined;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'), maxWait);
        if (attempt >= maxRetries || now() + wait >= deadline) throw new HmrcUnavailableError('throttled', 429);
        await sleep(wait);
        continue;
      }
      return { status: response.status, body, headers: response.headers };
    }
  }

  function scenarioHeader(options: CallOptions): Record<string, string> {
    return settings.sandbox && options.govTestScenario ? { 'Gov-Test-Scenario': options.govTestScenario } : {};
  }

  // ---- OAuth ----

  async function tokenRequest(
    form: Record<string, string>,
    fraud: Record<string, string>,
    deadline?: number,
  ): Promise<HmrcTokens> {
    const { clientId, clientSecret } = await settings.credentials();
    const answer = await send(
      `${base}/oauth/token`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...fraud },
        body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }).toString(),
      },
      deadline,
    );
    const b = (answer.body ?? {}) as Record<string, unknown>;
    const correlationId = answer.headers.get('x-correlationid');
    if (answer.status >= 500) throw new HmrcUnavailableError('server', answer.status, { correlationId });
    if (answer.status !== 200) {
      throw new HmrcOAuthError(
        answer.status,
        typeof b.error === 'string' ? b.error : 'unknown',
        typeof b.error_description === 'string' ? b.error_description : null,
        { grantType: form.grant_type ?? null, correlationId },
      );
    }
    if (typeof b.access_token !== 'string' || typeof b.expires_in !== 'number')
      throw new HmrcUnavailableError('server', answer.status, { correlationId });
    return {
      accessToken: b.access_token,
      refreshToken: typeof b.refresh_token === 'string' ? b.refresh_token : '',
      expiresAt: now() + b.expires_in * 1000,
      scope: typeof b.scope === 'string' ? b.scope : SCOPE,
    };
  }

  /** HMRC's sign-in page address for a fresh `state` (README §2.2). */
  async function authoriseUrl(state: string): Promise<string> {
    const { clientId } = await settings.credentials();
    const url = new URL('/oauth/authorize', settings.authoriseOrigin);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      scope: SCOPE,
      state,
      redirect_uri: settings.redirectUri,
    }).toString();
    return url.toString();
  }

  /** Exchange the code from HMRC's redirect for tokens (README §2.4). */
  function exchangeCode(code: string, fraud: Record<string, string> = {}): Promise<HmrcTokens> {
    return tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: settings.redirectUri }, fraud);
  }

  /** Use a refresh token (single use) for new tokens (README §2.6), answered before `deadline` (epoch ms). */
  function refresh(refreshToken: string, fraud: Record<string, string> = {}, deadline?: number): Promise<HmrcTokens> {
    return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, fraud, deadline);
  }

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
      fresh = await refresh(seen.tokens.refreshToken, fraud, lease.until - REFRESH_WRITE_MARGIN_MS);
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

  /** A user-restricted call: refresh before expiry, and once more after a 401. */
  async function userCall(
    store: TokenStore,
    path: string,
    init: RequestInit,
    options: CallOptions,
    accept = VAT_ACCEPT,
  ): Promise<Answer> {
    let current = await store.load();
    if (!current) throw new HmrcReauthoriseError('not-linked');
    let tokens = current.tokens;
    if (tokens.expiresAt - REFRESH_MARGIN_MS <= now())
      tokens = await refreshStored(store, current, options.fraudHeaders);
    const call = (token: string) =>
      send(`${base}${path}`, {
        ...init,
        headers: {
          Accept: accept,
          Authorization: `Bearer ${token}`,
          ...(init.headers as Record<string, string> | undefined),
          ...options.fraudHeaders,
          ...scenarioHeader(options),
        },
      });
    let answer = await call(tokens.accessToken);
    if (answer.status === 401) {
      current = await store.load();
      if (!current) throw new HmrcReauthoriseError('not-linked');
      tokens =
        current.tokens.accessToken !== tokens.accessToken
          ? current.tokens
          : await refreshStored(store, current, options.fraudHeaders);
      answer = await call(tokens.accessToken);
      // The tokens stay: only HMRC refusing a refresh proves the authority gone; the next call refreshes again.
      if (answer.status === 401) throw new HmrcReauthoriseError('invalid-credentials');
    }
    return answer;
  }

  function fail(answer: Answer): never {
    const correlationId = answer.headers.get('x-correlationid');
    if (answer.status >= 500) throw new HmrcUnavailableError('server', answer.status, { correlationId });
    throw hmrcApiError(answer.status, answer.body, correlationId);
  }

  const vatPath = (vrn: string, rest: string) => `/organisations/vat/${encodeURIComponent(vrn)}/${rest}`;
  const query = (params: Record<string, string | undefined>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, v);
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  const get = (store: TokenStore, path: string, options: CallOptions) =>
    userCall(store, path, { method: 'GET' }, options);

  // ---- Application-restricted token (check a VAT number) ----
  let appToken: { token: string; expiresAt: number } | null = null;
  async function applicationToken(): Promise<string> {
    if (appToken && appToken.expiresAt - REFRESH_MARGIN_MS > now()) return appToken.token;
    const t = await tokenRequest({ grant_type: 'client_credentials', scope: 'read:vat' }, {});
    appToken = { token: t.accessToken, expiresAt: t.expiresAt };
    return t.accessToken;
  }

  return {
    authoriseUrl,
    exchangeCode,
    refresh,

    /** GET obligations (README §4.1); HMRC's 404 NOT_FOUND means none. */
    async obligations(store: TokenStore, vrn: string, q: ObligationQuery, options: CallOptions): Promise<Obligation[]> {
      const answer = await get(
        store,
        vatPath(vrn, 'obligations') + query({ from: q.from, to: q.to, status: q.status }),
        options,
      );
      if (answer.status === 200) return (answer.body as { obligations?: Obligation[] }).obligations ?? [];
      if (answer.status === 404 && codesOf(answer).includes('NOT_FOUND')) return [];
      return fail(answer);
    },

    /** GET liabilities (README §4.4); HMRC answers 404 NOT_FOUND when there are none. */
    async liabilities(
      store: TokenStore,
      vrn: string,
      q: { from: string; to: string },
      options: CallOptions,
    ): Promise<Liability[]> {
      const answer = await get(store, vatPath(vrn, 'liabilities') + query(q), options);
      if (answer.status === 200) return (answer.body as { liabilities?: Liability[] }).liabilities ?? [];
      if (answer.status === 404 && codesOf(answer).includes('NOT_FOUND')) return [];
      return fail(answer);
    },

    /** GET payments (README §4.5); 404 NOT_FOUND means none. */
    async payments(
      store: TokenStore,
      vrn: string,
      q: { from: string; to: string },
      options: CallOptions,
    ): Promise<Payment[]> {
      const answer = await get(store, vatPath(vrn, 'payments') + query(q), options);
      if (answer.status === 200) return (answer.body as { payments?: Payment[] }).payments ?? [];
      if (answer.status === 404 && codesOf(answer).includes('NOT_FOUND')) return [];
      return fail(answer);
    },

    /** GET penalties (README §4.6); `{}` when there are none. */
    async penalties(store: TokenStore, vrn: string, options: CallOptions): Promise<Penalties> {
      const answer = await get(store, vatPath(vrn, 'penalties'), options);
      if (answer.status === 200) return (answer.body ?? {}) as Penalties;
      return fail(answer);
    },

    /** GET financial details of a penalty charge reference (README §4.7). */
    async financialDetails(
      store: TokenStore,
      vrn: string,
      chargeReference: string,
      options: CallOptions,
    ): Promise<FinancialDetails> {
      const answer = await get(
        store,
        vatPath(vrn, `financial-details/${encodeURIComponent(chargeReference)}`),
        options,
      );
      if (answer.status === 200) return (answer.body ?? {}) as FinancialDetails;
      return fail(answer);
    },

    /** GET a submitted return (README §4.3); null when HMRC has none for the period (empty 404). */
    async viewReturn(
      store: TokenStore,
      vrn: string,
      periodKey: string,
      options: CallOptions,
    ): Promise<VatReturn | null> {
      const answer = await get(store, vatPath(vrn, `returns/${encodeURIComponent(periodKey)}`), options);
      if (answer.status === 200) return answer.body as VatReturn;
      if (answer.status === 404 && codesOf(answer).length === 0) return null;
      return fail(answer);
    },

    /** POST a return (README §4.2), with HMRC's receipt headers. */
    async submitReturn(
      store: TokenStore,
      vrn: string,
      body: VatReturnBody,
      options: CallOptions,
    ): Promise<SubmitReturnResult> {
      const answer = await userCall(
        store,
        vatPath(vrn, 'returns'),
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        options,
      );
      if (answer.status !== 201) return fail(answer);
      const b = (answer.body ?? {}) as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' ? v : null);
      return {
        processingDate: str(b.processingDate) ?? new Date(now()).toISOString(),
        formBundleNumber: str(b.formBundleNumber) ?? '',
        paymentIndicator: str(b.paymentIndicator),
        chargeRefNumber: str(b.chargeRefNumber),
        receiptId: answer.headers.get('receipt-id'),
        receiptTimestamp: answer.headers.get('receipt-timestamp'),
        correlationId: answer.headers.get('x-correlationid'),
      };
    },

    /** Check a UK VAT number (README §11) with an application token; unknown numbers are not valid. */
    async checkVrn(vrn: string, fraud: Record<string, string>): Promise<CheckVrnResult> {
      const path = `/organisations/vat/check-vat-number/lookup/${encodeURIComponent(vrn)}`;
      const call = async () =>
        send(`${base}${path}`, {
          method: 'GET',
          headers: { Accept: CHECK_VRN_ACCEPT, Authorization: `Bearer ${await applicationToken()}`, ...fraud },
        });
      let answer = await call();
      if (answer.status === 401) {
        appToken = null;
        answer = await call();
      }
      if (answer.status === 200) {
        const target = (answer.body as { target?: { name?: string; address?: { line1?: string; postcode?: string } } })
          .target;
        return {
          validVrn: true,
          name: target?.name ?? null,
          address: { line1: target?.address?.line1 ?? null, postcode: target?.address?.postcode ?? null },
        };
      }
      if (answer.status === 404 || (answer.status === 400 && codesOf(answer).includes('INVALID_REQUEST')))
        return { validVrn: false, name: null, address: null };
      return fail(answer);
    },
  };
}

export type HmrcClient = ReturnType<typeof createHmrcClient>;

function codesOf(answer: Answer): string[] {
  return hmrcApiError(answer.status, answer.body, null).codes as string[];
}

/** Milliseconds to wait from a Retry-After header (seconds or HTTP date), bounded; 1 s when absent. */
export function retryAfterMs(header: string | null, maxMs: number, nowMs = Date.now()): number {
  let ms = 1000;
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) ms = seconds * 1000;
    else {
      const at = Date.parse(header);
      if (Number.isFinite(at)) ms = at - nowMs;
    }
  }
  return Math.min(Math.max(ms, 0), maxMs);
}
