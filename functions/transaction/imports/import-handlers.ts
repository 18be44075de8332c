import type { HandlerMap } from '../../shared/api/types';
import { listDoneImports, removeImport } from '../../shared/csv-import';
import { importDuplicates } from './duplicates';
import { finishTransactionImport } from './finish-import';

/** SPEC §7 transaction/import/* (spread into the transaction group's handlers; decision 0033). */
export const transactionImportHandlers = {
  transactionImportList: async (_input, ctx) => listDoneImports(ctx.business.id, 'TX', ctx.now),
  transactionImportDelete: async ({ params }, ctx) => removeImport(ctx.business.id, 'TX', params.id, ctx.now),
  transactionImportFinish: async ({ body }, ctx) => finishTransactionImport(ctx, body, ctx.now),
  transactionImportDuplicates: async ({ body }, ctx) => importDuplicates(ctx.business.id, body),
} satisfies HandlerMap<'transaction'>;
