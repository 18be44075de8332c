import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { seedUser } from '../support/seed';
import { call } from './business-support';

/** The address lookup through the gateway, with the local provider (the stack's default). */
describe('places', () => {
  it('gives a session token, predictions and the details of one address', async () => {
    const u = await seedUser();
    const token = await call('GET', '/places/session-token', { token: u.token });
    expect(token.status).toBe(200);
    const sessionToken = token.json.sessionToken as string;
    expect(sessionToken.length).toBeGreaterThan(10);
    const found = await call('PATCH', '/places/predictions', {
      token: u.token,
      body: { sessionToken, searchQuery: 'ls2 7zq' },
    });
    expect(found.status).toBe(200);
    expect(found.json).toEqual([{ id: 'local-03', description: 'Kirkgate Cycles, 48 Kirkgate, Leeds, LS2 7ZQ' }]);
    const details = await call('PATCH', '/places/details', {
      token: u.token,
      body: { sessionToken, placeId: found.json[0].id },
    });
    expect(details.status).toBe(200);
    expect(details.json).toEqual({
      firstLineOfAddress: '48 Kirkgate',
      town: 'Leeds',
      region: 'West Yorkshire',
      country: 'England',
      postalCode: 'LS2 7ZQ',
      phoneNumber: '0113 496 0048',
      website: 'https://kirkgatecycles.example',
    });
  });

  it('answers no predictions for an unknown place, and 404 for an unknown id', async () => {
    const u = await seedUser();
    const none = await call('PATCH', '/places/predictions', {
      token: u.token,
      body: { sessionToken: 's', searchQuery: 'Atlantis' },
    });
    expect(none.json).toEqual([]);
    const missing = await call('PATCH', '/places/details', {
      token: u.token,
      body: { sessionToken: 's', placeId: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toEqual(expect.any(String));
  });

  it('answers field errors for a short query and missing fields, never a 500', async () => {
    const u = await seedUser();
    const short = await call('PATCH', '/places/predictions', {
      token: u.token,
      body: { sessionToken: 's', searchQuery: 'ab' },
    });
    expect(short.status).toBe(400);
    expect(short.json).toEqual({
      message: MESSAGES.validation,
      errors: [{ field: 'searchQuery', message: 'Field must be at least 3 characters' }],
    });
    for (const [path, body] of [
      ['/places/predictions', {}],
      ['/places/details', {}],
      ['/places/details', { sessionToken: 's', placeId: 'x'.repeat(201) }],
    ] as const) {
      const res = await call('PATCH', path, { token: u.token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
  });

  it('is for signed-in users only', async () => {
    expect((await call('GET', '/places/session-token')).status).toBe(401);
    expect(
      (await call('PATCH', '/places/predictions', { body: { sessionToken: 's', searchQuery: 'leeds' } })).status,
    ).toBe(401);
  });
});
