import type { ComponentType } from 'react';
import type { ScreenName } from '../config/routes';
import { SCREENS } from '../config/screens';
import { ComingLater } from './pages/coming-later';
import { PageNotFound } from './pages/page-not-found';
import { COMPOSED_PREFETCH, COMPOSED_SCREENS } from './composed-screens';
import { loadOnce } from './load-once';
import type { Prefetch } from './guard-loader';

export interface ScreenEntry {
  Component: ComponentType;
  prefetch?: Prefetch;
}
type ScreenMap = Partial<Record<ScreenName, ScreenEntry>>;

/**
 * Every feature's screens are fetched the first time one of them is visited, so the first load
 * carries only the shell and the screen it shows (decision 0059). `names` must list every screen
 * of the feature's map (the type refuses a missing or unknown one), so none falls back to
 * "coming later" unnoticed. One import per feature: its screens share most of their code.
 */
function feature<M extends ScreenMap>(
  load: () => Promise<M>,
  names: Record<keyof M, true>,
): Partial<Record<ScreenName, () => Promise<ScreenEntry>>> {
  const once = loadOnce(load);
  return Object.fromEntries(
    (Object.keys(names) as (keyof M & ScreenName)[]).map((name) => [
      name,
      async () => {
        const entry = (await once())[name];
        if (entry === undefined) throw new Error(`The ${name} screen is missing from its feature`);
        return entry;
      },
    ]),
  );
}

const LAZY: Partial<Record<ScreenName, () => Promise<ScreenEntry>>> = {
  ...feature(() => import('../features/auth/screens').then((m) => m.AUTH_SCREENS), {
    Register: true,
    VerifyRequired: true,
    VerifyEmail: true,
    ForgotPassword: true,
    ResetPassword: true,
    AdminLogin: true,
  }),
  ...feature(() => import('../features/auth/login-screen').then((m) => m.LOGIN_SCREENS), { Login: true }),
  ...feature(() => import('../features/profile/screens').then((m) => m.PROFILE_SCREENS), { EditProfile: true }),
  ...feature(() => import('../features/business/screens').then((m) => m.BUSINESS_SCREENS), {
    SelectBusiness: true,
    EditBusiness: true,
  }),
  ...feature(() => import('../features/share-access/screens').then((m) => m.SHARE_ACCESS_SCREENS), {
    ShareAccess: true,
  }),
  ...feature(() => import('../features/invitations/screens').then((m) => m.INVITATION_SCREENS), {
    Invitations: true,
  }),
  ...feature(() => import('../features/support/screens').then((m) => m.SUPPORT_SCREENS), { Support: true }),
  ...feature(() => import('../features/bank-accounts/screens').then((m) => m.BANK_ACCOUNT_SCREENS), {
    BankAccounts: true,
  }),
  ...feature(() => import('../features/contacts/screens').then((m) => m.CONTACT_SCREENS), {
    Contacts: true,
    ViewContact: true,
  }),
  ...feature(() => import('../features/vat/screens').then((m) => m.VAT_SCREENS), {
    Vat: true,
    ToggleVat: true,
    HmrcLogin: true,
    HmrcLoginComplete: true,
  }),
  ...feature(() => import('../features/vat-info/screens').then((m) => m.VAT_INFO_SCREENS), {
    HmrcObligations: true,
    HmrcPayments: true,
    HmrcLiabilities: true,
    HmrcPenalties: true,
    FinancialDetails: true,
  }),
  ...feature(() => import('../features/vat-receipts/screens').then((m) => m.VAT_RECEIPT_SCREENS), {
    HmrcVatReturnReceiptList: true,
    HmrcVatReturnReceipt: true,
    HmrcViewVatReturn: true,
  }),
  ...feature(() => import('../features/vat-reminders/screens').then((m) => m.VAT_REMINDER_SCREENS), {
    HmrcVatReminders: true,
    DisableVATReminders: true,
  }),
  ...feature(() => import('../features/vat-return/submit-screens').then((m) => m.SUBMIT_VAT_RETURN_SCREENS), {
    HmrcVatReturn: true,
    HmrcKeyVatReturn: true,
  }),
  ...feature(() => import('../features/import-export/screens').then((m) => m.IMPORT_EXPORT_SCREENS), {
    ImportExport: true,
    Import: true,
    FinishImport: true,
    ImportContacts: true,
    FinishImportContacts: true,
    Export: true,
    ExportContacts: true,
  }),
  ...feature(() => import('../features/invoices/screens').then((m) => m.INVOICE_SCREENS), {
    Invoices: true,
    CreateInvoice: true,
    Invoice: true,
  }),
  ...feature(() => import('../features/charts/screens').then((m) => m.CHART_SCREENS), { Charts: true }),
  ...feature(() => import('../features/self-assessment/screens').then((m) => m.SELF_ASSESSMENT_SCREENS), {
    HmrcSelfAssessment: true,
  }),
  ...feature(() => import('../features/income-tax/screens').then((m) => m.INCOME_TAX_SCREENS), {
    IncomeTax: true,
    IncomeTaxSettings: true,
    IncomeTaxUpdate: true,
    IncomeTaxReceipt: true,
    IncomeTaxCalculation: true,
  }),
  ...feature(() => import('../features/affiliate/screens').then((m) => m.AFFILIATE_SCREENS), {
    AffiliateDashboard: true,
    AffiliateEditProfile: true,
  }),
  ...feature(() => import('../features/directory/screens').then((m) => m.DIRECTORY_SCREENS), {
    Directory: true,
    DirectoryProfile: true,
  }),
  ...COMPOSED_SCREENS,
};

/**
 * How a screen is had: `load` fetches its code (and its loader's prefetch) on first visit;
 * screens without code of their own (not found, the "coming later" panel) are in the first load.
 */
export type ScreenSource =
  { load: () => Promise<ScreenEntry>; prefetch?: (() => Promise<Prefetch>) | undefined } | { entry: ScreenEntry };

export function screenOf(name: ScreenName): ScreenSource {
  if (name === 'PageNotFound') return { entry: { Component: PageNotFound } };
  const load = LAZY[name];
  if (load) return { load, prefetch: COMPOSED_PREFETCH[name] };
  const title = SCREENS[name].title;
  return { entry: { Component: () => <ComingLater title={title} /> } };
}
