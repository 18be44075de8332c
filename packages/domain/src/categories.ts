import {
  CATEGORIES_VERSION,
  CATEGORY_BOXES_TAX_YEAR,
  CATEGORY_DATA,
  SA_CATEGORY_DATA,
  type SaCategoryData,
  type SaCategoryId,
} from './reference/categories';
import { isCategorySelectable } from './transaction-rules';
import type { VatTreatment } from './vat-rates';

export { CATEGORIES_VERSION, CATEGORY_BOXES_TAX_YEAR };
export type { SaCategoryId };

/** A self-assessment line: the API's `saCategory` ({ id, name, income }) plus its boxes. */
export type SaCategory = SaCategoryData;

/** SPEC §3 "Category" plus the box numbers and flags the ledger, VAT and SA summaries need. */
export interface Category {
  readonly id: string;
  readonly name: string;
  readonly startDate: string;
  readonly endDate: string | null;
  /** null means 'Other': not income or an expense. */
  readonly saCategory: { readonly id: SaCategoryId; readonly name: string; readonly income: boolean } | null;
  readonly ignore: boolean;
  readonly isNegative: boolean | null;
  /** SA103S box, or null (Other, ignored, or disallowable: the short form leaves those out). */
  readonly sa103sBox: number | null;
  /** SA103F box (17-30 include disallowable amounts), or null for Other and ignored. */
  readonly sa103fBox: number | null;
  /** SA103F disallowable column box (32-45) when the whole amount is disallowable, else null. */
  readonly disallowableBox: number | null;
  readonly disallowable: boolean;
  /** Suggested the zero VAT rate: no SA category, or ignored (SPEC §5). */
  readonly zeroVat: boolean;
  /** How HMRC usually treats its income or cost: what a new transaction is suggested (decision 0024). */
  readonly vatTreatment: VatTreatment;
  /** Why, in one plain-English line shown next to the VAT rate field, or null where standard plainly applies. */
  readonly vatReason: string | null;
  /** Capital goods (flat rate scheme: VAT on them may be reclaimed in box 4). */
  readonly capitalGoods: boolean;
  /** Which group a picker shows it under (SPEC §2 filter groups Income, Expense, Other). */
  readonly group: CategoryGroup;
  readonly help: string;
}

export type CategoryGroup = 'Income' | 'Expense' | 'Other';
export const CATEGORY_GROUPS: readonly CategoryGroup[] = ['Income', 'Expense', 'Other'];

export const SA_CATEGORIES: readonly SaCategory[] = SA_CATEGORY_DATA;

export function saCategoryById(id: string | null | undefined): SaCategory | undefined {
  return SA_CATEGORIES.find((s) => s.id === id);
}

const DEFAULT_START_DATE = '2000-01-01';

export const CATEGORIES: readonly Category[] = CATEGORY_DATA.map((c): Category => {
  const sa = c.sa === null ? undefined : saCategoryById(c.sa);
  if (c.sa !== null && !sa) throw new Error(`Category ${c.id}: unknown SA category ${c.sa}`);
  const disallowable = c.disallowable === true;
  const ignore = c.ignore === true;
  return {
    id: c.id,
    name: c.name,
    startDate: c.startDate ?? DEFAULT_START_DATE,
    endDate: c.endDate ?? null,
    saCategory: sa ? { id: sa.id as SaCategoryId, name: sa.name, income: sa.income } : null,
    ignore,
    isNegative: c.isNegative ?? null,
    sa103sBox: sa && !disallowable ? sa.sa103sBox : null,
    sa103fBox: sa ? sa.sa103fBox : null,
    disallowableBox: sa && disallowable ? sa.sa103fDisallowableBox : null,
    disallowable,
    zeroVat: !sa || ignore,
    vatTreatment: c.vat,
    vatReason: c.vatReason ?? null,
    capitalGoods: c.capitalGoods === true,
    group: categoryGroup({ saCategory: sa ?? null }),
    help: c.help,
  };
});

/** The picker group of any category shape (domain or API): Income, Expense or Other. */
export function categoryGroup(category: { readonly saCategory: { readonly income: boolean } | null }): CategoryGroup {
  if (!category.saCategory) return 'Other';
  return category.saCategory.income ? 'Income' : 'Expense';
}

/**
 * The categories a picker offers on a day, by group (SPEC §2 groups Income, Expense, Other): those
 * selectable today plus the one already selected (SPEC §5).
 */
export function selectableCategoriesByGroup<
  C extends Parameters<typeof isCategorySelectable>[0] & Parameters<typeof categoryGroup>[0],
>(categories: readonly C[], today: string, selectedId?: string | null): { group: CategoryGroup; categories: C[] }[] {
  const offered = categories.filter((c) => isCategorySelectable(c, today, selectedId));
  return CATEGORY_GROUPS.map((group) => ({ group, categories: offered.filter((c) => categoryGroup(c) === group) }));
}

export function categoryById(id: string | null | undefined): Category | undefined {
  return id == null ? undefined : CATEGORIES.find((c) => c.id === id);
}

/**
 * The API's Category shape (contract `Category`): id, name, dates, saCategory, ignore, isNegative, and
 * the VAT treatment with its reason, which the browser needs to suggest the rate and say why.
 */
export function toCategoryDto(c: Category): {
  id: string;
  name: string;
  startDate: string;
  endDate: string | null;
  saCategory: { id: string; name: string; income: boolean } | null;
  ignore: boolean;
  isNegative: boolean | null;
  vatTreatment: VatTreatment;
  vatReason: string | null;
} {
  return {
    id: c.id,
    name: c.name,
    startDate: c.startDate,
    endDate: c.endDate,
    saCategory: c.saCategory ? { ...c.saCategory } : null,
    ignore: c.ignore,
    isNegative: c.isNegative,
    vatTreatment: c.vatTreatment,
    vatReason: c.vatReason,
  };
}
