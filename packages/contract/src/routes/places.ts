import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

/** Address lookup calls (SPEC §7 "Places"), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const placesRoutes = {
  placesSessionToken: route({ method: 'GET', path: '/places/session-token', group: 'places', access: 'user', summary: 'An address-lookup session token', response: z.object({ sessionToken: z.string() }) }),
  placesPredictions: route({ method: 'PATCH', path: '/places/predictions', group: 'places', access: 'user', summary: 'Address predictions', body: z.object({ sessionToken: z.string().check(z.maxLength(200)), searchQuery: z.string().check(z.trim(), z.minLength(3), z.maxLength(200)) }), response: z.array(z.object({ id: z.string(), description: z.string() })), support: 'allow' }),
  placesDetails: route({ method: 'PATCH', path: '/places/details', group: 'places', access: 'user', summary: 'Details of one address', body: z.object({ sessionToken: z.string().check(z.maxLength(200)), placeId: z.string().check(z.maxLength(200)) }), response: S.PlaceDetails, support: 'allow' }),
} as const;
