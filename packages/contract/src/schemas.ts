import * as z from 'zod';
import { POUNDS_PROBLEM_MESSAGES, poundsProblem, VAT_BOXES } from '@bk/domain';

/**
 * Shared schemas of the API's entities (SPEC §3). Money crosses the API as pounds with at most
 * two decimals; dates as ISO `YYYY-MM-DD` (SPEC §9, ARCHITECTURE "Money and dates").
 */
export const Id = z.string().min(1).max(64);
export const IdParams = z.object({ id: Id });
export const IsoDate = z.iso.date();
export const IsoDateTime = z.iso.datetime({ offset: true });
/**
 * Pounds, checked by the one parser the functions use to turn them into pence (`parsePounds`), so
 * whatever passes here converts exactly; 3.3000000000000003 (1.1 * 3 in JavaScript) is refused here
 * with a field error instead of failing later.
 */
export const Money = z.number().superRefine((n, ctx) => {
  const problem = poundsProblem(n);
  if (problem) ctx.addIssue({ code: 'custom', message: POUNDS_PROBLEM_MESSAGES[problem] });
});
export const Email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));
export const Empty = z.object({}).strict();
export const Ok = z.object({ ok: z.literal(true) });
export const Message = z.object({ message: z.string() });
export const Text = z.string();
export const PageQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });
export const Paged = <T extends z.ZodType>(key: string, item: T) =>
  z.object({ [key]: z.array(item), pages: z.number().int().min(0) });

/** SPEC §8: a validation reply lists field errors; every other error reply carries a message. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.array(FieldError).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
export type FieldError = z.infer<typeof FieldError>;

export const RoleRef = z.object({ id: z.number().int(), name: z.string() });

export const User = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  userTwofaTypeId: z.number().int(),
  newEmailAfterVerify: z.string().nullable(),
  twofaRequired: z.boolean(),
  /** True in a session that support staff opened with the user's support token. */
  supportSession: z.boolean(),
});
export type User = z.infer<typeof User>;

/** One security event of the audit log (issue 3), newest first in lists. */
export const AuditEntry = z.object({
  id: Id,
  event: z.string(),
  /** Plain English, e.g. "Signed in" or "Shared access with jo@example.com as Accountant". */
  summary: z.string(),
  userEmail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: IsoDateTime,
});

export const Business = z.object({
  id: Id,
  name: z.string(),
  businessTypeId: z.number().int(),
  industryId: z.number().int().nullable(),
  crn: z.string().nullable(),
  enableVat: z.boolean(),
  vrn: z.string().nullable(),
  scheme: z.number().int().nullable(),
  flatRatePercent: z.number().nullable(),
  firstLineOfAddress: z.string().nullable(),
  town: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  otherSocials: z.string().nullable(),
  logoBase64: z.string().nullable(),
  businessRole: RoleRef,
});
export type Business = z.infer<typeof Business>;

export const BusinessEdit = z.object({
  name: z.string().trim().min(1).max(200),
  businessTypeId: z.number().int().optional(),
  industryId: z.number().int().nullable().optional(),
  crn: z.string().max(20).nullable().optional(),
  vrn: z.string().max(20).nullable().optional(),
  enableVat: z.boolean().optional(),
  scheme: z.number().int().nullable().optional(),
  flatRatePercent: z.number().min(0).max(100).nullable().optional(),
  firstLineOfAddress: z.string().max(200).nullable().optional(),
  town: z.string().max(100).nullable().optional(),
  region: z.string().max(100).nullable().optional(),
  country: z.string().max(100).nullable().optional(),
  postalCode: z.string().max(20).nullable().optional(),
  emailAddress: z.string().max(254).nullable().optional(),
  phoneNumber: z.string().max(40).nullable().optional(),
  website: z.string().max(300).nullable().optional(),
  twitterHandle: z.string().max(100).nullable().optional(),
  facebookProfile: z.string().max(300).nullable().optional(),
  linkedinProfile: z.string().max(300).nullable().optional(),
  otherSocials: z.string().max(1000).nullable().optional(),
  logoBase64: z.string().max(4_000_000).nullable().optional(),
});

export const BusinessTile = z.object({ id: Id, name: z.string(), businessRole: RoleRef });
export const NamedOption = z.object({ id: z.number().int(), name: z.string() });
export const AccessEntry = z.object({
  id: Id,
  email: z.string(),
  businessRoleId: z.number().int(),
  businessRole: RoleRef,
});

