import { placesRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { config, type Config } from '../shared/config';
import { AppError, NotFoundError } from '../shared/errors';
import { logger } from '../shared/logger';
import { secretValue } from '../shared/secrets';
import { googlePlacesProvider } from './google-provider';
import { localPlacesProvider } from './local-provider';
import { PlacesUnavailableError, type PlacesProvider } from './provider';

/** The address lookup is down: the person types the address instead. */
export const PLACES_UNAVAILABLE = 'The address lookup is not available at the moment, please type the address';

let provider: PlacesProvider | undefined;
/**
 * The provider of PLACES_PROVIDER, built once per cold start. Google's key is PLACES_API_KEY
 * when set (locally, tests), else the Secrets Manager secret PLACES_API_KEY_SECRET_NAME, read on
 * first use (config.ts refuses `google` with neither).
 */
function places(): PlacesProvider {
  if (!provider) {
    const c = config();
    provider = c.PLACES_PROVIDER === 'google' ? googlePlacesProvider(googleApiKey(c)) : localPlacesProvider();
  }
  return provider;
}

function googleApiKey(c: Config): string | (() => Promise<string>) {
  if (c.PLACES_API_KEY) return c.PLACES_API_KEY;
  const name = c.PLACES_API_KEY_SECRET_NAME;
  // config.ts already refuses `google` with neither; this keeps the type honest.
  if (!name) throw new Error('PLACES_API_KEY or PLACES_API_KEY_SECRET_NAME is required for Google Places');
  return () => secretValue(name);
}

/** Upstream failures become a 503 with a message the person can act on (details only in logs). */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof PlacesUnavailableError)) throw err;
    logger().error('address lookup failed', { error: err.message });
    throw new UnavailableError();
  }
}

/** 503 whose message reaches the person: they can type the address instead. */
class UnavailableError extends AppError {
  constructor() {
    super(503, PLACES_UNAVAILABLE, { expose: true });
  }
}

/** Address lookup of SPEC §7 "Places" (Edit Business and Affiliate enrolment fill addresses from it). */
export const handler = createApi(placesRoutes, {
  placesSessionToken: async () => ({ sessionToken: places().sessionToken() }),
  placesPredictions: async ({ body }) => guarded(() => places().predictions(body.sessionToken, body.searchQuery)),
  placesDetails: async ({ body }) => {
    const details = await guarded(() => places().details(body.sessionToken, body.placeId));
    if (!details) throw new NotFoundError('That address could not be found, please search again');
    return details;
  },
});
