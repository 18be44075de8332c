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
  /** Individual Calculations API version (reference hmrc-itsa §0: 9.0 may not be enabled yet). @default '8.0' */
  calculationsApiVersion?: '8.0' | '9.0';
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
