import { describe, expect, it } from 'vitest';
import { createHmrcTestUser, HmrcTestUserError } from './hmrc-test-user';

const CLIENT = { clientId: 'my-client', clientSecret: 'my-s3cret&=' };
const API = 'https://test-api.service.hmrc.gov.uk';

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: string;
}

/** A fetch that records each request and answers from the list in turn. */
function fakeFetch(answers: Response[]) {
  const sent: Sent[] = [];
  const fetcher = async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? init.body : '',
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer;
  };
  return { sent, fetcher };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('npm run hmrc:test-user', () => {
  it('takes a client credentials token, then creates an MTD VAT organisation, and answers its user id, password and VRN', async () => {
    const { sent, fetcher } = fakeFetch([
      json(200, { access_token: 'app-token', token_type: 'bearer', expires_in: 14400 }),
      json(201, { userId: '085603622877', password: 'nyezgdfrlsmc', vrn: '666119668', userFullName: 'Ida Newton' }),
    ]);
    const user = await createHmrcTestUser(`${API}/`, CLIENT, fetcher);
    expect(user).toEqual({ userId: '085603622877', password: 'nyezgdfrlsmc', vrn: '666119668' });

    const [token, create] = sent;
    expect(token).toMatchObject({
      url: `${API}/oauth/token`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'my-client',
      client_secret: 'my-s3cret&=',
    });
    expect(create).toEqual({
      url: `${API}/create-test-user/organisations`,
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/vnd.hmrc.1.0+json',
        Authorization: 'Bearer app-token',
      },
      body: JSON.stringify({ serviceNames: ['mtd-vat'] }),
    });
  });

  it("says what HMRC refused: the credentials, or the application's subscription", async () => {
    const refused = fakeFetch([
      json(401, { error: 'invalid_client', error_description: 'invalid client id or secret' }),
    ]);
    await expect(createHmrcTestUser(API, CLIENT, refused.fetcher)).rejects.toThrow(
      new HmrcTestUserError(
        'HMRC answered 401 to the client credentials token request (invalid_client: invalid client id or secret). Check HMRC_CLIENT_ID and HMRC_CLIENT_SECRET: they are the sandbox application of HMRC Developer Hub.',
      ),
    );
    const unsubscribed = fakeFetch([
      json(200, { access_token: 'app-token' }),
      json(403, { code: 'RESOURCE_FORBIDDEN', message: 'The application is not subscribed' }),
    ]);
    await expect(createHmrcTestUser(API, CLIENT, unsubscribed.fetcher)).rejects.toThrow(
      /^HMRC answered 403 to Create Test User \(RESOURCE_FORBIDDEN: The application is not subscribed\)\. The application must be subscribed/,
    );
  });
});
