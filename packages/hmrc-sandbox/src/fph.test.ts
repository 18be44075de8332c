import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHmrcSandbox, type HmrcSandbox } from './index';
import { applicationToken, call, tokensFor } from './test-support';
import { LOCAL_SEED_USER } from './options';
import { defined } from './defined';

/** A complete, valid WEB_APP_VIA_SERVER set built from the specification's examples (reference §7.2). */
const GOOD: Record<string, string> = {
  'Gov-Client-Connection-Method': 'WEB_APP_VIA_SERVER',
  'Gov-Client-Browser-JS-User-Agent':
    'Mozilla/5.0 (iPad; U; CPU OS 3_2_1 like Mac OS X; en-us) AppleWebKit/531.21.10 (KHTML, like Gecko) Mobile/7B405',
  'Gov-Client-Device-ID': 'beec798b-b366-47fa-b1f8-92cede14a1ce',
  'Gov-Client-Multi-Factor':
    'type=TOTP&timestamp=2021-11-21T13%3A23Z&unique-reference=fc4b5fd6816f75a7c81fc8eaa9499d6a299bd803397166e8c4cf9280b801d62c',
  'Gov-Client-Public-IP': '198.51.100.0',
  'Gov-Client-Public-IP-Timestamp': '2020-09-21T14:30:05.123Z',
  'Gov-Client-Public-Port': '12345',
  'Gov-Client-Screens':
    'width=1920&height=1080&scaling-factor=1&colour-depth=16,width=3000&height=2000&scaling-factor=1.25&colour-depth=16',
  'Gov-Client-Timezone': 'UTC+00:00',
  'Gov-Client-User-IDs': 'my-application=alice123',
  'Gov-Client-Window-Size': 'width=1256&height=803',
  'Gov-Vendor-Forwarded': 'by=203.0.113.6&for=198.51.100.0',
  'Gov-Vendor-License-IDs': 'my-licensed-software=8D7963490527D33716835EE7C195516D5E562E03B224E9B359836466EE40CDE1',
  'Gov-Vendor-Product-Name': 'Product%20Name',
  'Gov-Vendor-Public-IP': '203.0.113.6',
  'Gov-Vendor-Version': 'my-web-app=2.2.2&my-server=1.0.0',
};

