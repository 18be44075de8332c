/** The small route groups: the site's banner messages (misc) and the address lookup (places). */
import * as z from 'zod';
import { Id } from './common';

export const BannerMessage = z.object({
  id: Id,
  messageHtml: z.string(),
  canClear: z.boolean(),
  bannerMessageColorId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type BannerMessage = z.infer<typeof BannerMessage>;

export const PlaceDetails = z.object({
  firstLineOfAddress: z.string().nullable(),
  town: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
});
