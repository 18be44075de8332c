import type { HandlerMap } from '../../shared/api/types';
import { listDoneImports } from '../../shared/csv-import';
import { importDuplicates } from './duplicates';
import { finishTransactionImport } from './finish-import';
import { removeTransactionImport } from './remove-import';

/** SPEC §7 transaction/import/* (spread into the transaction group's handlers; decision 0033). */
export const transactionImportHandlers = {
  transactionImportList: async (_input, ctx) => listDoneImports(ctx.business.id, 'TX', ctx.now),
  transactionImportDelete: async ({ params, query }, ctx) =>
    removeTransactionImport(ctx, params.id, query.confirmFiledPeriod === 'true'),
  transactionImportFinish: async ({ body }, ctx) => finishTransactionImport(ctx, body, ctx.now),
  transactionImportDuplicates: async ({ body }, ctx) => importDuplicates(ctx.business.id, body),
} satisfies HandlerMap<'transaction'>;
