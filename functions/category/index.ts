import { CATEGORIES, toCategoryDto } from '@bk/domain';
import { categoryRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';

/** `GET category`: the versioned category list of `packages/domain` (decision 0014). */
export const handler = createApi(categoryRoutes, {
  categoryList: async () => CATEGORIES.map(toCategoryDto),
});
