import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { accountsQueryOptions } from '../../lib/queries/get-accounts';
import { importListQueryOptions } from './api/imports';
import { ExportContactsPage } from './components/export-contacts-page';
import { ExportTransactionsPage } from './components/export-transactions-page';
import { FinishContactsPage } from './components/finish-contacts-page';
import { FinishTransactionsPage } from './components/finish-transactions-page';
import { ImportExportHub } from './components/import-export-hub';
import { ImportContactsPage, ImportTransactionsPage } from './components/import-screens';

const quietly = (load: Promise<unknown>) => load.catch(() => undefined);

/** Import & Export (SPEC §2), for app/screens.tsx's BUILT map. */
export const IMPORT_EXPORT_SCREENS = {
  ImportExport: { Component: ImportExportHub },
  Import: {
    Component: ImportTransactionsPage,
    prefetch: () => quietly(queryClient.ensureQueryData(importListQueryOptions('transactions'))),
  },
  FinishImport: {
    Component: FinishTransactionsPage,
    prefetch: () =>
      quietly(
        Promise.all([
          queryClient.ensureQueryData(accountsQueryOptions()),
          queryClient.ensureQueryData(importListQueryOptions('transactions')),
        ]),
      ),
  },
  ImportContacts: {
    Component: ImportContactsPage,
    prefetch: () => quietly(queryClient.ensureQueryData(importListQueryOptions('contacts'))),
  },
  FinishImportContacts: {
    Component: FinishContactsPage,
    prefetch: () => quietly(queryClient.ensureQueryData(importListQueryOptions('contacts'))),
  },
  Export: {
    Component: ExportTransactionsPage,
    prefetch: () => quietly(queryClient.ensureQueryData(accountsQueryOptions())),
  },
  ExportContacts: { Component: ExportContactsPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType; prefetch?: () => Promise<unknown> }>>;
