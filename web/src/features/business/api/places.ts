import { api } from '../../../lib/api-client';

/**
 * The address lookup's three calls (SPEC §7 Places). A session token ties predictions and the
 * chosen address's details together; it is fetched when missing and dropped after details (SPEC §4).
 */
export function getPlacesSessionToken(signal?: AbortSignal) {
  return api.call('placesSessionToken', { signal });
}

export function getPlacePredictions(sessionToken: string, searchQuery: string, signal?: AbortSignal) {
  return api.call('placesPredictions', { body: { sessionToken, searchQuery }, signal });
}

export function getPlaceDetails(sessionToken: string, placeId: string) {
  return api.call('placesDetails', { body: { sessionToken, placeId } });
}
