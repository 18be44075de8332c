import * as z from 'zod';
import { ATTACHMENT_TOO_LARGE_MESSAGE, MAX_ATTACHMENT_BYTES } from '@bk/domain';
import { route } from './define';
import * as S from './schemas';
import { affiliateRoutes } from './routes/affiliate';

const anyJson = z.unknown();
const flag = z.boolean();

/**
 * Every call of SPEC §7, once. CDK's API routes, the local gateway, the Lambda chain and the web
 * client are all derived from this table (STYLE §3); `contract.test.ts` proves they agree.
 * `support` marks the few routes whose method does not tell whether they change anything
 * (`supportMay`, decision 0023).
 */
// One line per route reads as the table it is.
// prettier-ignore
export const routes = {
  // ---- User (SPEC §7 "User and business") ----
  userLogin: route({ method: 'POST', path: '/user/login', group: 'user', access: 'public', summary: 'Sign in', body: S.LoginRequest, response: S.LoginResponse }),
  userRegister: route({ method: 'POST', path: '/user/register', group: 'user', access: 'public', summary: 'Create an account and its first business', body: S.RegisterRequest, response: S.Ok, status: 201 }),
  userPing: route({ method: 'GET', path: '/user/ping', group: 'user', access: 'user', summary: 'Remaining idle session time in milliseconds (does not extend the session)', response: z.object({ remainingMs: z.number().int() }) }),
  userGet: route({ method: 'GET', path: '/user', group: 'user', access: 'user', summary: 'The signed-in user', response: S.User }),
  userUpdate: route({ method: 'PATCH', path: '/user', group: 'user', access: 'user', summary: 'Update name, e-mail or password', body: z.object({ name: z.string().trim().min(1).max(200).optional(), newEmail: S.Email.optional().nullable(), password: z.string().max(1024).optional().nullable(), confirmPassword: z.string().max(1024).optional().nullable(), currentPassword: z.string().max(1024).optional().nullable() }), response: z.object({ emailNeedsVerify: z.boolean() }) }),
  userDelete: route({ method: 'DELETE', path: '/user', group: 'user', access: 'user', summary: 'Delete the account (typed e-mail confirms)', body: z.object({ email: S.Email }), response: z.object({ status: z.enum(['deleted', 'in-progress']) }) }),
  userLogout: route({ method: 'PATCH', path: '/user/logout', group: 'user', access: 'user', summary: 'End the session on the server', response: S.Ok, support: 'allow' }),
  userVerifyEmail: route({ method: 'PATCH', path: '/user/verify-email', group: 'user', access: 'public', summary: 'Verify an e-mail address with the token from the e-mail', body: z.object({ token: z.string().min(1).max(200) }), response: S.Ok }),
  userForgotten: route({ method: 'PATCH', path: '/user/forgotten', group: 'user', access: 'public', summary: 'Send a password reset e-mail (always answers the same)', body: z.object({ email: S.Email, recaptchaResponse: z.string().max(4096).optional().nullable() }), response: S.Message }),
  userForgottenResetCheck: route({ method: 'PATCH', path: '/user/forgotten/reset/check', group: 'user', access: 'public', summary: 'Whether a reset token is valid', body: z.object({ token: z.string().min(1).max(200) }), response: z.object({ valid: z.boolean() }) }),
  userForgottenReset: route({ method: 'PATCH', path: '/user/forgotten/reset', group: 'user', access: 'public', summary: 'Set a new password with a reset token', body: S.PasswordResetRequest, response: S.Ok }),
  userAuthenticatorGenerate: route({ method: 'PATCH', path: '/user/mobile-authenticator/generate', group: 'user', access: 'user', summary: 'Start authenticator set-up', body: S.TwoFactorProof, response: z.object({ url: z.string() }) }),
  userAuthenticatorVerify: route({ method: 'PATCH', path: '/user/mobile-authenticator/verify', group: 'user', access: 'user', summary: 'Confirm authenticator set-up with a code', body: z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code') }), response: S.Ok }),
  userAuthenticatorDisable: route({ method: 'PATCH', path: '/user/mobile-authenticator/disable', group: 'user', access: 'user', summary: 'Switch back to e-mail passcodes', body: S.TwoFactorProof, response: S.Ok }),
  userSupportToken: route({ method: 'GET', path: '/user/support-token', group: 'user', access: 'user', summary: 'A short-lived support token', response: z.object({ supportToken: z.string() }), support: 'deny' }),
  userAudit: route({ method: 'GET', path: '/user/audit', group: 'user', access: 'user', summary: "The user's recent security events", response: z.array(S.AuditEntry) }),
  userAdminLogin: route({ method: 'POST', path: '/user/admin-login', group: 'user', access: 'public', summary: 'Exchange a support token for a session (support staff)', body: z.object({ token: z.string().min(1).max(200) }), response: S.SessionOpened }),

  // ---- Business ----
  businessActiveGet: route({ method: 'GET', path: '/user/business/active', group: 'business', access: 'business', permission: 'business:read', summary: 'The active business', response: S.Business }),
  businessActiveUpdate: route({ method: 'PATCH', path: '/user/business/active', group: 'business', access: 'business', permission: 'business:edit', summary: 'Edit the active business', body: S.BusinessEdit, response: S.Business, maxBodyBytes: 5 * 1024 * 1024 }),
  businessActiveType: route({ method: 'PATCH', path: '/user/business/active/type', group: 'business', access: 'business', permission: 'business:edit', summary: 'Set the business type', body: z.object({ businessTypeId: z.number().int() }), response: S.Business }),
  businessActiveToggleVat: route({ method: 'PATCH', path: '/user/business/active/toggle/vat', group: 'business', access: 'business', permission: 'business:edit', summary: 'Turn VAT on or off', body: z.object({ enableVat: z.boolean() }), response: S.Business }),
  businessList: route({ method: 'GET', path: '/user/business/list', group: 'business', access: 'user', summary: "The user's businesses", response: z.array(S.BusinessTile) }),
  businessSelect: route({ method: 'GET', path: '/user/business/select/{id}', group: 'business', access: 'user', summary: 'Select a business: a new token bound to it', params: S.IdParams, response: S.SessionOpened }),
  businessCreate: route({ method: 'POST', path: '/user/business', group: 'business', access: 'user', summary: 'Create a business', body: z.object({ businessName: z.string().trim().min(1).max(200), businessTypeId: z.number().int(), enableVat: z.boolean() }), response: S.BusinessTile, status: 201 }),
  businessDelete: route({ method: 'DELETE', path: '/user/business', group: 'business', access: 'business', permission: 'business:delete', summary: 'Delete the active business and all its data', response: z.object({ status: z.enum(['deleted', 'in-progress']) }) }),
  businessTypeList: route({ method: 'GET', path: '/user/business/type/list', group: 'business', access: 'public', summary: 'Business types', response: z.array(S.NamedOption) }),
  businessIndustryList: route({ method: 'GET', path: '/user/business/public/industry/list', group: 'business', access: 'public', summary: 'Industries', response: z.array(S.NamedOption) }),
  businessRoles: route({ method: 'GET', path: '/user/business/roles', group: 'business', access: 'user', summary: 'Roles that can be given', response: z.array(S.NamedOption) }),
  businessAccessList: route({ method: 'GET', path: '/user/business/access/list', group: 'business', access: 'business', permission: 'access:manage', summary: 'Who has access', response: z.array(S.AccessEntry) }),
  businessAccessGrant: route({ method: 'PATCH', path: '/user/business/access', group: 'business', access: 'business', permission: 'access:manage', summary: "Invite someone to the business, or change a member's role", body: z.object({ email: S.Email, businessRoleId: z.number().int() }), response: z.array(S.AccessEntry) }),
  businessAudit: route({ method: 'GET', path: '/user/business/audit', group: 'business', access: 'business', permission: 'access:manage', summary: "The business's security log (administrator)", response: z.array(S.AuditEntry) }),
  businessAccessRevoke: route({ method: 'PATCH', path: '/user/business/revoke', group: 'business', access: 'business', permission: 'access:manage', summary: 'Revoke access, or withdraw an invitation', body: z.object({ email: S.Email }), response: z.array(S.AccessEntry) }),
  invitationList: route({ method: 'GET', path: '/user/invitations', group: 'business', access: 'user', summary: "Pending invitations to the caller's verified address", response: z.array(S.Invitation) }),
  invitationAccept: route({ method: 'POST', path: '/user/invitations/{id}/accept', group: 'business', access: 'user', summary: 'Accept an invitation: join the business with the invited role', params: S.IdParams, response: S.BusinessTile }),
  invitationDecline: route({ method: 'POST', path: '/user/invitations/{id}/decline', group: 'business', access: 'user', summary: 'Decline an invitation', params: S.IdParams, response: S.Ok }),
  hmrcVrnCheck: route({ method: 'GET', path: '/hmrc/vrn/{vrn}', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'Check a VAT number with HMRC', params: z.object({ vrn: z.string().regex(/^\d{9,12}$/) }), response: z.object({ validVrn: z.boolean(), name: z.string().nullable(), address: z.object({ line1: z.string().nullable(), postcode: z.string().nullable() }).nullable() }) }),

  // ---- Bank accounts ----
  accountList: route({ method: 'GET', path: '/account', group: 'account', access: 'business', permission: 'ledger:read', summary: 'Bank accounts with balances', response: z.array(S.BankAccount) }),
  accountCreate: route({ method: 'POST', path: '/account', group: 'account', access: 'business', permission: 'ledger:write', summary: 'Add a bank account', body: S.BankAccountInput, response: S.BankAccount, status: 201 }),
  accountUpdate: route({ method: 'PATCH', path: '/account/{id}', group: 'account', access: 'business', permission: 'ledger:write', summary: 'Rename or make default', params: S.IdParams, body: S.BankAccountInput, response: S.BankAccount }),
  accountDelete: route({ method: 'DELETE', path: '/account/{id}', group: 'account', access: 'business', permission: 'ledger:write', summary: 'Delete an account and its transactions', params: S.IdParams, query: S.FiledPeriodConfirmQuery, response: z.object({ status: z.enum(['deleted', 'in-progress']) }) }),
  accountFiledCount: route({ method: 'GET', path: '/account/{id}/filed-transactions', group: 'account', access: 'business', permission: 'ledger:read', summary: 'How many of its transactions are in VAT periods filed with HMRC', params: S.IdParams, response: S.FiledTransactionCount }),

  // ---- Transactions ----
  transactionVatRates: route({ method: 'GET', path: '/transaction/vat-rates', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'VAT rates', response: z.array(S.VatRate) }),
  transactionTypes: route({ method: 'GET', path: '/transaction/types', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'Transaction types', response: z.array(S.TransactionType) }),
  transactionList: route({ method: 'PATCH', path: '/transaction/list', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'A page of filtered transactions with totals', query: S.PageQuery, body: S.TransactionFilter, response: z.object({ transactions: z.array(S.Transaction), pages: z.number().int(), stats: z.object({ income: S.Money, expenses: S.Money }), searchedFrom: S.IsoDate.optional() }) }),
  transactionCreate: route({ method: 'POST', path: '/transaction', group: 'transaction', access: 'business', permission: 'ledger:write', summary: 'Add a transaction', body: S.TransactionInput.extend(S.FiledPeriodConfirm.shape), response: S.Transaction, status: 201 }),
  transactionUpdate: route({ method: 'PATCH', path: '/transaction/{id}', group: 'transaction', access: 'business', permission: 'ledger:write', summary: 'Edit a transaction', params: S.IdParams, body: S.TransactionInput.extend(S.UpdatedDate.shape).extend(S.FiledPeriodConfirm.shape), response: S.Transaction }),
  transactionComplete: route({ method: 'PATCH', path: '/transaction/{id}/complete', group: 'transaction', access: 'business', permission: 'ledger:write', summary: 'Complete an incomplete transaction', params: S.IdParams, body: z.object({ categoryId: S.Id.nullable().optional(), updatedDate: S.IsoDateTime }).extend(S.FiledPeriodConfirm.shape), response: S.Transaction }),
  transactionCompleteAll: route({ method: 'PATCH', path: '/transaction/complete-all', group: 'transaction', access: 'business', permission: 'ledger:write', summary: 'Complete all incomplete transactions', response: z.object({ count: z.number().int() }) }),
  transactionDiscardAll: route({ method: 'PATCH', path: '/transaction/discard-all', group: 'transaction', access: 'business', permission: 'ledger:write', summary: 'Discard all incomplete transactions', response: z.object({ count: z.number().int() }) }),
  transactionSplit: route({ method: 'PATCH', path: '/transaction/{id}/split', group: 'transaction', access: 'business', permission: 'ledger:write', summary: 'Split a transaction in two', params: S.IdParams, body: z.object({ splitAmount: S.Money, updatedDate: S.IsoDateTime }).extend(S.FiledPeriodConfirm.shape), response: z.array(S.Transaction) }),
  transactionDelete: route({ method: 'DELETE', path: '/transaction/{id}', group: 'transaction', access: 'business', permission: 'ledger:write', summary: 'Delete a transaction', params: S.IdParams, body: S.UpdatedDate.extend(S.FiledPeriodConfirm.shape), response: S.Ok }),
  transactionStats: route({ method: 'PATCH', path: '/transaction/stats', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'Income and expense totals', body: S.DateRange.partial(), response: z.object({ income: S.Money, expenses: S.Money }) }),
  transactionIncompleteCount: route({ method: 'GET', path: '/transaction/incomplete-count', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'How many transactions wait to be completed or have no category', response: z.object({ count: z.number().int().min(0), more: z.boolean(), uncategorised: z.number().int().min(0) }) }),
  transactionStatsCategory: route({ method: 'PATCH', path: '/transaction/stats/category', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'Self-assessment totals, full form', body: S.DateRange, response: z.array(S.CategoryStat) }),
  transactionStatsCategoryShort: route({ method: 'PATCH', path: '/transaction/stats/category/short', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'Self-assessment totals, short form', body: S.DateRange, response: z.array(S.CategoryStat) }),
  transactionVatFigures: route({ method: 'PATCH', path: '/transaction/vat-figures', group: 'transaction', access: 'business', permission: 'vat:read', summary: 'VAT boxes computed from the ledger', body: S.DateRange.extend({ scheme: z.number().int(), flatRatePercent: z.number().min(0).max(100).nullable().optional() }), response: S.VatFigures }),
  transactionImportList: route({ method: 'GET', path: '/transaction/import/list', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'Previous transaction imports', response: z.array(S.ImportRecord) }),
  transactionImportDelete: route({ method: 'DELETE', path: '/transaction/import/{id}', group: 'transaction', access: 'business', permission: 'import:manage', summary: 'Remove an import and its transactions', params: S.IdParams, query: S.FiledPeriodConfirmQuery, response: S.Ok }),
  transactionImportFinish: route({ method: 'POST', path: '/transaction/import/finish', group: 'transaction', access: 'business', permission: 'import:manage', summary: 'Import mapped CSV rows', body: S.TransactionImportFinish, response: S.ImportResult, status: 201, maxBodyBytes: 4 * 1024 * 1024 }),
  transactionImportDuplicates: route({ method: 'POST', path: '/transaction/import/duplicates', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'Which rows of a file the account already holds', body: S.ImportDuplicatesRequest, response: S.ImportDuplicates, maxBodyBytes: 2 * 1024 * 1024 }),
  transactionExport: route({ method: 'POST', path: '/transaction/export', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'Transactions as CSV', body: S.ExportRequest, response: S.ExportResult }),
  transactionBarChart: route({ method: 'PATCH', path: '/transaction/transactions-bar-chart', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'Monthly income and expenses', body: S.ChartRange, response: z.object({ labels: z.array(z.string()), income: z.array(S.Money), expenses: z.array(S.Money), profitMargin: z.array(z.number().nullable()) }) }),
  transactionPieChart: route({ method: 'PATCH', path: '/transaction/pie-chart-accounts', group: 'transaction', access: 'business', permission: 'ledger:read', summary: 'Totals by category', body: S.ChartRange.extend({ isIncome: z.boolean() }), response: z.object({ labels: z.array(z.string()), data: z.array(S.Money), backgroundColor: z.array(z.string()) }) }),
  categoryList: route({ method: 'GET', path: '/category', group: 'category', access: 'business', permission: 'ledger:read', summary: 'Categories', response: z.array(S.Category) }),

  // ---- Contacts ----
  contactList: route({ method: 'PATCH', path: '/contact/list', group: 'contact', access: 'business', permission: 'ledger:read', summary: 'A page of filtered contacts', query: S.PageQuery, body: S.ContactFilter, response: S.Paged('contacts', S.Contact) }),
  contactCreate: route({ method: 'POST', path: '/contact', group: 'contact', access: 'business', permission: 'ledger:write', summary: 'Add a contact', body: S.ContactInput, response: S.Contact, status: 201 }),
  contactUpdate: route({ method: 'PATCH', path: '/contact/{id}', group: 'contact', access: 'business', permission: 'ledger:write', summary: 'Edit a contact', params: S.IdParams, body: S.ContactInput, response: S.Contact }),
  contactDelete: route({ method: 'DELETE', path: '/contact/{id}', group: 'contact', access: 'business', permission: 'ledger:write', summary: 'Delete a contact', params: S.IdParams, response: S.Ok }),
  contactImportList: route({ method: 'GET', path: '/contact/import/list', group: 'contact', access: 'business', permission: 'ledger:read', summary: 'Previous contact imports', response: z.array(S.ImportRecord) }),
  contactImportDelete: route({ method: 'DELETE', path: '/contact/import/{id}', group: 'contact', access: 'business', permission: 'import:manage', summary: 'Remove a contact import', params: S.IdParams, response: S.Ok }),
  contactImportFinish: route({ method: 'POST', path: '/contact/import/finish', group: 'contact', access: 'business', permission: 'import:manage', summary: 'Import mapped CSV rows', body: S.ContactImportFinish, response: S.ImportResult, status: 201, maxBodyBytes: 4 * 1024 * 1024 }),
  contactExport: route({ method: 'POST', path: '/contact/export', group: 'contact', access: 'business', permission: 'ledger:read', summary: 'Contacts as CSV', response: S.ExportResult }),

  // ---- Attachments ----
  attachmentGet: route({ method: 'GET', path: '/attachment/{id}', group: 'attachment', access: 'business', permission: 'ledger:read', summary: 'A short-lived download address for the file', params: S.IdParams, response: z.object({ url: z.string(), contentType: z.string(), fileName: z.string() }) }),
  attachmentCreate: route({ method: 'POST', path: '/attachment', group: 'attachment', access: 'business', permission: 'ledger:write', summary: 'Register an upload; answers a presigned POST', body: z.object({ fileName: S.FileName, desc: z.string().max(500), transactionId: S.Id, contentType: z.string().max(100), size: z.number().int().min(1).max(MAX_ATTACHMENT_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE) }), response: z.object({ attachment: S.Attachment, upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }) }), status: 201 }),
  attachmentUpdate: route({ method: 'PATCH', path: '/attachment/{id}', group: 'attachment', access: 'business', permission: 'ledger:write', summary: 'Describe an attachment', params: S.IdParams, body: z.object({ desc: z.string().max(500) }), response: S.Attachment }),
  attachmentDelete: route({ method: 'DELETE', path: '/attachment/{id}', group: 'attachment', access: 'business', permission: 'ledger:write', summary: 'Delete an attachment', params: S.IdParams, response: S.Ok }),
  attachmentList: route({ method: 'GET', path: '/transaction/{id}/attachments', group: 'attachment', access: 'business', permission: 'ledger:read', summary: 'Attachments of a transaction', params: S.IdParams, response: z.array(S.Attachment) }),
  attachmentConfirm: route({ method: 'PATCH', path: '/attachment/{id}/confirm', group: 'attachment', access: 'business', permission: 'ledger:write', summary: 'Check the uploaded file by its bytes', params: S.IdParams, response: S.Attachment }),

  // ---- Invoices ----
  invoiceList: route({ method: 'PATCH', path: '/invoice/list', group: 'invoice', access: 'business', permission: 'invoice:read', summary: 'A page of filtered invoices', query: S.PageQuery, body: S.InvoiceFilter, response: S.Paged('invoices', S.InvoiceSummary) }),
  invoiceGet: route({ method: 'GET', path: '/invoice/{id}', group: 'invoice', access: 'business', permission: 'invoice:read', summary: 'An invoice', params: S.IdParams, response: S.Invoice }),
  invoiceCreate: route({ method: 'POST', path: '/invoice', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Create an invoice', body: S.InvoiceInput, response: S.Invoice, status: 201 }),
  invoiceUpdate: route({ method: 'PATCH', path: '/invoice/{id}', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Edit an invoice', params: S.IdParams, body: S.InvoiceInput, response: S.Invoice }),
  invoiceDelete: route({ method: 'DELETE', path: '/invoice/{id}', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Delete an invoice', params: S.IdParams, response: S.Ok }),
  invoiceAddPayment: route({ method: 'PATCH', path: '/invoice/{id}/add-payment', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Reconcile transactions as payments', params: S.IdParams, body: z.object({ transactionIds: z.array(S.Id).min(1).max(500) }), response: S.Invoice }),
  invoiceRemovePayment: route({ method: 'PATCH', path: '/invoice/{id}/remove-payment', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Remove a payment', params: S.IdParams, body: z.object({ transactionId: S.Id }), response: S.Invoice }),
  invoiceSend: route({ method: 'PATCH', path: '/invoice/{id}/send', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'E-mail the invoice', params: S.IdParams, body: z.object({ emailTo: S.Email, emailNote: z.string().max(5000).optional().nullable() }), response: S.Ok }),
  invoiceGenerate: route({ method: 'GET', path: '/invoice/{id}/generate', group: 'invoice', access: 'business', permission: 'invoice:read', summary: 'The invoice as a PDF', params: S.IdParams, response: z.object({ pdfBase64: z.string() }) }),
  invoiceInitialDetails: route({ method: 'GET', path: '/invoice/create/initial-details', group: 'invoice', access: 'business', permission: 'invoice:read', summary: 'Next invoice number and last payment details', response: z.object({ generatedInvoiceNumber: z.string(), latestPaymentDetails: z.string().nullable() }) }),
  invoiceVisible: route({ method: 'GET', path: '/invoice/visible', group: 'invoice', access: 'user', summary: 'Whether invoices are switched on', response: flag }),
  invoiceEmailEnabled: route({ method: 'GET', path: '/invoice/email/enabled', group: 'invoice', access: 'user', summary: 'Whether invoice e-mail is switched on', response: flag }),

  // ---- Tax authority (HMRC) ----
  hmrcLogin: route({ method: 'GET', path: '/hmrc/login', group: 'hmrc', access: 'business', permission: 'vat:settings', summary: "HMRC's authorisation address", query: z.object({ returnName: z.string().max(100).optional() }), response: z.object({ url: z.string() }), support: 'deny' }),
  hmrcAuth: route({ method: 'POST', path: '/hmrc/auth', group: 'hmrc', access: 'business', permission: 'vat:settings', summary: 'Exchange the authorisation code', body: z.object({ code: z.string().min(1).max(200), returnName: z.string().max(100).optional(), state: z.string().max(200).optional() }), response: S.HmrcDetails }),
  hmrcDetails: route({ method: 'GET', path: '/hmrc/details', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'HMRC link state', response: S.HmrcDetails }),
  hmrcVrn: route({ method: 'PATCH', path: '/hmrc/vrn', group: 'hmrc', access: 'business', permission: 'vat:settings', summary: 'Save the VAT number', body: z.object({ vrn: z.string().regex(/^\d{9}$/, 'Enter a 9-digit VAT registration number') }), response: S.HmrcDetails }),
  hmrcObligations: route({ method: 'POST', path: '/hmrc/obligations', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT obligations', query: S.GovTestScenarioQuery, body: S.DateFromTo.extend({ status: z.enum(['O', 'F', '']).optional() }), response: z.array(S.Obligation) }),
  hmrcPayments: route({ method: 'POST', path: '/hmrc/payments', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT payments', query: S.GovTestScenarioQuery, body: S.DateFromTo, response: z.array(z.object({ amount: z.number(), received: S.IsoDate.nullable() })) }),
  hmrcLiabilities: route({ method: 'POST', path: '/hmrc/liabilities', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT liabilities', query: S.GovTestScenarioQuery, body: S.DateFromTo, response: z.array(anyJson) }),
  hmrcFinancialDetails: route({ method: 'POST', path: '/hmrc/financial-details', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'Financial details of a penalty', query: S.GovTestScenarioQuery, body: z.object({ penaltyChargeReference: z.string().min(1).max(50) }), response: anyJson }),
  hmrcPenalties: route({ method: 'POST', path: '/hmrc/penalties', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT penalties', query: S.GovTestScenarioQuery, response: anyJson }),
  hmrcVatReturnGet: route({ method: 'GET', path: '/hmrc/vat-return/{periodKey}', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'A submitted VAT return', params: z.object({ periodKey: z.string().min(1).max(10) }), response: S.VatReturnFigures.extend({ periodKey: z.string() }) }),
  hmrcVatReturnSubmit: route({ method: 'POST', path: '/hmrc/vat-return/{periodKey}', group: 'hmrc', access: 'business', permission: 'vat:submit', summary: 'Submit a VAT return', params: z.object({ periodKey: z.string().min(1).max(10) }), query: S.GovTestScenarioQuery, body: S.VatReturnSubmission, response: z.object({ receiptId: S.Id }), status: 201 }),
  hmrcVatReturnReceipts: route({ method: 'GET', path: '/hmrc/vat-return/receipts', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT return receipts', response: z.array(S.VatReceipt) }),
  hmrcVatReturnReceipt: route({ method: 'GET', path: '/hmrc/vat-return/receipts/{id}', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'One VAT return receipt', params: S.IdParams, response: S.VatReceipt }),
  hmrcVatRemindersSettings: route({ method: 'GET', path: '/hmrc/vat-reminders/settings', group: 'hmrc', access: 'business', permission: 'vat:read', summary: 'VAT reminder settings', response: S.VatReminderSettings }),
  hmrcVatRemindersSave: route({ method: 'PATCH', path: '/hmrc/vat-reminders/save', group: 'hmrc', access: 'business', permission: 'vat:settings', summary: 'Save VAT reminder settings', body: S.VatReminderSettings, response: S.VatReminderSettings }),
  hmrcVatRemindersSilentMode: route({ method: 'GET', path: '/hmrc/vat-reminders/silent-mode', group: 'hmrc', access: 'user', summary: 'Whether reminders are in silent mode', response: flag }),
  hmrcVatRemindersMine: route({ method: 'GET', path: '/hmrc/vat-reminders/mine', group: 'hmrc', access: 'user', summary: 'Whether the signed-in user turned off all their VAT reminders', response: z.object({ remindersOff: z.boolean() }) }),
  hmrcVatRemindersMineOn: route({ method: 'PATCH', path: '/hmrc/vat-reminders/mine/on', group: 'hmrc', access: 'user', summary: 'Turn the signed-in user\'s VAT reminders back on', response: S.Ok }),
  hmrcVatRemindersDisableAll: route({ method: 'PATCH', path: '/hmrc/vat-reminders/{id}/disable-all', group: 'hmrc', access: 'public', summary: 'Turn off reminders from an e-mail link', params: S.IdParams, response: S.Ok }),
  hmrcPenaltiesEnabled: route({ method: 'GET', path: '/hmrc/penalties/enabled', group: 'hmrc', access: 'user', summary: 'Whether penalties are switched on', response: flag }),

  // ---- Places ----
  placesSessionToken: route({ method: 'GET', path: '/places/session-token', group: 'places', access: 'user', summary: 'An address-lookup session token', response: z.object({ sessionToken: z.string() }) }),
  placesPredictions: route({ method: 'PATCH', path: '/places/predictions', group: 'places', access: 'user', summary: 'Address predictions', body: z.object({ sessionToken: z.string().max(200), searchQuery: z.string().trim().min(3).max(200) }), response: z.array(z.object({ id: z.string(), description: z.string() })), support: 'allow' }),
  placesDetails: route({ method: 'PATCH', path: '/places/details', group: 'places', access: 'user', summary: 'Details of one address', body: z.object({ sessionToken: z.string().max(200), placeId: z.string().max(200) }), response: S.PlaceDetails, support: 'allow' }),

  // ---- Affiliate (their own module: the directory grows beside them) ----
  ...affiliateRoutes,

  // ---- Banner and misc ----
  bannerList: route({ method: 'GET', path: '/banner-message', group: 'misc', access: 'optional', summary: 'Banner messages (without those the user cleared)', response: z.array(S.BannerMessage) }),
  bannerClear: route({ method: 'PATCH', path: '/banner-message/{id}/clear', group: 'misc', access: 'user', summary: 'Hide a clearable banner for this user', params: S.IdParams, response: S.Ok }),
  aishaEnabled: route({ method: 'GET', path: '/aisha/enabled', group: 'misc', access: 'public', summary: 'Whether the chat assistant is switched on', response: flag }),
  hmrcMode: route({ method: 'GET', path: '/hmrc/mode', group: 'misc', access: 'user', summary: 'Which HMRC this stage talks to: the local emulator, the sandbox or production', response: z.object({ mode: z.enum(['local', 'sandbox', 'production']) }) }),
  version: route({ method: 'GET', path: '/version.json', group: 'misc', access: 'public', summary: 'The deployed web version (a static file of the web build, under /app/)', response: z.object({ version: z.string() }), static: true }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