describe('Test Fraud Prevention Headers API: validate (reference §8.1)', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0 });
    token = await applicationToken(sandbox);
  });
  afterAll(() => sandbox.stop());

  const validate = async (headers: Record<string, string>) => {
    const response = await call(sandbox, '/test/fraud-prevention-headers/validate', { token, headers });
    expect(response.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- tests read the JSON body as any
    return response.json();
  };

  it('finds nothing wrong with a good set', async () => {
    expect(await validate(GOOD)).toEqual({
      specVersion: '3.3',
      code: 'VALID_HEADERS',
      message:
        'All headers required for your connection method have been supplied and all appear to be valid. Validation is based on a single request. We have access to all requests and can draw additional conclusions.',
    });
  });

  it('validates the 11 headers of BATCH_PROCESS_DIRECT too', async () => {
    const batch: Record<string, string> = {
      'Gov-Client-Connection-Method': 'BATCH_PROCESS_DIRECT',
      'Gov-Client-Device-ID': 'beec798b-b366-47fa-b1f8-92cede14a1ce',
      'Gov-Client-Local-IPs': '10.1.2.3,2001%3Adb8%3A%3Aff00%3A42%3A8329',
      'Gov-Client-Local-IPs-Timestamp': '2020-09-21T14:30:05.123Z',
      'Gov-Client-MAC-Addresses': 'ea%3A43%3A1a%3A5c%3A8b%3A17',
      'Gov-Client-Timezone': 'UTC+00:00',
      'Gov-Client-User-Agent': 'os-family=Linux&os-version=5.10&device-manufacturer=Amazon&device-model=Lambda',
      'Gov-Client-User-IDs': 'my-application=alice123',
      'Gov-Vendor-License-IDs': defined(GOOD['Gov-Vendor-License-IDs'], 'the good Gov-Vendor-License-IDs'),
      'Gov-Vendor-Product-Name': 'Product%20Name',
      'Gov-Vendor-Version': 'my-batch=1.0.0',
    };
    expect((await validate(batch)).code).toBe('VALID_HEADERS');
    const bad = await validate({
      ...batch,
      'Gov-Client-Local-IPs': 'not-an-ip',
      'Gov-Client-MAC-Addresses': '00%3A00%3A00%3A00%3A00%3A00',
      'Gov-Client-User-Agent': 'os-family=Linux',
      'Gov-Client-Device-ID': '',
    });
    expect(bad.code).toBe('INVALID_HEADERS');
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { code: 'INVALID_HEADER', message: 'Value is not an IP address', headers: ['gov-client-local-ips'] },
        {
          code: 'INVALID_HEADER',
          message: 'Invalid format. Check the specification.',
          headers: ['gov-client-mac-addresses', 'gov-client-user-agent'],
        },
        {
          code: 'EMPTY_HEADER',
          message: 'Value is empty. Check the specification.',
          headers: ['gov-client-device-id'],
        },
      ]),
    );
    // A server without a MAC address of its own: a warning to explain, not an error.
    const noMac = await validate({ ...batch, 'Gov-Client-MAC-Addresses': '' });
    expect(noMac.code).toBe('POTENTIALLY_INVALID_HEADERS');
    expect(noMac.warnings[0].headers).toEqual(['gov-client-mac-addresses']);
  });

  it('says when no headers were sent at all', async () => {
    expect(await validate({})).toEqual({
      specVersion: '3.3',
      code: 'INVALID_HEADERS',
      message: 'No fraud prevention headers submitted. These are required by law. Check the specification.',
    });
  });

  it('reports errors and warnings per header, lower case, for a bad set', async () => {
    const { 'Gov-Client-Device-ID': _missing, ...rest } = GOOD;
    const body = await validate({
      ...rest,
      'Gov-Client-Timezone': 'Europe/London',
      'Gov-Client-Public-IP': '192.168.1.10',
      'Gov-Client-Screens': 'width=1920&height=1080&colour-depth=24',
      'Gov-Client-Multi-Factor': '',
      'Gov-Vendor-Version': 'my-web-app=2.2.2',
      'Gov-Client-User-IDs': 'os=alice&my-application=alice123',
      'Gov-Client-Public-Port': '443',
      'Gov-Client-Colour': 'blue',
    });
    expect(body.code).toBe('INVALID_HEADERS');
    expect(body.message).toBe('At least 1 header is invalid');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { code: 'MISSING_HEADER', message: 'Header required', headers: ['gov-client-device-id'] },
        { code: 'INVALID_HEADER', message: 'Value is not a public IP address', headers: ['gov-client-public-ip'] },
        {
          code: 'INVALID_HEADER',
          message: 'At least 1 screen is missing a value for scaling factor',
          headers: ['gov-client-screens'],
        },
        {
          code: 'INVALID_HEADER',
          message: 'Value must be a recognised timezone in UTC format, submitted as UTC±<hh>:<mm>',
          headers: ['gov-client-timezone'],
        },
        expect.objectContaining({ code: 'INVALID_HEADER', headers: ['gov-client-public-port'] }),
      ]),
    );
    expect(body.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'EMPTY_HEADER', headers: ['gov-client-multi-factor'] }),
        expect.objectContaining({ code: 'POTENTIALLY_INVALID_HEADER', headers: ['gov-vendor-version'] }),
        expect.objectContaining({ code: 'POTENTIALLY_INVALID_HEADER', headers: ['gov-client-user-ids'] }),
        {
          code: 'UNEXPECTED_HEADER',
          message: 'Unrecognised header. Check format and spelling',
          headers: ['gov-client-colour'],
        },
      ]),
    );
  });

  it('only warns when every header is present and valid but one is doubtful', async () => {
    const body = await validate({ ...GOOD, 'Gov-Client-Multi-Factor': '' });
    expect(body).toEqual({
      specVersion: '3.3',
      code: 'POTENTIALLY_INVALID_HEADERS',
      message: 'At least 1 header is potentially invalid',
      warnings: [
        {
          code: 'EMPTY_HEADER',
          message:
            'Value is empty. This may be correct for single factor authentication, for example username and password. If this is the case, you must contact us explaining why you cannot submit this header.',
          headers: ['gov-client-multi-factor'],
        },
      ],
    });
  });

  it('cross-checks Vendor-Forwarded against both public IPs', async () => {
    const body = await validate({ ...GOOD, 'Gov-Vendor-Forwarded': 'by=203.0.113.7&for=198.51.100.0' });
    expect(body.errors).toEqual([
      {
        code: 'INVALID_HEADERS',
        message:
          "At least 1 pair of IPs in Gov-Vendor-Forwarded must include Gov-Client-Public-IP in the 'for' field and Gov-Vendor-Public-IP in the 'by' field. Check all 3 headers are consistent.",
        headers: ['gov-client-public-ip', 'gov-vendor-public-ip', 'gov-vendor-forwarded'],
      },
    ]);
  });

  it('accepts IPv6 hops percent-encoded as the specification shows', async () => {
    const body = await validate({
      ...GOOD,
      'Gov-Client-Public-IP': '2001:db8:85a3::8a2e:370:7334',
      'Gov-Vendor-Forwarded': 'by=203.0.113.6&for=2001%3A0db8%3A85a3%3A0000%3A0000%3A8a2e%3A0370%3A7334',
    });
    expect(body.code).toBe('VALID_HEADERS');
  });

  it('flags a value whose separators are percent-encoded', async () => {
    const body = await validate({ ...GOOD, 'Gov-Client-Window-Size': 'width%3D1256%26height%3D803' });
    expect(body.errors).toEqual([
      {
        code: 'INVALID_HEADER',
        message: 'At least 1 separator is percent encoded. Check forward slashes, spaces and round brackets.',
        headers: ['gov-client-window-size'],
      },
    ]);
  });
});

