/**
 * Helpers for the emulator's own tests: the authorisation journey by plain HTTP (as a browser
 * would post the forms) and authorised API calls.
 */
import { LOCAL_CLIENT, LOCAL_SEED_USER, type SeedUser } from './options';
import type { HmrcSandbox } from './index';
import { defined } from './defined';

export const REDIRECT_URI = 'http://localhost:3000/app/';
export const ACCEPT_1 = 'application/vnd.hmrc.1.0+json';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export function authorizeUrl(base: string, params: Record<string, string> = {}): string {
  const url = new URL('/oauth/authorize', base);
  const defaults = {
    response_type: 'code',
    client_id: LOCAL_CLIENT.clientId,
    redirect_uri: REDIRECT_URI,
    scope: 'read:vat write:vat',
    state: 'state-123',
  };
  for (const [key, value] of Object.entries({ ...defaults, ...params })) url.searchParams.set(key, value);
  return url.toString();
}

export const journeyOf = (html: string): string =>
  defined(/name="journey" value="([^"]+)"/.exec(html)?.[1], 'the journey field of the page');

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** Sign in and press a button on the grant page; returns the redirect to the application. */
export async function authorise(
  sandbox: HmrcSandbox,
  options: { user?: SeedUser; decision?: 'grant' | 'deny'; params?: Record<string, string> } = {},
): Promise<URL> {
  const user = options.user ?? LOCAL_SEED_USER;
  const signInPage = await fetch(authorizeUrl(sandbox.url, options.params));
  const journey = journeyOf(await signInPage.text());
  const signedIn = await fetch(
    `${sandbox.url}/oauth/authorize/sign-in`,
    form({ journey, userId: user.userId, password: user.password }),
  );
  const grantPage = await fetch(
    new URL(defined(signedIn.headers.get('location'), 'the redirect after signing in'), sandbox.url),
  );
  const grantJourney = journeyOf(await grantPage.text());
  const granted = await fetch(
    `${sandbox.url}/oauth/authorize/grant`,
    form({ journey: grantJourney, decision: options.decision ?? 'grant' }),
  );
  return new URL(defined(granted.headers.get('location'), 'the redirect from the grant page'));
}

export async function postToken(sandbox: HmrcSandbox, fields: Record<string, string>): Promise<Response> {
  return fetch(`${sandbox.url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function tokensFor(sandbox: HmrcSandbox, user?: SeedUser, scope?: string): Promise<Tokens> {
  const redirect = await authorise(sandbox, { user, params: scope ? { scope } : {} });
  const response = await postToken(sandbox, {
    grant_type: 'authorization_code',
    client_id: LOCAL_CLIENT.clientId,
    client_secret: LOCAL_CLIENT.clientSecret,
    redirect_uri: REDIRECT_URI,
    code: defined(redirect.searchParams.get('code'), 'the code in the redirect'),
  });
  return (await response.json()) as Tokens;
}

export async function applicationToken(sandbox: HmrcSandbox): Promise<string> {
  const response = await postToken(sandbox, {
    grant_type: 'client_credentials',
    client_id: LOCAL_CLIENT.clientId,
    client_secret: LOCAL_CLIENT.clientSecret,
  });
  return ((await response.json()) as Tokens).access_token;
}

export interface CallOptions {
  token: string;
  method?: string;
  scenario?: string;
  body?: string;
  accept?: string;
  headers?: Record<string, string>;
}

export async function call(sandbox: HmrcSandbox, path: string, options: CallOptions): Promise<Response> {
  return fetch(`${sandbox.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      Accept: options.accept ?? ACCEPT_1,
      Authorization: `Bearer ${options.token}`,
      ...(options.scenario ? { 'Gov-Test-Scenario': options.scenario } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body,
  });
}
