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

/**
 * Where one business's tokens live. `replace` is conditional on the version that was read, so
 * two concurrent refreshes cannot both win (HMRC refresh tokens are single use).
 */
export interface TokenStore {
  load(): Promise<{ tokens: HmrcTokens; version: number } | null>;
  /** Store new tokens if the stored version is still `version`; false when someone else refreshed first. */
  replace(tokens: HmrcTokens, version: number): Promise<boolean>;
  /** Forget the tokens (the user must sign in to HMRC again). */
  clear(): Promise<void>;
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

  /** One HTTP exchange with timeout and bounded back-off on 429. */
  async function send(url: string, init: RequestInit): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
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
        if (attempt >= maxRetries) throw new HmrcUnavailableError('throttled', 429);
        await sleep(retryAfterMs(response.headers.get('retry-after'), maxWait));
        continue;
      }
      return { status: response.status, body, headers: response.headers };
    }
  }

  function scenarioHeader(options: CallOptions): Record<string, string> {
    return settings.sandbox && options.govTestScenario ? { 'Gov-Test-Scenario': options.govTestScenario } : {};
  }

  // ---- OAuth ----

  async function tokenRequest(form: Record<string, string>, fraud: Record<string, string>): Promise<HmrcTokens> {
    const { clientId, clientSecret } = await settings.credentials();
    const answer = await send(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...fraud },
      body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }).toString(),
    });
    const b = (answer.body ?? {}) as Record<string, unknown>;
    if (answer.status >= 500) throw new HmrcUnavailableError('server', answer.status);
    if (answer.status !== 200) {
      throw new HmrcOAuthError(
        answer.status,
        typeof b.error === 'string' ? b.error : 'unknown',
        typeof b.error_description === 'string' ? b.error_description : null,
      );
    }
    if (typeof b.access_token !== 'string' || typeof b.expires_in !== 'number')
      throw new HmrcUnavailableError('server', answer.status);
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

  /** Use a refresh token (single use) for new tokens (README §2.6). */
  function refresh(refreshToken: string, fraud: Record<string, string> = {}): Promise<HmrcTokens> {
    return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, fraud);
  }

  /**
   * Refresh the stored tokens read at `version`. When another request refreshed first, use
   * theirs; when HMRC refuses the refresh token, forget the tokens and ask for sign-in again.
   */
  async function refreshStored(
    store: TokenStore,
    current: { tokens: HmrcTokens; version: number },
    fraud: Record<string, string>,
  ): Promise<HmrcTokens> {
    let fresh: HmrcTokens;
    try {
      fresh = await refresh(current.tokens.refreshToken, fraud);
    } catch (err) {
      if (err instanceof HmrcOAuthError) {
        const again = await store.load();
        if (again && again.version !== current.version) return again.tokens; // someone else refreshed
        await store.clear();
        throw new HmrcReauthoriseError('refresh-failed');
      }
      throw err;
    }
    if (await store.replace(fresh, current.version)) return fresh;
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
      if (answer.status === 401) {
        await store.clear();
        throw new HmrcReauthoriseError('invalid-credentials');
      }
    }
    return answer;
  }

  function fail(answer: Answer): never {
    if (answer.status >= 500) throw new HmrcUnavailableError('server', answer.status);
    throw hmrcApiError(answer.status, answer.body, answer.headers.get('x-correlationid'));
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
