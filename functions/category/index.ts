import { createApi } from '../shared/api/create-api';
import { CATEGORIES, toCategoryDto } from '../transaction/reference';

/** `GET category`: the versioned category list of `packages/domain` (decision 0014). */
export const handler = createApi('category', {
  categoryList: async () => CATEGORIES.map(toCategoryDto),
});
