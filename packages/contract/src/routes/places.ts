import * as z from 'zod';
import { route } from '../define';
import * as S from '../schemas';

/** Address lookup calls (SPEC §7 "Places"), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const placesRoutes = {
  placesSessionToken: route({ method: 'GET', path: '/places/session-token', group: 'places', access: 'user', summary: 'An address-lookup session token', response: z.object({ sessionToken: z.string() }) }),
  placesPredictions: route({ method: 'PATCH', path: '/places/predictions', group: 'places', access: 'user', summary: 'Address predictions', body: z.object({ sessionToken: z.string().max(200), searchQuery: z.string().trim().min(3).max(200) }), response: z.array(z.object({ id: z.string(), description: z.string() })), support: 'allow' }),
  placesDetails: route({ method: 'PATCH', path: '/places/details', group: 'places', access: 'user', summary: 'Details of one address', body: z.object({ sessionToken: z.string().max(200), placeId: z.string().max(200) }), response: S.PlaceDetails, support: 'allow' }),
} as const;
