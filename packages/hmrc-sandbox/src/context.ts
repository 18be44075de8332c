/** What every handler gets: the state, the resolved options and the short-lived sign-in journeys. */
import type { FaultInjector } from './faults';
import type { FeedbackLog } from './fph/feedback';
import type { ResolvedOptions } from './options';
import type { SandboxState } from './state';

export interface Journey {
  clientId: string;
  redirectUri: string;
  scope: string[];
  state: string | null;
  codeChallenge: string | null;
  /** Set once the test user has signed in. */
  userId: string | null;
  expiresAt: number;
}

/**
 * An HMRC failure to simulate on the next submission: answer `status` (a 5xx) either before filing
 * (`afterStoring` false: nothing filed) or after filing the return (true: filed, but the answer
 * says otherwise: the uncertain outcome a client must settle by reading the return back).
 */
export interface ReturnFault {
  status: number;
  afterStoring: boolean;
}

/** One request to /oauth/token, as the emulator's test API reports it (no tokens, no secrets). */
export interface TokenRequest {
  /** The form's `grant_type` (null when missing). */
  grantType: string | null;
  /** The test user whose code or refresh token was sent (used or not), or null. */
  userId: string | null;
  /** The HTTP status answered. */
  status: number;
}

export interface SandboxContext {
  state: SandboxState;
  options: ResolvedOptions;
  journeys: Map<string, Journey>;
  /** Fraud prevention headers of the latest VAT API requests, for validation-feedback. */
  feedback: FeedbackLog;
  /** Accepted API request times per application and user, for the rate limit. */
  requestTimes: Map<string, number[]>;
  /** Latency and faults injected on server-to-server endpoints (faults.ts). */
  faults: FaultInjector;
  /** A fault for the next VAT return submitted per VRN (HmrcSandbox.failNextReturn), used once. */
  returnFaults: Map<string, ReturnFault>;
  /** A delay for the next VAT return submitted per VRN (HmrcSandbox.slowNextReturn), used once. */
  returnDelays: Map<string, number>;
  /**
   * Latency of /oauth/token (HmrcSandbox.delayTokenEndpoint): every request, or only those naming
   * one test user's code or refresh token; null for none.
   */
  tokenLatency: { ms: number; userId?: string } | null;
  /** The latest token requests, oldest first (HmrcSandbox.tokenRequests). */
  tokenRequests: TokenRequest[];
  nowMs(): number;
}

/** Scopes an application may ask for in this emulator. */
export const KNOWN_SCOPES = new Set([
  'read:vat',
  'write:vat',
  'read:self-assessment',
  'write:self-assessment',
  'hello',
]);