export const LoginRequest = z.object({
  email: Email,
  password: z.string().min(1).max(1024),
  recaptchaResponse: z.string().max(4096).optional().nullable(),
  twofaToken: z.string().max(32).optional().nullable(),
  usingBackupEmailCode: z.boolean().optional(),
});
export const LoginResponse = z.object({
  token: z.string().nullable(),
  userTwofaTypeId: z.number().int(),
  twofaRequired: z.boolean(),
});
export const RegisterRequest = z.object({
  name: z.string().trim().min(1).max(200),
  businessName: z.string().trim().min(1).max(200),
  businessTypeId: z.number().int(),
  enableVat: z.boolean(),
  email: Email,
  password: z.string().max(1024),
  confirmPassword: z.string().max(1024),
  agreeTC: z.literal(true, { error: 'You must agree to the terms and conditions' }),
  recaptchaResponse: z.string().max(4096).optional().nullable(),
});

export const BankAccount = z.object({ id: Id, name: z.string(), isMain: z.boolean(), balance: Money });
export const BankAccountInput = z.object({ name: z.string().trim().min(1).max(100), isMain: z.boolean() });

export const VatRate = z.object({ id: Id, vatPercent: z.number(), name: z.string() });
export const TransactionType = z.object({ id: z.number().int(), name: z.string() });
export const SaCategory = z.object({ id: Id, name: z.string(), income: z.boolean() });
export const Category = z.object({
  id: Id,
  name: z.string(),
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
  saCategory: SaCategory.nullable(),
  ignore: z.boolean(),
  isNegative: z.boolean().nullable(),
  /** How HMRC usually treats the category's income or cost: the VAT rate a new transaction is suggested. */
  vatTreatment: z.enum(['standard', 'reduced', 'zero', 'exempt', 'outside-scope', 'not-reclaimable']),
  /** Why, in one plain-English line for next to the VAT rate field; null where standard plainly applies. */
  vatReason: z.string().nullable(),
});

export const Transaction = z.object({
  id: Id,
  date: IsoDate,
  desc: z.string(),
  contact: z.object({ id: Id, name: z.string() }).nullable(),
  category: z.object({ name: z.string(), saCategory: SaCategory.nullable() }).nullable(),
  transactionType: TransactionType,
  netAmount: Money.nullable(),
  amount: Money,
  vatRate: z.object({ name: z.string() }).nullable(),
  account: z.object({ name: z.string() }),
  incomplete: z.boolean(),
  attachments: z.number().int(),
  isRefund: z.boolean(),
  purchasePrice: Money.nullable(),
  accountId: Id,
  categoryId: Id.nullable(),
  transactionTypeId: z.number().int(),
  vatRateId: Id.nullable(),
  contactId: Id.nullable(),
  updatedDate: IsoDateTime,
  invoiceId: Id.nullable(),
});
export const TransactionInput = z.object({
  date: IsoDate,
  desc: z.string().max(500),
  transactionTypeId: z.number().int(),
  contactId: Id.nullable().optional(),
  categoryId: Id.nullable().optional(),
  amount: Money,
  netAmount: Money.nullable().optional(),
  purchasePrice: Money.nullable().optional(),
  accountId: Id,
  vatRateId: Id.nullable().optional(),
  isRefund: z.boolean().optional(),
});
export const TransactionFilter = z.object({
  dateFrom: IsoDate.nullable().optional(),
  dateTo: IsoDate.nullable().optional(),
  desc: z.string().max(200).nullable().optional(),
  transactionTypeId: z.number().int().nullable().optional(),
  categoryId: Id.nullable().optional(),
  bankAccountId: Id.nullable().optional(),
  minAmount: Money.nullable().optional(),
  maxAmount: Money.nullable().optional(),
  isRefund: z.boolean().nullable().optional(),
  isIncome: z.boolean().nullable().optional(),
  id: Id.nullable().optional(),
});
export const UpdatedDate = z.object({ updatedDate: IsoDateTime });
export const DateRange = z.object({ startDate: IsoDate, endDate: IsoDate });
export const ChartRange = z.object({ dateFrom: IsoDate, dateTo: IsoDate });
export const CategoryStat = z.object({
  name: z.string(),
  income: z.boolean(),
  amount: Money,
  boxNumber: z.number().int().nullable(),
  disallowableAmount: Money,
  disallowableBoxNumber: z.number().int().nullable(),
});
export const ImportRecord = z.object({ id: Id, name: z.string(), date: IsoDateTime });

export const Attachment = z.object({
  id: Id,
  transactionId: Id,
  fileName: z.string(),
  desc: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  created: IsoDateTime,
});

export const Contact = z.object({
  id: Id,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  otherSocials: z.string().nullable(),
  vrn: z.string().nullable(),
});
export const ContactInput = Contact.omit({ id: true }).extend({
  name: z.string().trim().min(1, 'Name is required').max(200),
});
export const ContactFilter = z.object({
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  mobile: z.string().max(40).optional(),
  address: z.string().max(500).optional(),
  website: z.string().max(300).optional(),
  vrn: z.string().max(20).optional(),
  twitterHandle: z.string().max(100).optional(),
  facebookProfile: z.string().max(300).optional(),
  linkedinProfile: z.string().max(300).optional(),
  otherSocials: z.string().max(1000).optional(),
});

