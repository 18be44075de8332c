import type { BodyOf } from '@bk/contract';

/** Query keys of Income & Expenses (STYLE §12). Everything here belongs to the active business. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (filter: BodyOf<'transactionList'>, page: number) => [...transactionKeys.all, 'list', filter, page] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  vatRates: () => [...transactionKeys.all, 'vat-rates'] as const,
  types: () => [...transactionKeys.all, 'types'] as const,
  categories: () => [...transactionKeys.all, 'categories'] as const,
};
