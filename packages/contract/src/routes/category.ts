import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

/** The category list (SPEC §7 "Categories"), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const categoryRoutes = {
  categoryList: route({ method: 'GET', path: '/category', group: 'category', access: 'business', permission: 'ledger:read', summary: 'Categories', response: z.array(S.Category) }),
} as const;
