import type { HandlerMap } from '../../shared/api/types';
import { exportTransactions } from './export-transactions';

/** SPEC §7 POST transaction/export (spread into the transaction group's handlers). */
export const transactionExportHandlers = {
  transactionExport: async ({ body }, ctx) => exportTransactions(ctx.business.id, body),
} satisfies HandlerMap<'transaction'>;
