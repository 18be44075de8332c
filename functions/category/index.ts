import { CATEGORIES, toCategoryDto } from '@bk/domain';
import { createApi } from '../shared/api/create-api';

/** `GET category`: the versioned category list of `packages/domain` (decision 0014). */
export const handler = createApi('category', {
  categoryList: async () => CATEGORIES.map(toCategoryDto),
});
