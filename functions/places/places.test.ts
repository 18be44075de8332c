import { describe, expect, it, vi } from 'vitest';
import { PlaceDetails } from '@bk/contract';
import { googlePlacesProvider, toPlaceDetails } from './google-provider';
import { LOCAL_ADDRESSES } from './local-addresses';
import { localPlacesProvider } from './local-provider';
import { PlacesUnavailableError } from './provider';

/** Ofcom's numbers for drama: 01xx 496 0xxx, 0191 498 0xxx, 020 7946 0xxx, 029 2018 0xxx, 028 9018 0xxx, 01632 960xxx. */
const DRAMA_NUMBER =
  /^(01\d\d 496 0\d{3}|0191 498 0\d{3}|020 7946 0\d{3}|029 2018 0\d{3}|028 9018 0\d{3}|01632 960 ?\d{3})$/;

describe('local places provider', () => {
  const places = localPlacesProvider();

  it('matches any part of the address, case-insensitively, postcode with or without its space', async () => {
    for (const query of ['kirkgate', 'KIRKGATE CYCLES', 'ls2 7zq', 'LS27ZQ', 'leeds kirk']) {
      const found = await places.predictions('t', query);
      expect(
        found.map((p) => p.id),
        query,
      ).toContain('local-03');
    }
    expect((await places.predictions('t', 'west yorkshire')).map((p) => p.id).sort()).toEqual(['local-02', 'local-03']);
    expect(await places.predictions('t', 'atlantis')).toEqual([]);
  });

  it('answers at most five predictions, each with a readable description', async () => {
    const found = await places.predictions('t', 'england');
    expect(found).toHaveLength(5);
    expect((await places.predictions('t', 'harbour lane'))[0]).toEqual({
      id: 'local-01',
      description: 'Harbour Lane Bakery, 12 Harbour Lane, Whitby, YO21 3ZX',
    });
  });

  it('answers details in the contract shape, and null for an unknown id', async () => {
    const details = await places.details('t', 'local-03');
    expect(PlaceDetails.parse(details)).toEqual({
      firstLineOfAddress: '48 Kirkgate',
      town: 'Leeds',
      region: 'West Yorkshire',
      country: 'England',
      postalCode: 'LS2 7ZQ',
      phoneNumber: '0113 496 0048',
      website: 'https://kirkgatecycles.example',
    });
    expect(await places.details('t', 'nope')).toBeNull();
  });

  it('ships 30 to 60 addresses with unique ids, drama phone numbers and reserved web domains', () => {
    expect(LOCAL_ADDRESSES.length).toBeGreaterThanOrEqual(30);
    expect(LOCAL_ADDRESSES.length).toBeLessThanOrEqual(60);
    expect(new Set(LOCAL_ADDRESSES.map((a) => a.id)).size).toBe(LOCAL_ADDRESSES.length);
    for (const a of LOCAL_ADDRESSES) {
      if (a.website) expect(new URL(a.website).hostname, a.id).toMatch(/\.example$/);
      if (a.phoneNumber) expect(a.phoneNumber, a.id).toMatch(DRAMA_NUMBER);
      expect(a.postalCode, a.id).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    }
  });

  it('gives a new session token each time', () => {
    expect(places.sessionToken()).not.toBe(places.sessionToken());
  });
});

const googlePlace = {
  addressComponents: [
    { longText: 'Flat 2', types: ['subpremise'] },
    { longText: '10', types: ['street_number'] },
    { longText: 'Downing Street', types: ['route'] },
    { longText: 'London', types: ['postal_town'] },
    { longText: 'Greater London', types: ['administrative_area_level_2', 'political'] },
    { longText: 'England', types: ['administrative_area_level_1', 'political'] },
    { longText: 'United Kingdom', shortText: 'GB', types: ['country', 'political'] },
    { longText: 'SW1A 2AA', types: ['postal_code'] },
  ],
  nationalPhoneNumber: '020 7946 0000',
  websiteUri: 'https://www.example.gov.uk/',
};

