import { LOCAL_CLIENT, type FaultSettings } from '@bk/hmrc-sandbox';
import { inject } from 'vitest';
import { api } from './api-client';
import { gatewayTransport } from './api-transports';

/**
 * Link a business to HMRC on the shared local stack through the product's own routes
 * (`hmrc/login`, the emulator's sign-in and grant pages, `hmrc/auth`, `hmrc/vrn`), with a NEW
 * emulator test user (its own VRN), so obligations are not changed by other tests' filings.
 * The session `token` must have the VAT-enabled business selected.
 */

/** The stack's HMRC emulator. */
export const hmrcUrl = (): string => {
  const url = inject('stackEnv').HMRC_API_BASE_URL;
  if (!url) throw new Error('the stack runs without its HMRC emulator');
  return url;
};

const hiddenJourney = (html: string) => /name="journey" value="([^"]+)"/.exec(html)?.[1] ?? '';
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

export interface HmrcTestUser {
  userId: string;
  password: string;
  vrn: string;
}

/**
 * A request of the test itself to the emulator, sent again after HMRC's 429 (Retry-After): the
 * emulator keeps HMRC's rate limit on, and its application-wide budget is shared by every test file.
 */
async function fetchAsHmrcAllows(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, init);
    if (res.status !== 429 || attempt >= 5) return res;
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

/**
 * Latency and faults of the stack's emulator for one test user's requests (or, without `userId`,
 * every other request) from now on; settings naming only the user remove theirs (`PUT /_emulator/faults`).
 */
export async function setHmrcFaults(settings: FaultSettings): Promise<void> {
  const res = await fetch(`${hmrcUrl()}/_emulator/faults`, { method: 'PUT', body: JSON.stringify(settings) });
  if (!res.ok) throw new Error(`emulator faults: ${res.status} ${await res.text()}`);
}

/** How many faults the stack's emulator injected into one test user's requests so far. */
export async function hmrcFaultsInjected(
  userId: string,
): Promise<{ throttle: number; server: number; afterHandling: number }> {
  const res = await fetch(`${hmrcUrl()}/_emulator/faults`);
  const { injected } = (await res.json()) as {
    injected: { userId: string | null; throttle: number; server: number; afterHandling: number }[];
  };
  const mine = injected.find((c) => c.userId === userId);
  return { throttle: mine?.throttle ?? 0, server: mine?.server ?? 0, afterHandling: mine?.afterHandling ?? 0 };
}

/** The returns the stack's emulator holds as filed for a VRN, oldest first. */
export async function hmrcFiledReturns(vrn: string): Promise<{ periodKey: string; received: string }[]> {
  const res = await fetch(`${hmrcUrl()}/_emulator/returns/${vrn}`);
  if (!res.ok) throw new Error(`emulator returns: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { returns: { periodKey: string; received: string }[] }).returns;
}

/** An application token (client credentials) of the product's local application at the emulator. */
export async function hmrcApplicationToken(): Promise<string> {
  const tokenRes = await fetch(
    `${hmrcUrl()}/oauth/token`,
    form({
      grant_type: 'client_credentials',
      client_id: LOCAL_CLIENT.clientId,
      client_secret: LOCAL_CLIENT.clientSecret,
    }),
  );
  return ((await tokenRes.json()) as { access_token: string }).access_token;
}

/** A new organisation test user enrolled for MTD VAT (Create Test User API). */
export async function createHmrcTestUser(): Promise<HmrcTestUser> {
  const base = hmrcUrl();
  const access_token = await hmrcApplicationToken();
  const res = await fetchAsHmrcAllows(`${base}/create-test-user/organisations`, {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.hmrc.1.0+json',
      Authorization: `Bearer ${access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ serviceNames: ['mtd-vat'] }),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`create-test-user answered ${res.status}`);
  return (await res.json()) as HmrcTestUser;
}

/** Where a redirect points, resolved against `base`. */
function locationOf(res: Response, base: string): URL {
  const location = res.headers.get('location');
  if (!location) throw new Error(`${res.url} answered ${res.status} without a redirect`);
  return new URL(location, base);
}

/** A query parameter HMRC's redirect back must carry. */
function redirectParam(back: URL, name: string): string {
  const value = back.searchParams.get(name);
  if (!value) throw new Error(`HMRC's redirect back has no ${name}: ${back.href}`);
  return value;
}

/**
 * Sign in at the emulator's pages as `user` and grant authority, as a person does; answers HMRC's
 * redirect back (with `code` and `state`). `base` is the emulator (default: the stack's).
 */
export async function signInAtHmrc(
  url: string,
  user: { userId: string; password: string },
  base: string = hmrcUrl(),
): Promise<URL> {
  const page = await fetch(url);
  const signedIn = await fetch(
    `${base}/oauth/authorize/sign-in`,
    form({ journey: hiddenJourney(await page.text()), userId: user.userId, password: user.password }),
  );
  const grant = await fetch(locationOf(signedIn, base));
  const granted = await fetch(
    `${base}/oauth/authorize/grant`,
    form({ journey: hiddenJourney(await grant.text()), decision: 'grant' }),
  );
  return locationOf(granted, base);
}

/**
 * A control of the stack's HMRC emulator (`POST /_local/hmrc/<action>?<query>`: expire or revoke a
 * test user's tokens, slow the token endpoint, list its requests, ...); answers the control's JSON.
 */
export async function stackHmrcControl(
  baseUrl: string,
  action: string,
  query: Record<string, string> = {},
): Promise<unknown> {
  const res = await fetch(`${baseUrl}/_local/hmrc/${action}?${new URLSearchParams(query).toString()}`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`${action}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Link the session's business to a new HMRC test user and confirm its VRN. */
export async function linkBusinessToHmrc(baseUrl: string, token: string): Promise<HmrcTestUser> {
  const user = await createHmrcTestUser();
  const client = api(token, { transport: gatewayTransport(baseUrl) });
  const login = await client.ok('hmrcLogin');
  const back = await signInAtHmrc(login.url, user);
  const details = await client.ok('hmrcAuth', {
    body: { code: redirectParam(back, 'code'), state: redirectParam(back, 'state') },
  });
  if (!details.loggedIn) throw new Error('HMRC link failed');
  await client.ok('hmrcVrn', { body: { vrn: user.vrn } });
  return user;
}