const Index = z.number().int().min(-1);
export const ContactImportFinish = z.object({
  name: z.string().trim().min(1).max(100),
  nameIndex: Index,
  emailIndex: Index,
  phoneIndex: Index,
  mobileIndex: Index,
  addressIndex: Index,
  websiteIndex: Index,
  twitterIndex: Index,
  facebookIndex: Index,
  linkedinIndex: Index,
  otherSocialsIndex: Index,
  vrnIndex: Index,
  csvData: z.string(),
});
export const TransactionImportFinish = z.object({
  accountId: Id,
  name: z.string().trim().min(1).max(100),
  dateIndex: Index,
  amountIndex: Index,
  netAmountIndex: Index,
  vatAmountIndex: Index,
  payInIndex: Index,
  payOutIndex: Index,
  descIndex: Index,
  categoryIndex: Index,
  contactIndex: Index,
  vatRateIndex: Index,
  transactionTypeIndex: Index,
  purchasePriceIndex: Index,
  isRefundIndex: Index,
  csvData: z.string(),
});
export const ExportRequest = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  bankAccountId: Id.nullable().optional(),
});

export const InvoiceItem = z.object({
  description: z.string().max(2000),
  quantity: z.number(),
  unitPrice: Money,
  vatRateId: Id.nullable(),
});
export const Invoice = z.object({
  id: Id,
  invoiceNumber: z.string(),
  purchaseOrderNumber: z.string().nullable(),
  issueDate: IsoDate,
  dueDate: IsoDate.nullable(),
  toName: z.string().nullable(),
  toAddress: z.string().nullable(),
  fromName: z.string().nullable(),
  fromAddress: z.string().nullable(),
  fromVrn: z.string().nullable(),
  fromPhoneNumber: z.string().nullable(),
  fromEmailAddress: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  invoiceItems: z.array(InvoiceItem),
  transactions: z.array(z.object({ id: Id, date: IsoDate, desc: z.string(), amount: Money })),
  deleted: z.boolean(),
  totalGross: Money,
  totalDue: Money,
  amountPaid: Money,
  contactId: Id.nullable(),
  logoBase64: z.string().nullable(),
});
export const InvoiceInput = Invoice.omit({
  id: true,
  transactions: true,
  deleted: true,
  totalGross: true,
  totalDue: true,
  amountPaid: true,
  logoBase64: true,
}).extend({ transactionIds: z.array(Id).max(500).optional() });
export const InvoiceSummary = z.object({
  id: Id,
  invoiceNumber: z.string(),
  toName: z.string().nullable(),
  issueDate: IsoDate,
  dueDate: IsoDate.nullable(),
  totalGross: Money,
  totalDue: Money,
});