function fakeFetch(reply: { status: number; body: unknown }) {
  return vi.fn(async () => new Response(JSON.stringify(reply.body), { status: reply.status }));
}

describe('Google places provider', () => {
  it('asks Autocomplete for UK predictions with the session token and key, and maps them', async () => {
    const fetchFn = fakeFetch({
      status: 200,
      body: {
        suggestions: [
          { placePrediction: { placeId: 'ChIJ1', text: { text: '10 Downing Street, London, UK' } } },
          { queryPrediction: { text: { text: 'downing' } } },
        ],
      },
    });
    const places = googlePlacesProvider('KEY', fetchFn);
    const found = await places.predictions('sess-1', '10 downing');
    expect(found).toEqual([{ id: 'ChIJ1', description: '10 Downing Street, London, UK' }]);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-goog-api-key']).toBe('KEY');
    expect(JSON.parse(init.body as string)).toMatchObject({
      input: '10 downing',
      sessionToken: 'sess-1',
      includedRegionCodes: ['gb'],
    });
  });

  it('asks Place Details with a field mask and maps the address parts', async () => {
    const fetchFn = fakeFetch({ status: 200, body: googlePlace });
    const places = googlePlacesProvider('KEY', fetchFn);
    const details = await places.details('sess-1', 'ChIJ1');
    expect(details).toEqual({
      firstLineOfAddress: 'Flat 2, 10 Downing Street',
      town: 'London',
      region: 'Greater London',
      country: 'United Kingdom',
      postalCode: 'SW1A 2AA',
      phoneNumber: '020 7946 0000',
      website: 'https://www.example.gov.uk/',
    });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://places.googleapis.com/v1/places/ChIJ1?sessionToken=sess-1&languageCode=en-GB');
    expect((init.headers as Record<string, string>)['x-goog-fieldmask']).toContain('addressComponents');
  });

  it('answers null for an unknown or malformed place id, and fails clearly when Google fails', async () => {
    const notFound = googlePlacesProvider('KEY', fakeFetch({ status: 404, body: {} }));
    expect(await notFound.details('s', 'ChIJ404')).toBeNull();
    expect(await notFound.details('s', '../../etc')).toBeNull();
    const down = googlePlacesProvider('KEY', fakeFetch({ status: 403, body: {} }));
    await expect(down.predictions('s', 'abc')).rejects.toBeInstanceOf(PlacesUnavailableError);
    const offline = googlePlacesProvider('KEY', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.details('s', 'ChIJ1')).rejects.toBeInstanceOf(PlacesUnavailableError);
  });

  it('maps a place without a street number or postal town from what it has', () => {
    expect(
      toPlaceDetails({
        addressComponents: [
          { longText: 'Rose Cottage', types: ['premise'] },
          { longText: 'Ambleside', types: ['locality'] },
          { longText: 'United Kingdom', types: ['country'] },
        ],
      }),
    ).toEqual({
      firstLineOfAddress: 'Rose Cottage',
      town: 'Ambleside',
      region: null,
      country: 'United Kingdom',
      postalCode: null,
      phoneNumber: null,
      website: null,
    });
  });

  it('reads the key from a function when first needed, and is unavailable when it cannot be read', async () => {
    const fetchFn = fakeFetch({ status: 200, body: { suggestions: [] } });
    const read = vi.fn(async () => 'SECRET-KEY');
    const places = googlePlacesProvider(read, fetchFn);
    places.sessionToken();
    expect(read).not.toHaveBeenCalled();
    await places.predictions('s', 'abc');
    const [, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-goog-api-key']).toBe('SECRET-KEY');

    const locked = googlePlacesProvider(async () => {
      throw new Error('AccessDeniedException');
    }, fetchFn);
    const failure = locked.details('s', 'ChIJ1');
    await expect(failure).rejects.toBeInstanceOf(PlacesUnavailableError);
    await expect(failure).rejects.toThrow(/key could not be read: AccessDeniedException/);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
