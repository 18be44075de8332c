import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

const anyJson = z.unknown();
const flag = z.boolean();

/**
 * Tax authority calls (SPEC §7 "Tax authority"): the HMRC link, VAT obligations, returns and reminders,
 * spread into the routes table.
 */
// One line per route reads as the table it is.
// prettier-ignore
export const hmrcRoutes = {
  hmrcVrnCheck: route({ method: 'GET', path: '/hmrc/vrn/{vrn}', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'Check a VAT number with HMRC', params: z.object({ vrn: z.string().check(z.regex(/^\d{9,12}$/)) }), response: z.object({ validVrn: z.boolean(), name: z.nullable(z.string()), address: z.nullable(z.object({ line1: z.nullable(z.string()), postcode: z.nullable(z.string()) })) }) }),
  hmrcLogin: route({ method: 'GET', path: '/hmrc/login', group: 'hmrc', access: 'business', permission: 'vat:settings', summary: "HMRC's authorisation address", query: z.object({ returnName: z.optional(z.string().check(z.maxLength(100))) }), response: z.object({ url: z.string() }), support: 'deny' }),
  hmrcAuth: route({ method: 'POST', path: '/hmrc/auth', group: 'hmrc', access: 'business', permission: 'vat:settings', summary: 'Exchange the authorisation code', body: z.object({ code: z.string().check(z.minLength(1), z.maxLength(200)), returnName: z.optional(z.string().check(z.maxLength(100))), state: z.optional(z.string().check(z.maxLength(200))) }), response: S.HmrcDetails }),
  hmrcDetails: route({ method: 'GET', path: '/hmrc/details', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'HMRC link state', response: S.HmrcDetails }),
  hmrcVrn: route({ method: 'PATCH', path: '/hmrc/vrn', group: 'hmrc', access: 'business', permission: 'vat:settings', summary: 'Save the VAT number', body: z.object({ vrn: z.string().check(z.regex(/^\d{9}$/, 'Enter a 9-digit VAT registration number')) }), response: S.HmrcDetails }),
  hmrcObligations: route({ method: 'POST', path: '/hmrc/obligations', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT obligations', query: S.GovTestScenarioQuery, body: z.extend(S.DateFromTo, { status: z.optional(z.enum(['O', 'F', ''])) }), response: z.array(S.Obligation) }),
  hmrcPayments: route({ method: 'POST', path: '/hmrc/payments', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT payments', query: S.GovTestScenarioQuery, body: S.DateFromTo, response: z.array(z.object({ amount: z.number(), received: z.nullable(S.IsoDate) })) }),
  hmrcLiabilities: route({ method: 'POST', path: '/hmrc/liabilities', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT liabilities', query: S.GovTestScenarioQuery, body: S.DateFromTo, response: z.array(anyJson) }),
  hmrcFinancialDetails: route({ method: 'POST', path: '/hmrc/financial-details', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'Financial details of a penalty', query: S.GovTestScenarioQuery, body: z.object({ penaltyChargeReference: z.string().check(z.minLength(1), z.maxLength(50)) }), response: anyJson }),
  hmrcPenalties: route({ method: 'POST', path: '/hmrc/penalties', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT penalties', query: S.GovTestScenarioQuery, response: anyJson }),
  hmrcVatReturnGet: route({ method: 'GET', path: '/hmrc/vat-return/{periodKey}', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'A submitted VAT return', params: z.object({ periodKey: z.string().check(z.minLength(1), z.maxLength(10)) }), response: z.extend(S.VatReturnFigures, { periodKey: z.string() }) }),
  hmrcVatReturnSubmit: route({ method: 'POST', path: '/hmrc/vat-return/{periodKey}', group: 'hmrc', access: 'business', permission: 'vat:submit', summary: 'Submit a VAT return', params: z.object({ periodKey: z.string().check(z.minLength(1), z.maxLength(10)) }), query: S.GovTestScenarioQuery, body: S.VatReturnSubmission, response: z.object({ receiptId: S.Id }), status: 201 }),
  hmrcVatReturnReceipts: route({ method: 'GET', path: '/hmrc/vat-return/receipts', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT return receipts', response: z.array(S.VatReceipt) }),
  hmrcVatReturnReceipt: route({ method: 'GET', path: '/hmrc/vat-return/receipts/{id}', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'One VAT return receipt', params: S.IdParams, response: S.VatReceipt }),
  hmrcVatRemindersSettings: route({ method: 'GET', path: '/hmrc/vat-reminders/settings', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT reminder settings', response: S.VatReminderSettings }),
  hmrcVatRemindersSave: route({ method: 'PATCH', path: '/hmrc/vat-reminders/save', group: 'hmrc', access: 'business', permission: 'vat:settings', summary: 'Save VAT reminder settings', body: S.VatReminderSettings, response: S.VatReminderSettings }),
  hmrcVatRemindersSilentMode: route({ method: 'GET', path: '/hmrc/vat-reminders/silent-mode', group: 'hmrc', access: 'user', summary: 'Whether reminders are in silent mode', response: flag }),
  hmrcVatRemindersMine: route({ method: 'GET', path: '/hmrc/vat-reminders/mine', group: 'hmrc', access: 'user', summary: 'Whether the signed-in user turned off all their VAT reminders', response: z.object({ remindersOff: z.boolean() }) }),
  hmrcVatRemindersMineOn: route({ method: 'PATCH', path: '/hmrc/vat-reminders/mine/on', group: 'hmrc', access: 'user', summary: 'Turn the signed-in user\'s VAT reminders back on', response: S.Ok }),
  hmrcVatRemindersDisableAll: route({ method: 'PATCH', path: '/hmrc/vat-reminders/{id}/disable-all', group: 'hmrc', access: 'public', summary: 'Turn off reminders from an e-mail link', params: S.IdParams, response: S.Ok }),
  hmrcPenaltiesEnabled: route({ method: 'GET', path: '/hmrc/penalties/enabled', group: 'hmrc', access: 'user', summary: 'Whether penalties are switched on', response: flag }),
} as const;
