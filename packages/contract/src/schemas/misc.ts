/** The small route groups: the site's banner messages (misc) and the address lookup (places). */
import * as z from 'zod/mini';
import { Id } from './common';

export const BannerMessage = z.object({
  id: Id,
  messageHtml: z.string(),
  canClear: z.boolean(),
  bannerMessageColorId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type BannerMessage = z.infer<typeof BannerMessage>;

export const PlaceDetails = z.object({
  firstLineOfAddress: z.nullable(z.string()),
  town: z.nullable(z.string()),
  region: z.nullable(z.string()),
  country: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  website: z.nullable(z.string()),
});
