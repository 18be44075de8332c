import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';

/** The address lookup through the gateway, with the local provider (the stack's default). */
describe('places', () => {
  it('gives a session token, predictions and the details of one address', async () => {
    const client = api((await seedUser()).token);
    const { sessionToken } = await client.ok('placesSessionToken');
    expect(sessionToken.length).toBeGreaterThan(10);
    const found = await client.ok('placesPredictions', { body: { sessionToken, searchQuery: 'ls2 7zq' } });
    expect(found).toEqual([{ id: 'local-03', description: 'Kirkgate Cycles, 48 Kirkgate, Leeds, LS2 7ZQ' }]);
    const [first] = found;
    const details = await client.ok('placesDetails', { body: { sessionToken, placeId: first?.id ?? '' } });
    expect(details).toEqual({
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
    const client = api((await seedUser()).token);
    const none = await client.call('placesPredictions', { body: { sessionToken: 's', searchQuery: 'Atlantis' } });
    expect(none.json).toEqual([]);
    const missing = await client.call('placesDetails', { body: { sessionToken: 's', placeId: 'x' } });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toEqual(expect.any(String));
  });

  it('answers field errors for a short query and missing fields, never a 500', async () => {
    const client = api((await seedUser()).token);
    const short = await client.call('placesPredictions', { body: { sessionToken: 's', searchQuery: 'ab' } });
    expect(short.status).toBe(400);
    expect(short.error).toEqual({
      message: MESSAGES.validation,
      errors: [{ field: 'searchQuery', message: 'Field must be at least 3 characters' }],
    });
    // Bodies the contract refuses go out raw: the typed call would not compile with them.
    for (const [path, body] of [
      ['/places/predictions', {}],
      ['/places/details', {}],
      ['/places/details', { sessionToken: 's', placeId: 'x'.repeat(201) }],
    ] as const) {
      const res = await client.raw({ method: 'PATCH', path, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
  });

  it('is for signed-in users only', async () => {
    const anonymous = api();
    expect((await anonymous.call('placesSessionToken')).status).toBe(401);
    const predictions = await anonymous.call('placesPredictions', {
      body: { sessionToken: 's', searchQuery: 'leeds' },
    });
    expect(predictions.status).toBe(401);
  });
});
