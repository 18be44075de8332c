import type { z } from 'zod/mini';
import type { PlaceDetails } from '@bk/contract';

export type PlaceDetailsDto = z.output<typeof PlaceDetails>;
export interface Prediction {
  readonly id: string;
  readonly description: string;
}

/**
 * An address lookup (SPEC §7 "Places"). The web app asks for a session token, sends predictions
 * requests as the user types (3 characters or more), then asks for the details of the one chosen;
 * the token groups those calls (a Google billing session) and is dropped after details.
 */
export interface PlacesProvider {
  sessionToken(): string;
  predictions(sessionToken: string, query: string): Promise<Prediction[]>;
  /** Null when the place id is unknown. */
  details(sessionToken: string, placeId: string): Promise<PlaceDetailsDto | null>;
}

/** The lookup service could not answer (network, quota, bad key). */
export class PlacesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesUnavailableError';
  }
}

/** How many predictions a lookup answers at most (Google answers five). */
export const MAX_PREDICTIONS = 5;
