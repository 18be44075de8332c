import { TRANSACTION_TYPES, VAT_RATES } from '@bk/domain';
import { transactionRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { completeTransaction, settleAllIncomplete } from './commands/complete-transaction';
import { createTransaction, deleteTransaction, updateTransaction } from './commands/edit-transaction';
import { splitTransaction } from './commands/split-transaction';
import { listTransactions } from './queries/list-transactions';
import { incompleteCount } from './queries/incomplete-count';
import { barChart, categoryStats, incomeExpenseStats, pieChart } from './queries/summaries';
import { transactionExportHandlers } from './exports/export-handlers';
import { transactionImportHandlers } from './imports/import-handlers';
import { vatFigures } from './vat-figures';

/** Transaction calls of SPEC §7. */
export const handler = createApi(transactionRoutes, {
  transactionVatRates: async () => VAT_RATES.map(({ id, vatPercent, name }) => ({ id, vatPercent, name })),
  transactionTypes: async () => TRANSACTION_TYPES.map(({ id, name }) => ({ id, name })),
  transactionList: async ({ query, body }, ctx) => {
    const { transactions, pages, stats, searchedFrom } = await listTransactions(ctx.business.id, query.page, body);
    return { transactions, pages, stats, ...(searchedFrom ? { searchedFrom } : {}) };
  },
  transactionCreate: async ({ body }, ctx) =>
    createTransaction(ctx.business.id, body, ctx.now, { ctx, confirmed: body.confirmFiledPeriod }),
  transactionUpdate: async ({ params, body }, ctx) =>
    updateTransaction(ctx.business.id, params.id, body, ctx.now, { ctx, confirmed: body.confirmFiledPeriod }),
  transactionComplete: async ({ params, body }, ctx) =>
    completeTransaction(ctx.business.id, params.id, body, ctx.now, { ctx, confirmed: body.confirmFiledPeriod }),
  transactionCompleteAll: async (_input, ctx) => settleAllIncomplete(ctx.business.id, 'complete', ctx.now),
  transactionDiscardAll: async (_input, ctx) => settleAllIncomplete(ctx.business.id, 'discard', ctx.now),
  transactionSplit: async ({ params, body }, ctx) =>
    splitTransaction(ctx.business.id, params.id, body, ctx.now, { ctx, confirmed: body.confirmFiledPeriod }),
  transactionDelete: async ({ params, body }, ctx) =>
    deleteTransaction(ctx.business.id, params.id, body.updatedDate, { ctx, confirmed: body.confirmFiledPeriod }),
  transactionVatFigures: async ({ body }, ctx) => vatFigures(ctx.business.id, body),
  transactionStats: async ({ body }, ctx) => incomeExpenseStats(ctx.business.id, body),
  transactionIncompleteCount: async (_input, ctx) => incompleteCount(ctx.business.id),
  transactionStatsCategory: async ({ body }, ctx) => categoryStats(ctx.business.id, 'SA103F', body),
  transactionStatsCategoryShort: async ({ body }, ctx) => categoryStats(ctx.business.id, 'SA103S', body),
  transactionBarChart: async ({ body }, ctx) => barChart(ctx.business.id, body),
  transactionPieChart: async ({ body }, ctx) => pieChart(ctx.business.id, body),
  ...transactionExportHandlers,
  ...transactionImportHandlers,
});
