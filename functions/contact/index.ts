import { contactRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { lazyHandlers } from '../shared/api/lazy-handlers';
import { contactHandlers } from './contact-handlers';

/**
 * Contact calls of SPEC §7. Each part of the group brings its own handlers object, spread here;
 * routes of the group without a handler answer 501. Imports and exports (CSV files in S3) load
 * on their first call, so the list and the edits never load the S3 client (decision 0058).
 */
export const handler = createApi(contactRoutes, {
  ...contactHandlers,
  ...lazyHandlers(() => import('./exports/export-contacts').then((m) => m.contactExportHandlers), {
    contactExport: true,
  }),
  ...lazyHandlers(() => import('./imports/import-handlers').then((m) => m.contactImportHandlers), {
    contactImportList: true,
    contactImportDelete: true,
    contactImportFinish: true,
  }),
});
