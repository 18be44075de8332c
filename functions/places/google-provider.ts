import { randomUUID } from 'node:crypto';
import {
  MAX_PREDICTIONS,
  PlacesUnavailableError,
  type PlaceDetailsDto,
  type PlacesProvider,
  type Prediction,
} from './provider';

const BASE = 'https://places.googleapis.com/v1';
/** Google's per-call time budget; the web app gives up on any call after 20 s. */
const TIMEOUT_MS = 8000;

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}
interface GooglePlace {
  addressComponents?: AddressComponent[];
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
}
interface GoogleAutocomplete {
  suggestions?: { placePrediction?: { placeId?: string; text?: { text?: string } } }[];
}

/** Address parts of a Google place in the shape of SPEC §3 Places details. */
export function toPlaceDetails(place: GooglePlace): PlaceDetailsDto {
  const parts = place.addressComponents ?? [];
  const get = (...types: string[]): string | null => {
    for (const t of types) {
      const found = parts.find((p) => p.types?.includes(t));
      if (found?.longText) return found.longText;
    }
    return null;
  };
  const premise = [get('subpremise'), get('premise')].filter(Boolean).join(', ');
  const street = [get('street_number'), get('route')].filter(Boolean).join(' ');
  const firstLine = [premise, street].filter(Boolean).join(', ');
  return {
    firstLineOfAddress: firstLine || null,
    town: get('postal_town', 'locality', 'sublocality'),
    region: get('administrative_area_level_2', 'administrative_area_level_1'),
    country: get('country'),
    postalCode: get('postal_code'),
    phoneNumber: place.nationalPhoneNumber ?? place.internationalPhoneNumber ?? null,
    website: place.websiteUri ?? null,
  };
}

/**
 * Google Places API (New) (PLACES_PROVIDER=google): Autocomplete for predictions, limited to
 * the UK, and Place Details with a field mask of only what the form fills, both in the same
 * session token so Google bills them as one session. `apiKey` is the key, or a function that
 * reads it (from Secrets Manager) when first needed; a key that cannot be read makes the lookup
 * unavailable. `fetch` is injected for tests.
 */
export function googlePlacesProvider(
  apiKey: string | (() => Promise<string>),
  fetchFn: typeof fetch = fetch,
): PlacesProvider {
  async function key(): Promise<string> {
    if (typeof apiKey === 'string') return apiKey;
    try {
      return await apiKey();
    } catch (err) {
      throw new PlacesUnavailableError(`Google Places API key could not be read: ${(err as Error).message}`, {
        cause: err,
      });
    }
  }
  async function send(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    const headers = { ...init.headers, 'x-goog-api-key': await key() };
    try {
      return await fetchFn(url, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new PlacesUnavailableError('Google Places could not be reached', { cause: err });
    }
  }
  return {
    sessionToken: () => randomUUID(),
    async predictions(sessionToken, query): Promise<Prediction[]> {
      const res = await send(`${BASE}/places:autocomplete`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-fieldmask': 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text',
        },
        body: JSON.stringify({ input: query, sessionToken, includedRegionCodes: ['gb'], languageCode: 'en-GB' }),
      });
      if (!res.ok) throw new PlacesUnavailableError(`Google Places autocomplete answered ${res.status}`);
      const body = (await res.json()) as GoogleAutocomplete;
      return (body.suggestions ?? [])
        .flatMap((s) => {
          const p = s.placePrediction;
          return p?.placeId && p.text?.text ? [{ id: p.placeId, description: p.text.text }] : [];
        })
        .slice(0, MAX_PREDICTIONS);
    },
    async details(sessionToken, placeId): Promise<PlaceDetailsDto | null> {
      if (!/^[A-Za-z0-9_-]{1,200}$/.test(placeId)) return null;
      const url = `${BASE}/places/${encodeURIComponent(placeId)}?sessionToken=${encodeURIComponent(sessionToken)}&languageCode=en-GB`;
      const res = await send(url, {
        method: 'GET',
        headers: {
          'x-goog-fieldmask': 'addressComponents,nationalPhoneNumber,internationalPhoneNumber,websiteUri',
        },
      });
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw new PlacesUnavailableError(`Google Places details answered ${res.status}`);
      return toPlaceDetails((await res.json()) as GooglePlace);
    },
  };
}
