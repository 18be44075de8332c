/**
 * For this package's tests: a {@link TokenStore} in memory with the conditions the DynamoDB one
 * has (`functions/hmrc/service.ts` over `hmrcRepository`), so one store shared by several clients
 * stands for one business called from several Lambda instances; and what the tests against the
 * HMRC sandbox emulator share: the client, the fraud prevention headers, HMRC's sign-in pages.
 */
import { LOCAL_CLIENT, type HmrcSandbox } from '@bk/hmrc-sandbox';
import { expect } from 'vitest';
import { createHmrcClient, type HmrcClient } from './client';
import { HmrcApiError } from './errors';
import { fraudHeaders } from './fraud-headers';
import type { HmrcSettings } from './settings';
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

/** The fraud prevention headers of a signed-in user's call, as HMRC's checks accept them; `hashSalt` tells tests apart. */
export function sandboxFraudHeaders(hashSalt: string): Record<string, string> {
  return fraudHeaders({
    deviceId: 'beec798b-b366-47fa-b1f8-92cede14a1ce',
    fingerprint: {
      screen: { width: 1920, height: 1080, scalingFactor: 1, colourDepth: 24 },
      window: { width: 1256, height: 803 },
      timezoneOffsetMinutes: 0,
      clientVersion: '4.17.1',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    },
    clientIp: '198.51.100.7',
    clientPort: 53211,
    receivedAt: new Date(),
    vendorPublicIp: '203.0.113.6',
    userIds: { bookkeeper: 'user-1', 'bookkeeper-email': 'ann@example.com' },
    licenceIds: { bookkeeper: 'licence:user-1' },
    multiFactor: [{ type: 'TOTP', at: new Date(), reference: 'user-1:TOTP' }],
    productName: 'Bookkeeper',
    serverVersion: '0.1.0',
    hashSalt,
  });
}

/** A client of the emulator, with its local OAuth client. */
export function sandboxClient(
  sandbox: HmrcSandbox,
  redirectUri: string,
  settings: Partial<HmrcSettings> = {},
): HmrcClient {
  return createHmrcClient({
    settings: {
      apiBaseUrl: sandbox.url,
      authoriseOrigin: sandbox.url,
      redirectUri,
      sandbox: true,
      credentials: async () => ({ clientId: LOCAL_CLIENT.clientId, clientSecret: LOCAL_CLIENT.clientSecret }),
      ...settings,
    },
  });
}

const hiddenJourney = (html: string) => /name="journey" value="([^"]+)"/.exec(html)?.[1] ?? '';
/** A form posted as a browser would, redirects not followed. */
export const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

function location(response: Response): string {
  const value = response.headers.get('location');
  if (!value) throw new Error('Expected the Location header to be defined');
  return value;
}

/**
 * Follow HMRC's pages as a person would: sign in as the emulator's seed user with User ID and
 * Password, then grant (or deny) authority. Where HMRC sends the browser back.
 */
export async function signInAtHmrc(
  sandbox: HmrcSandbox,
  authoriseUrl: string,
  decision: 'grant' | 'deny' = 'grant',
): Promise<URL> {
  const user = sandbox.seedUser;
  if (!user) throw new Error('Expected the sandbox to have its seed user');
  const signInPage = await fetch(authoriseUrl);
  expect(signInPage.status).toBe(200);
  const signedIn = await postForm(`${sandbox.url}/oauth/authorize/sign-in`, {
    journey: hiddenJourney(await signInPage.text()),
    userId: user.userId,
    password: user.password,
  });
  const grantPage = await fetch(new URL(location(signedIn), sandbox.url));
  const granted = await postForm(`${sandbox.url}/oauth/authorize/grant`, {
    journey: hiddenJourney(await grantPage.text()),
    decision,
  });
  return new URL(location(granted));
}

/** Link as a person would (HMRC's sign-in and grant pages), then the code exchanged for tokens, in a store. */
export async function linkedSandboxStore(
  sandbox: HmrcSandbox,
  client: HmrcClient,
  fraud: Record<string, string>,
  state = 'state',
): Promise<MemoryTokenStore> {
  const back = await signInAtHmrc(sandbox, await client.authoriseUrl(state));
  const code = back.searchParams.get('code');
  if (!code) throw new Error('Expected the code parameter to be defined');
  return memoryTokenStore(await client.exchangeCode(code, fraud));
}

/** The HMRC error a call failed with; the test fails if it did not fail so. */
export async function hmrcFailure(promise: Promise<unknown>): Promise<HmrcApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HmrcApiError);
  return err as HmrcApiError;
}
