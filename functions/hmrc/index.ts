import { hmrcRoutes, itsaRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { config } from '../shared/config';
import { completeHmrcLogin, hmrcDetails, saveVrn, startHmrcLogin } from './link';
import { checkVrn, financialDetails, liabilities, obligations, payments, penalties } from './vat';
import { vatReceipt, vatReceipts, viewVatReturn } from './receipts';
import { submitVatReturn } from './returns';
import {
  disableAllVatReminders,
  myVatReminders,
  saveVatReminderSettings,
  turnMyVatRemindersOn,
  vatReminderSettings,
} from './vat-reminders';

/** The hmrc group's calls: VAT's and Income Tax's (decision 0068) share the HMRC link. */
const groupRoutes = { ...hmrcRoutes, ...itsaRoutes };

/** HMRC (SPEC §7 "Tax authority"): sign-in, VAT number, the VAT calls and Income Tax (decision 0068). */
export const handler = createApi(groupRoutes, {
  hmrcLogin: async ({ query }, ctx) => startHmrcLogin(ctx, query.returnName),
  hmrcAuth: async ({ body }, ctx) => completeHmrcLogin(ctx, body),
  hmrcDetails: async (_input, ctx) => hmrcDetails(ctx.business.id),
  hmrcVrn: async ({ body }, ctx) => saveVrn(ctx, body.vrn),
  hmrcVrnCheck: async ({ params }, ctx) => checkVrn(ctx, params.vrn),
  hmrcObligations: async ({ body, query }, ctx) => obligations(ctx, body, query.govTestScenario),
  hmrcPayments: async ({ body, query }, ctx) => payments(ctx, body, query.govTestScenario),
  hmrcLiabilities: async ({ body, query }, ctx) => liabilities(ctx, body, query.govTestScenario),
  hmrcPenalties: async ({ query }, ctx) => penalties(ctx, query.govTestScenario),
  hmrcFinancialDetails: async ({ body, query }, ctx) =>
    financialDetails(ctx, body.penaltyChargeReference, query.govTestScenario),
  hmrcVatReturnGet: async ({ params }, ctx) => viewVatReturn(ctx, params.periodKey),
  hmrcVatReturnSubmit: async ({ params, body, query }, ctx) =>
    submitVatReturn(ctx, params.periodKey, body, query.govTestScenario),
  hmrcVatReturnReceipts: async (_input, ctx) => vatReceipts(ctx),
  hmrcVatReturnReceipt: async ({ params }, ctx) => vatReceipt(ctx, params.id),
  hmrcPenaltiesEnabled: async () => config().FEATURE_PENALTIES,
  hmrcVatRemindersSilentMode: async () => config().FEATURE_VAT_REMINDERS_SILENT,
  hmrcVatRemindersSettings: async (_input, ctx) => vatReminderSettings(ctx.business.id),
  hmrcVatRemindersSave: async ({ body }, ctx) => saveVatReminderSettings(ctx, body),
  hmrcVatRemindersDisableAll: async ({ params }, ctx) => disableAllVatReminders(ctx, params.id),
  hmrcVatRemindersMine: async (_input, ctx) => myVatReminders(ctx),
  hmrcVatRemindersMineOn: async (_input, ctx) => turnMyVatRemindersOn(ctx),
  // Income Tax's handlers load on their first call, keeping the VAT calls' cold start small (decision 0058).
  itsaSettings: async (_input, ctx) => (await import('./itsa-settings')).itsaSettings(ctx),
  itsaSettingsSave: async ({ body, query }, ctx) =>
    (await import('./itsa-settings')).saveItsaSettings(ctx, body, query.govTestScenario),
  itsaBusinesses: async ({ body, query }, ctx) =>
    (await import('./itsa-settings')).itsaBusinesses(ctx, body.nino, query.govTestScenario),
  itsaQuarterType: async ({ body, query }, ctx) =>
    (await import('./itsa-settings')).saveQuarterType(ctx, body, query.govTestScenario),
  itsaObligations: async ({ params, query }, ctx) =>
    (await import('./itsa-obligations')).itsaObligations(ctx, params.taxYear, query.govTestScenario),
  itsaFigures: async ({ params, query }, ctx) =>
    (await import('./itsa-figures')).itsaFigures(ctx, params.taxYear, query.periodEnd),
  itsaSubmit: async ({ body, query }, ctx) =>
    (await import('./itsa-submit')).submitItsaUpdate(ctx, body, query.govTestScenario),
  itsaSubmissions: async ({ query }, ctx) => (await import('./itsa-receipts')).itsaReceipts(ctx, query.taxYear),
  itsaSubmission: async ({ params }, ctx) => (await import('./itsa-receipts')).receiptView(ctx.business.id, params.id),
  itsaCalculation: async ({ params, query }, ctx) =>
    (await import('./itsa-receipts')).itsaCalculation(ctx, params.id, query.govTestScenario),
});
