import { hmrcRoutes } from '@bk/contract';
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

/** HMRC (SPEC §7 "Tax authority"): sign-in, VAT number, and the VAT information calls. */
export const handler = createApi(hmrcRoutes, {
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
});
