import { randomUUID } from 'node:crypto';
import { LOCAL_ADDRESSES, type LocalAddress } from './local-addresses';
import { MAX_PREDICTIONS, type PlaceDetailsDto, type PlacesProvider, type Prediction } from './provider';

/** Lower case, one space between words. */
function normalise(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\s,]+/g, ' ')
    .trim();
}

function haystack(a: LocalAddress): string {
  const parts = [a.name, a.firstLineOfAddress, a.town, a.region, a.country, a.postalCode];
  // The postcode also without its space, so "ls14zz" finds "LS1 4ZZ".
  return normalise([...parts, a.postalCode.replace(/\s/g, '')].filter(Boolean).join(' '));
}

export function describe(a: LocalAddress): string {
  return [a.name, a.firstLineOfAddress, a.town, a.postalCode].filter(Boolean).join(', ');
}

/**
 * The `local` provider (PLACES_PROVIDER=local, the default): answers from the bundled address
 * book, {@link LOCAL_ADDRESSES}. A query matches an address when every word of it appears in
 * any part of the address (name, street, town, region, country or postcode), case-insensitively.
 */
export function localPlacesProvider(addresses: readonly LocalAddress[] = LOCAL_ADDRESSES): PlacesProvider {
  const index = addresses.map((a) => ({ address: a, text: haystack(a) }));
  return {
    sessionToken: () => randomUUID(),
    async predictions(_sessionToken, query): Promise<Prediction[]> {
      const words = normalise(query).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      return index
        .filter(({ text }) => words.every((w) => text.includes(w)))
        .slice(0, MAX_PREDICTIONS)
        .map(({ address }) => ({ id: address.id, description: describe(address) }));
    },
    async details(_sessionToken, placeId): Promise<PlaceDetailsDto | null> {
      const a = addresses.find((x) => x.id === placeId);
      if (!a) return null;
      return {
        firstLineOfAddress: a.firstLineOfAddress,
        town: a.town,
        region: a.region,
        country: a.country,
        postalCode: a.postalCode,
        phoneNumber: a.phoneNumber ?? null,
        website: a.website ?? null,
      };
    },
  };
}