export const BannerMessage = z.object({
  id: Id,
  messageHtml: z.string(),
  canClear: z.boolean(),
  bannerMessageColorId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type BannerMessage = z.infer<typeof BannerMessage>;

export const DateFromTo = z.object({ from: IsoDate, to: IsoDate });
export const GovTestScenarioQuery = z.object({ govTestScenario: z.string().max(100).optional() });
export const HmrcDetails = z.object({
  loggedIn: z.boolean(),
  vrnConfirmed: z.boolean(),
  mode: z.number().int().nullable(),
  declaration: z.number().int().nullable(),
});
export const Obligation = z.object({
  periodKey: z.string(),
  start: IsoDate,
  end: IsoDate,
  due: IsoDate,
  status: z.string(),
  received: IsoDate.nullable().optional(),
});
export const VatReturnFigures = z.object({
  vatDueSales: z.number(),
  vatDueAcquisitions: z.number(),
  totalVatDue: z.number(),
  vatReclaimedCurrPeriod: z.number(),
  netVatDue: z.number(),
  totalValueSalesExVAT: z.number().int(),
  totalValuePurchasesExVAT: z.number().int(),
  totalValueGoodsSuppliedExVAT: z.number().int(),
  totalAcquisitionsExVAT: z.number().int(),
});
/** Where each box's figure came from (SPEC §3 figures entry method: CALCULATED 1, IMPORTED 2, ENTERED 3). */
export const FiguresEntryMethods = z.partialRecord(z.enum(VAT_BOXES), z.number().int().min(1).max(3));
/** Bridging mode's digital link: each box's sheet cell (e.g. `B7`), and the file and sheet it came from. */
export const CellReferences = z.partialRecord(
  FiguresEntryMethods.keyType,
  z.string().regex(/^[A-Z]{1,3}[1-9][0-9]{0,6}$/),
);
export const ImportSource = z.object({ fileName: z.string().min(1).max(255), sheetName: z.string().min(1).max(100) });
export const VatReturnSubmission = VatReturnFigures.extend({
  scheme: z.number().int(),
  flatRatePercent: z.number().min(0).max(100).nullable().optional(),
  mode: z.number().int(),
  declaration: z.number().int(),
  dateFrom: IsoDate,
  dateTo: IsoDate,
  dateDue: IsoDate,
  figuresEntryMethod: FiguresEntryMethods.optional(),
  cellReferences: CellReferences.optional(),
  importSource: ImportSource.nullable().optional(),
  /** One per return the person is filing (the browser keeps it across retries): a repeat never files twice. */
  idempotencyKey: z.string().min(16).max(100),
});
export const VatReceipt = VatReturnFigures.extend({
  id: Id,
  correlationId: z.string().nullable(),
  receiptId: z.string().nullable(),
  receiptTimestamp: z.string().nullable(),
  processingDate: z.string(),
  paymentIndicator: z.string().nullable(),
  formBundleNumber: z.string(),
  chargeRefNumber: z.string().nullable(),
  vrn: z.string(),
  mode: z.number().int(),
  declaration: z.number().int(),
  businessName: z.string(),
  businessAddress: z.string().nullable(),
  scheme: z.number().int(),
  flatRatePercent: z.number().nullable(),
  periodKey: z.string(),
  dateFrom: IsoDate,
  dateTo: IsoDate,
  dateDue: IsoDate,
  figuresEntryMethod: FiguresEntryMethods,
  cellReferences: CellReferences,
  importSource: ImportSource.nullable(),
  /** Who filed it (name as it was then). */
  submittedBy: z.string(),
  /** Filed, and confirmed by reading the return back from HMRC after its answer was lost (decision 0015). */
  reconciled: z.boolean(),
  createdDate: IsoDateTime,
});
/** A pre-submission check (SPEC §5 and the product's VAT rules): errors stop the return, warnings ask for a look. */
export const VatCheck = z.object({
  code: z.string(),
  level: z.enum(['error', 'warning']),
  message: z.string(),
  boxes: z.array(FiguresEntryMethods.keyType),
});
/** `transaction/vat-figures`: boxes 1-5 in pounds and pence, 6-9 whole pounds, with counts and checks. */
export const VatFigures = z.object({
  box1: Money,
  box2: Money,
  box3: Money,
  box4: Money,
  box5: Money,
  box6: z.number().int(),
  box7: z.number().int(),
  box8: z.number().int(),
  box9: z.number().int(),
  /** Transactions in the period that counted in a box. */
  transactionCount: z.number().int(),
  /** Transactions in the period still incomplete (imported, not yet saved): they count in no box. */
  incompleteCount: z.number().int(),
  /** Complete transactions in the period of type UNRECONCILED: they count in no box. */
  unreconciledCount: z.number().int(),
  checks: z.array(VatCheck),
});
export const VatReminderSettings = z.object({
  enableAdministratorReminders: z.boolean(),
  enableSharedAccessReminders: z.boolean(),
});

export const AffiliateState = z.object({ enabled: z.boolean(), enrolled: z.boolean(), hasActiveProfile: z.boolean() });
export const AffiliateProfile = z.object({
  name: z.string(),
  description: z.string(),
  slug: z.string().max(64),
  isAccountant: z.boolean(),
  logoBase64: z.string().nullable(),
  vrn: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  otherSocials: z.string().nullable(),
});
export const AffiliateProfileSubmit = z.object({
  slug: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  isAccountant: z.boolean(),
  includeLogo: z.boolean(),
  includeEmailAddress: z.boolean(),
  includePhoneNumber: z.boolean(),
  includeWebsite: z.boolean(),
  includeAddress: z.boolean(),
  includeVrn: z.boolean(),
  includeTwitter: z.boolean(),
  includeFacebook: z.boolean(),
  includeLinkedin: z.boolean(),
  includeOtherSocials: z.boolean(),
});
export const AffiliateEnroll = z.object({
  industryId: z.number().int().nullable().optional(),
  firstLineOfAddress: z.string().max(200).nullable().optional(),
  town: z.string().max(100).nullable().optional(),
  region: z.string().max(100).nullable().optional(),
  country: z.string().max(100).nullable().optional(),
  postalCode: z.string().max(20).nullable().optional(),
  emailAddress: z.string().max(254).nullable().optional(),
  phoneNumber: z.string().max(40).nullable().optional(),
  website: z.string().max(300).nullable().optional(),
  termsAndConditions: z.literal(true, { error: 'You must agree to the terms and conditions' }),
});

export const PlaceDetails = z.object({
  firstLineOfAddress: z.string().nullable(),
  town: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
});
