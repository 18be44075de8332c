import { LOCAL_CLIENT } from '@bk/hmrc-sandbox';
import { inject } from 'vitest';

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
  const res = await fetch(`${base}/create-test-user/organisations`, {
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

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
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
  const grant = await fetch(new URL(signedIn.headers.get('location')!, base));
  const granted = await fetch(
    `${base}/oauth/authorize/grant`,
    form({ journey: hiddenJourney(await grant.text()), decision: 'grant' }),
  );
  return new URL(granted.headers.get('location')!);
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
  const login = await api(baseUrl, token, 'GET', '/hmrc/login');
  const back = await signInAtHmrc(login.url as string, user);
  const details = await api(baseUrl, token, 'POST', '/hmrc/auth', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
  if (details.loggedIn !== true) throw new Error('HMRC link failed');
  await api(baseUrl, token, 'PATCH', '/hmrc/vrn', { vrn: user.vrn });
  return user;
}
