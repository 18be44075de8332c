import { TRANSACTION_TYPES, VAT_RATES } from '@bk/domain';
import { transactionRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { lazyHandlers } from '../shared/api/lazy-handlers';
import { listTransactions } from './queries/list-transactions';
import { incompleteCount } from './queries/incomplete-count';

/**
 * Transaction calls of SPEC §7. The list and the counts the screens open with are loaded with the
 * function; every other call loads its module on its first call (decision 0058), so a list never
 * loads the S3 client that edits (attachments), imports and exports use.
 */
export const handler = createApi(transactionRoutes, {
  transactionVatRates: async () => VAT_RATES.map(({ id, vatPercent, name }) => ({ id, vatPercent, name })),
  transactionTypes: async () => TRANSACTION_TYPES.map(({ id, name }) => ({ id, name })),
  transactionList: async ({ query, body }, ctx) => {
    const { transactions, pages, stats, searchedFrom } = await listTransactions(ctx.business.id, query.page, body);
    return { transactions, pages, stats, ...(searchedFrom ? { searchedFrom } : {}) };
  },
  transactionIncompleteCount: async (_input, ctx) => incompleteCount(ctx.business.id),
  transactionCreate: async ({ body }, ctx) =>
    (await import('./commands/edit-transaction')).createTransaction(ctx.business.id, body, ctx.now, {
      ctx,
      confirmed: body.confirmFiledPeriod,
    }),
  transactionUpdate: async ({ params, body }, ctx) =>
    (await import('./commands/edit-transaction')).updateTransaction(ctx.business.id, params.id, body, ctx.now, {
      ctx,
      confirmed: body.confirmFiledPeriod,
    }),
  transactionDelete: async ({ params, body }, ctx) =>
    (await import('./commands/edit-transaction')).deleteTransaction(ctx.business.id, params.id, body.updatedDate, {
      ctx,
      confirmed: body.confirmFiledPeriod,
    }),
  transactionComplete: async ({ params, body }, ctx) =>
    (await import('./commands/complete-transaction')).completeTransaction(ctx.business.id, params.id, body, ctx.now, {
      ctx,
      confirmed: body.confirmFiledPeriod,
    }),
  transactionCompleteAll: async (_input, ctx) =>
    (await import('./commands/complete-transaction')).settleAllIncomplete(ctx.business.id, 'complete', ctx.now),
  transactionDiscardAll: async (_input, ctx) =>
    (await import('./commands/complete-transaction')).settleAllIncomplete(ctx.business.id, 'discard', ctx.now),
  transactionSplit: async ({ params, body }, ctx) =>
    (await import('./commands/split-transaction')).splitTransaction(ctx.business.id, params.id, body, ctx.now, {
      ctx,
      confirmed: body.confirmFiledPeriod,
    }),
  transactionVatFigures: async ({ body }, ctx) => (await import('./vat-figures')).vatFigures(ctx.business.id, body),
  transactionStats: async ({ body }, ctx) =>
    (await import('./queries/summaries')).incomeExpenseStats(ctx.business.id, body),
  transactionStatsCategory: async ({ body }, ctx) =>
    (await import('./queries/summaries')).categoryStats(ctx.business.id, 'SA103F', body),
  transactionStatsCategoryShort: async ({ body }, ctx) =>
    (await import('./queries/summaries')).categoryStats(ctx.business.id, 'SA103S', body),
  transactionBarChart: async ({ body }, ctx) => (await import('./queries/summaries')).barChart(ctx.business.id, body),
  transactionPieChart: async ({ body }, ctx) => (await import('./queries/summaries')).pieChart(ctx.business.id, body),
  ...lazyHandlers(() => import('./exports/export-handlers').then((m) => m.transactionExportHandlers), {
    transactionExport: true,
  }),
  ...lazyHandlers(() => import('./imports/import-handlers').then((m) => m.transactionImportHandlers), {
    transactionImportList: true,
    transactionImportDelete: true,
    transactionImportFinish: true,
    transactionImportDuplicates: true,
  }),
});
