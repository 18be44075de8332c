import { selectableCategoriesByGroup, todayIso } from '@bk/domain';
import type { Category } from '../../lib/ledger-types';

/** Category options grouped Income / Expense / Other (SPEC §2), only those selectable today (SPEC §5). */
export function categoryOptions(categories: readonly Category[], selectedId: string | null, empty: string) {
  return [
    { value: '', label: empty },
    ...selectableCategoriesByGroup(categories, todayIso(), selectedId).map(({ group, categories: offered }) => ({
      group,
      items: offered.map((c) => ({ value: c.id, label: c.name })),
    })),
  ];
}
