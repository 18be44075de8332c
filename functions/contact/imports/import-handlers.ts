import type { HandlerMap } from '../../shared/api/types';
import { listDoneImports, removeImport } from '../../shared/csv-import';
import { finishContactImport } from './finish-import';

/** SPEC §7 contact/import/* (spread into the contact group's handlers; decision 0033). */
export const contactImportHandlers = {
  contactImportList: async (_input, ctx) => listDoneImports(ctx.business.id, 'CONTACT', ctx.now),
  contactImportDelete: async ({ params }, ctx) => removeImport(ctx.business.id, 'CONTACT', params.id, ctx.now),
  contactImportFinish: async ({ body }, ctx) => finishContactImport(ctx.business.id, body, ctx.now),
} satisfies HandlerMap<'contact'>;
