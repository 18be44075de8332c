import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHmrcSandbox, isValidVrn, LOCAL_SEED_USER, type HmrcSandbox } from './index';
import { applicationToken, call, tokensFor } from './test-support';
import organisationExample from './fixtures/create-organisation-response.json';

describe('Create Test User API and Check a UK VAT number', () => {
  let sandbox: HmrcSandbox;
  let appToken: string;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0, seedUser: true });
    appToken = await applicationToken(sandbox);
  });
  afterAll(() => sandbox.stop());

  it('makes VRNs that pass HMRC check digits (and knows its published examples)', () => {
    for (const vrn of ['666000754', '666163716', '666541906', '666634014', '666159897'])
      expect(isValidVrn(vrn)).toBe(true);
    expect(isValidVrn('666159896')).toBe(false);
    expect(isValidVrn(LOCAL_SEED_USER.vrn)).toBe(true);
  });

  it('creates an organisation enrolled for MTD VAT, shaped like HMRC example, who can sign in', async () => {
    const response = await call(sandbox, '/create-test-user/organisations', {
      token: appToken,
      method: 'POST',
      body: JSON.stringify({ serviceNames: ['mtd-vat'] }),
    });
    expect(response.status).toBe(201);
    const user = await response.json();
    for (const key of [
      'userId',
      'password',
      'userFullName',
      'emailAddress',
      'organisationDetails',
      'vrn',
      'vatRegistrationDate',
    ]) {
      expect(typeof user[key]).toBe(typeof (organisationExample as Record<string, unknown>)[key]);
    }
    expect(Object.keys(user.organisationDetails.address).sort()).toEqual(
      Object.keys(organisationExample.organisationDetails.address).sort(),
    );
    expect(user.userId).toMatch(/^\d{12}$/);
    expect(isValidVrn(user.vrn)).toBe(true);
    const tokens = await tokensFor(sandbox, user);
    const own = await call(sandbox, `/organisations/vat/${user.vrn}/obligations?status=O`, {
      token: tokens.access_token,
    });
    expect(own.status).toBe(200);
    const seed = await call(sandbox, `/organisations/vat/${LOCAL_SEED_USER.vrn}/obligations?status=O`, {
      token: tokens.access_token,
    });
    expect(seed.status).toBe(403);
  });

  it('creates users through the helper, and without mtd-vat no VRN', async () => {
    const made = await sandbox.createTestUser();
    expect(isValidVrn(made.vrn)).toBe(true);
    const response = await call(sandbox, '/create-test-user/individuals', {
      token: appToken,
      method: 'POST',
      body: JSON.stringify({ serviceNames: [] }),
    });
    const user = await response.json();
    expect(response.status).toBe(201);
    expect(user.vrn).toBeUndefined();
    expect(user.individualDetails.firstName).toBeTruthy();
    const bad = await call(sandbox, '/create-test-user/organisations', {
      token: appToken,
      method: 'POST',
      body: JSON.stringify({ serviceNames: ['no-such-service'] }),
    });
    expect(bad.status).toBe(400);
  });

  it('needs a token', async () => {
    const response = await fetch(`${sandbox.url}/create-test-user/organisations`, {
      method: 'POST',
      headers: { Accept: 'application/vnd.hmrc.1.0+json', 'Content-Type': 'application/json' },
      body: '{"serviceNames":["mtd-vat"]}',
    });
    expect(response.status).toBe(401);
  });

  const lookup = (path: string, accept = 'application/vnd.hmrc.2.0+json') =>
    call(sandbox, `/organisations/vat/check-vat-number/lookup/${path}`, { token: appToken, accept });

  it('looks up HMRC example VRN as in the OAS example', async () => {
    const response = await lookup('553557881');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      target: {
        name: 'Credite Sberger Donal Inc.',
        vatNumber: '553557881',
        address: { line1: '131B Barton Hamlet', postcode: 'SW97 5CK', countryCode: 'GB' },
      },
      processingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/),
    });
  });

  it('looks up test users and gives a consultation number for a verified check', async () => {
    const response = await lookup(`${LOCAL_SEED_USER.vrn}/146295999727`);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.target.vatNumber).toBe(LOCAL_SEED_USER.vrn);
    expect(body.requester).toBe('146295999727');
    expect(body.consultationNumber).toMatch(/^[A-Za-z]{9}$/);
  });

  it.each([
    ['12345', 400, { code: 'INVALID_REQUEST', message: 'Invalid targetVrn - Vrn parameters should be 9 or 12 digits' }],
    [
      '553557881/12',
      400,
      { code: 'INVALID_REQUEST', message: 'Invalid requesterVrn - Vrn parameters should be 9 or 12 digits' },
    ],
    [
      '553557881/111111111',
      403,
      { code: 'INVALID_REQUEST', message: 'requesterVrn does not match a registered company' },
    ],
    ['111111111', 404, { code: 'NOT_FOUND', message: 'targetVrn does not match a registered company' }],
  ])('lookup %s -> %i', async (path, status, body) => {
    const response = await lookup(path);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it('knows only the VRNs made for it: a well-formed VRN no test user has is NOT_FOUND', async () => {
    const known = new Set([LOCAL_SEED_USER.vrn, '553557881']);
    let stranger = 100000000;
    while (!isValidVrn(String(stranger)) || known.has(String(stranger))) stranger += 1;
    const unknown = await lookup(String(stranger));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('NOT_FOUND');
    const made = await sandbox.createTestUser();
    expect((await lookup(made.vrn)).status).toBe(200);
  });

  it('wants Accept version 2.0 for the lookup', async () => {
    expect((await lookup('553557881', 'application/vnd.hmrc.1.0+json')).status).toBe(406);
  });
});