describe('Test Fraud Prevention Headers API: validation-feedback (reference §8.2)', () => {
  let sandbox: HmrcSandbox;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0, seedUser: true });
  });
  afterAll(() => sandbox.stop());

  it('reports the latest VAT request per endpoint, never refusing the call itself', async () => {
    const token = (await tokensFor(sandbox)).access_token;
    const obligations = `/organisations/vat/${LOCAL_SEED_USER.vrn}/obligations?status=O`;
    const bad = await call(sandbox, obligations, {
      token,
      headers: { 'Gov-Client-Connection-Method': 'WEB_APP_VIA_SERVER' },
    });
    expect(bad.status).toBe(200);
    await call(sandbox, `/organisations/vat/${LOCAL_SEED_USER.vrn}/penalties`, { token, headers: GOOD });
    const response = await call(
      sandbox,
      '/test/fraud-prevention-headers/vat-mtd/validation-feedback?connectionMethod=WEB_APP_VIA_SERVER',
      {
        token: await applicationToken(sandbox),
      },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { specVersion: string; requests: { path: string; code: string }[] };
    expect(body.specVersion).toBe('3.3');
    const byPath = Object.fromEntries(body.requests.map((r) => [r.path, r.code]));
    expect(byPath).toEqual({
      '/organisations/vat/{vrn}/obligations': 'INVALID_HEADERS',
      '/organisations/vat/{vrn}/penalties': 'VALID_HEADERS',
    });
    expect(sandbox.fraudHeaderFeedback().requests).toHaveLength(2);
    const first = defined(
      sandbox.fraudHeaderFeedback().requests.find((r) => r.path.endsWith('/obligations')),
      'the obligations request',
    );
    // Each header sent, with its value and verdict (reference §8.2's shape).
    expect(first.headers).toEqual([
      {
        header: 'gov-client-connection-method',
        value: 'WEB_APP_VIA_SERVER',
        code: 'VALID_HEADER',
        errors: [],
        warnings: [],
      },
    ]);
    const unknown = await call(
      sandbox,
      '/test/fraud-prevention-headers/vat-mtd/validation-feedback?connectionMethod=CARRIER_PIGEON',
      {
        token: await applicationToken(sandbox),
      },
    );
    expect(unknown.status).toBe(400);
  });

  it('can count loopback addresses as public for a local stack', async () => {
    const local = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0, privateIpsArePublic: true });
    try {
      const token = await applicationToken(local);
      const headers = {
        ...GOOD,
        'Gov-Client-Public-IP': '127.0.0.1',
        'Gov-Vendor-Public-IP': '127.0.0.1',
        'Gov-Vendor-Forwarded': 'by=127.0.0.1&for=127.0.0.1',
      };
      const response = await call(local, '/test/fraud-prevention-headers/validate', { token, headers });
      expect((await response.json()).code).toBe('VALID_HEADERS');
    } finally {
      await local.stop();
    }
  });
});
