import { generatePath } from 'react-router';

/**
 * Every screen of SPEC §2's route table, by name. Paths are relative to the router's basename
 * (`/app`). Navigation uses these names, never hand-written paths.
 */
export const ROUTES = {
  Root: '/',
  Register: '/register',
  VerifyRequired: '/verify-email/required',
  VerifyEmail: '/verify-email/:token',
  Login: '/signin',
  ForgotPassword: '/forgot-password',
  ResetPassword: '/reset-password/:token',
  DisableVATReminders: '/vat-reminders/:hashid/disable-all',
  AdminLogin: '/admin-login/:token',
  Home: '/home',
  ImportExport: '/import-export',
  Vat: '/vat',
  SelectBusiness: '/select-business',
  EditBusiness: '/edit-business',
  EditProfile: '/edit-profile',
  Support: '/support',
  ShareAccess: '/share-access',
  Invitations: '/invitations',
  Transactions: '/transactions',
  Import: '/import',
  FinishImport: '/import/finish',
  ImportContacts: '/import-contacts',
  FinishImportContacts: '/import-contacts/finish',
  Export: '/export',
  ExportContacts: '/export-contacts',
  Contacts: '/contacts',
  ViewContact: '/contacts/:contactId',
  BankAccounts: '/bank-accounts',
  Charts: '/charts',
  ToggleVat: '/hmrc/vat-toggle',
  HmrcLogin: '/hmrc/login',
  HmrcLoginComplete: '/hmrc/login-complete',
  SetVrn: '/hmrc/vrn',
  HmrcVatReturn: '/hmrc/vat-return',
  // SPEC §2: "also fromDate, toDate as YYYYMMDD" — optional trailing segments.
  HmrcKeyVatReturn: '/hmrc/vat-return/:periodKey/:fromDate?/:toDate?',
  HmrcViewVatReturn: '/hmrc/view-vat-return/:fromDate/:toDate/:periodKey',
  HmrcVatReturnReceiptList: '/hmrc/vat-return/receipt/list',
  HmrcVatReturnReceipt: '/hmrc/vat-return/receipt/:id',
  HmrcObligations: '/hmrc/obligations',
  HmrcPayments: '/hmrc/payments',
  HmrcLiabilities: '/hmrc/liabilities',
  HmrcPenalties: '/hmrc/penalties',
  FinancialDetails: '/hmrc/penalties/financial-details/:penaltyChargeReference',
  HmrcSelfAssessment: '/hmrc/self-assessment',
  HmrcVatReminders: '/hmrc/vat-reminders',
  IncomeTax: '/income-tax',
  IncomeTaxSettings: '/income-tax/settings',
  IncomeTaxUpdate: '/income-tax/update/:taxYear/:periodEnd',
  IncomeTaxReceipt: '/income-tax/updates/:id',
  IncomeTaxCalculation: '/income-tax/updates/:id/calculation',
  AffiliateEnroll: '/affiliate/enroll',
  AffiliateDashboard: '/affiliate/dashboard',
  AffiliateEditProfile: '/affiliate/edit-profile',
  // The affiliates' public directory, which SPEC §1 implies and §2 does not draw: open to anyone,
  // at the prefix the API's sharing links use.
  // The contract's AFFILIATE_DIRECTORY_PATH, written out: importing it would bring the contract's
  // schemas and zod into every first load (decision 0059; tests/unit/web-budget.test.ts checks both).
  Directory: '/directory',
  DirectoryProfile: '/directory/:slug',
  Invoices: '/invoice/list',
  CreateInvoice: '/invoice/create',
  Invoice: '/invoice/:invoiceId',
  PageNotFound: '*',
} as const;

export type ScreenName = keyof typeof ROUTES;

type ParamKeys<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? ParamName<Name> | ParamKeys<`/${Tail}`>
    : ParamName<Rest>
  : never;
type ParamName<S extends string> = S extends `${infer Name}?` ? Name : S;
export type ParamsOfScreen<N extends ScreenName> = { [K in ParamKeys<(typeof ROUTES)[N]>]?: string };

/**
 * The app-relative address of a screen, with its parameters and query filled in.
 * @example routeTo('ToggleVat', {}, { returnName: 'Vat' }) // '/hmrc/vat-toggle?returnName=Vat'
 */
export function routeTo<N extends Exclude<ScreenName, 'PageNotFound'>>(
  name: N,
  params: ParamsOfScreen<N> = {},
  query: Record<string, string | undefined> = {},
): string {
  const path = generatePath(ROUTES[name] as string, params as Record<string, string | null>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export function isScreenName(value: string | null | undefined): value is ScreenName {
  return typeof value === 'string' && Object.hasOwn(ROUTES, value);
}
