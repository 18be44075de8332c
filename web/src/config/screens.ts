import type { ScreenName } from './routes';

/**
 * Who may open a screen (SPEC §2 "Navigation guards"):
 * - `public`: anyone;
 * - `loggedOut`: anonymous screens, which send a signed-in user Home;
 * - `user`: signed in, no business needed (SelectBusiness, EditProfile, Support);
 * - `business`: signed in with a business selected.
 */
export type ScreenAccess = 'public' | 'loggedOut' | 'user' | 'business';

export interface ScreenMeta {
  /** Heading and document title. */
  readonly title: string;
  readonly access: ScreenAccess;
  /** Needs the active business to be VAT registered, else ToggleVat. */
  readonly vatOnly?: true;
  /** Needs the server's penalties flag, else Vat. */
  readonly needsPenalties?: true;
  /** Needs invoices switched on by the server (SPEC §6), else Home. */
  readonly needsInvoices?: true;
  /**
   * SPEC §4 "VAT gating": `signIn` needs the business signed in to HMRC (else HmrcLogin);
   * `vrn` also needs its VRN confirmed (else SetVrn). Both come back by name.
   */
  readonly needsHmrc?: 'signIn' | 'vrn';
}

const loggedOut = (title: string): ScreenMeta => ({ title, access: 'loggedOut' });
const business = (title: string): ScreenMeta => ({ title, access: 'business' });
const vat = (title: string): ScreenMeta => ({ title, access: 'business', vatOnly: true });
/** A VAT screen that talks to HMRC about the business's VRN. */
const hmrc = (title: string): ScreenMeta => ({ ...vat(title), needsHmrc: 'vrn' });

export const SCREENS: Readonly<Record<ScreenName, ScreenMeta>> = {
  Root: { title: 'Sign in', access: 'public' },
  Register: loggedOut('Register'),
  VerifyRequired: loggedOut('Verify your email'),
  // Public, not logged-out only: a signed-in user confirms a changed e-mail address with the same link.
  VerifyEmail: { title: 'Verifying Email', access: 'public' },
  Login: loggedOut('Sign in'),
  ForgotPassword: loggedOut('Forgotten password'),
  ResetPassword: loggedOut('Reset password'),
  // Public: the e-mail link must work whether or not the person is signed in.
  DisableVATReminders: { title: 'Disable VAT Reminders', access: 'public' },
  AdminLogin: loggedOut('Support sign in'),
  Home: business('Home'),
  ImportExport: business('Import & Export'),
  Vat: vat('MTD VAT'),
  SelectBusiness: { title: 'Select Business', access: 'user' },
  EditBusiness: business('Edit Business'),
  EditProfile: { title: 'Edit Profile', access: 'user' },
  Support: { title: 'Support', access: 'user' },
  ShareAccess: business('Share Access'),
  // Signed in, no business needed: the invitation e-mail links here, before or after signing in.
  Invitations: { title: 'Invitations', access: 'user' },
  Transactions: business('Income & Expenses'),
  Import: business('Import Transactions'),
  FinishImport: business('Finish Transactions Import'),
  ImportContacts: business('Import Contacts'),
  FinishImportContacts: business('Finish Contacts Import'),
  Export: business('Export Transactions'),
  ExportContacts: business('Export Contacts'),
  Contacts: business('Contacts'),
  ViewContact: business('Contact'),
  BankAccounts: business('Bank Accounts'),
  Charts: business('Charts & Reports'),
  ToggleVat: business('VAT Registration'),
  // Not VAT-only: a sole trader who is not VAT registered links to HMRC for Income Tax.
  HmrcLogin: business('Connect to HMRC'),
  HmrcLoginComplete: business('HMRC Sign in Complete'),
  SetVrn: { ...vat('VAT Registration Number'), needsHmrc: 'signIn' },
  HmrcVatReturn: hmrc('VAT Return'),
  HmrcKeyVatReturn: hmrc('Submit VAT Return'),
  HmrcViewVatReturn: hmrc('View VAT Return'),
  HmrcVatReturnReceiptList: vat('VAT Return Receipts'),
  HmrcVatReturnReceipt: vat('VAT Return Receipt'),
  HmrcObligations: hmrc('VAT Obligations'),
  HmrcPayments: hmrc('VAT Payment Information'),
  HmrcLiabilities: hmrc('VAT Liabilities'),
  HmrcPenalties: { ...hmrc('VAT Penalties'), needsPenalties: true },
  FinancialDetails: { ...hmrc('Penalty Financial Details'), needsPenalties: true },
  // Self-assessment is income-tax bookkeeping, not VAT: a non-VAT sole trader needs it most.
  HmrcSelfAssessment: business('Self-Assessment'),
  HmrcVatReminders: vat('VAT Reminders'),
  // Income Tax is for sole traders, VAT registered or not: no VAT gating; the screens check the link.
  IncomeTax: business('Income Tax'),
  IncomeTaxSettings: business('Income Tax Settings'),
  IncomeTaxUpdate: business('Send a Quarterly Update'),
  IncomeTaxReceipt: business('Income Tax Update Receipt'),
  IncomeTaxCalculation: business("HMRC's Tax Calculation"),
  AffiliateEnroll: business('Join the Affiliate Programme'),
  AffiliateDashboard: business('Affiliate Dashboard'),
  AffiliateEditProfile: business('Affiliate Profile'),
  Directory: { title: 'Affiliate Directory', access: 'public' },
  DirectoryProfile: { title: 'Affiliate Profile', access: 'public' },
  Invoices: { ...business('Invoices'), needsInvoices: true },
  CreateInvoice: { ...business('Create Invoice'), needsInvoices: true },
  Invoice: { ...business('Invoice'), needsInvoices: true },
  PageNotFound: { title: 'Page not found', access: 'public' },
};
