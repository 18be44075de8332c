import type { HmrcClient } from './hmrc-target';

/** A test user of HMRC's sandbox: what signing in to HMRC asks for, and the VAT number it holds. */
export interface HmrcTestUser {
  userId: string;
  password: string;
  vrn: string;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** HMRC refused a step of making a test user; the message carries HMRC's status and code. */
export class HmrcTestUserError extends Error {
  override readonly name = 'HmrcTestUserError';
}

async function failure(step: string, res: Response, hint: string): Promise<HmrcTestUserError> {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const code = body?.['code'] ?? body?.['error'];
  const detail = body?.['message'] ?? body?.['error_description'];
  const said = [code, detail].filter((x) => typeof x === 'string' && x !== '').join(': ');
  return new HmrcTestUserError(`HMRC answered ${res.status} to ${step}${said ? ` (${said})` : ''}. ${hint}`);
}

/**
 * The two requests of HMRC's Create Test User API (docs/hmrc.md): an application-restricted
 * token by the client credentials grant, then `POST /create-test-user/organisations` for an
 * organisation enrolled for MTD VAT (`serviceNames: ["mtd-vat"]`).
 */
export function testUserRequests(apiBaseUrl: string, client: HmrcClient) {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return {
    token: {
      url: `${base}/oauth/token`,
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }).toString(),
      },
    },
    create: (accessToken: string) => ({
      url: `${base}/create-test-user/organisations`,
      init: {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/vnd.hmrc.1.0+json',
          Authorization: `Bearer ${accessToken}`,
        },
        body: JSON.stringify({ serviceNames: ['mtd-vat'] }),
      },
    }),
  };
}

/**
 * Make an organisation test user of HMRC's sandbox, enrolled for MTD VAT, with the developer's
 * application; `fetch` is injected so tests need no network.
 */
export async function createHmrcTestUser(
  apiBaseUrl: string,
  client: HmrcClient,
  fetcher: Fetch = fetch,
): Promise<HmrcTestUser> {
  const requests = testUserRequests(apiBaseUrl, client);
  const tokenRes = await fetcher(requests.token.url, requests.token.init);
  if (!tokenRes.ok)
    throw await failure(
      'the client credentials token request',
      tokenRes,
      'Check HMRC_CLIENT_ID and HMRC_CLIENT_SECRET: they are the sandbox application of HMRC Developer Hub.',
    );
  const token = ((await tokenRes.json()) as { access_token?: unknown }).access_token;
  if (typeof token !== 'string' || token === '') throw new HmrcTestUserError("HMRC's token answer had no access_token");
  const create = requests.create(token);
  const res = await fetcher(create.url, create.init);
  if (res.status !== 201)
    throw await failure(
      'Create Test User',
      res,
      'The application must be subscribed to the Create Test User API on HMRC Developer Hub.',
    );
  const user = (await res.json()) as Record<string, unknown>;
  const { userId, password, vrn } = user;
  if (typeof userId !== 'string' || typeof password !== 'string' || typeof vrn !== 'string')
    throw new HmrcTestUserError("HMRC's test user had no user id, password or VRN");
  return { userId, password, vrn };
}
