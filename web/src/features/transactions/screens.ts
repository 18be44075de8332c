import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { accountsQueryOptions } from '../bank-accounts/api/get-accounts';
import { categoriesQueryOptions, typesQueryOptions, vatRatesQueryOptions } from './api/reference-data';
import { TransactionsPage } from './components/transactions-page';

/** Income & Expenses (SPEC §2), for app/screens.tsx's BUILT map. Reference data is wanted, never blocking. */
export const TRANSACTION_SCREENS = {
  Transactions: {
    Component: TransactionsPage,
    prefetch: () =>
      Promise.all([
        queryClient.ensureQueryData(accountsQueryOptions()),
        queryClient.ensureQueryData(categoriesQueryOptions()),
        queryClient.ensureQueryData(vatRatesQueryOptions()),
        queryClient.ensureQueryData(typesQueryOptions()),
      ]).catch(() => undefined),
  },
} satisfies Partial<Record<ScreenName, { Component: ComponentType; prefetch?: () => Promise<unknown> }>>;
