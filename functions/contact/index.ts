import { contactRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { contactHandlers } from './contact-handlers';
import { contactExportHandlers } from './exports/export-contacts';
import { contactImportHandlers } from './imports/import-handlers';

/**
 * Contact calls of SPEC §7. Each part of the group brings its own handlers object, spread here;
 * routes of the group without a handler answer 501.
 */
export const handler = createApi(contactRoutes, {
  ...contactHandlers,
  ...contactExportHandlers,
  ...contactImportHandlers,
});
