import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { accountsQueryOptions } from '../../lib/queries/get-accounts';
import { BankAccountsPage } from './components/bank-accounts-page';

/** Bank Accounts (SPEC §2), for app/screens.tsx's BUILT map. */
export const BANK_ACCOUNT_SCREENS = {
  BankAccounts: {
    Component: BankAccountsPage,
    prefetch: () => queryClient.ensureQueryData(accountsQueryOptions()).catch(() => undefined),
  },
} satisfies Partial<Record<ScreenName, { Component: ComponentType; prefetch?: () => Promise<unknown> }>>;
