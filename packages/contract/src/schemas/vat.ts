/** HMRC and VAT: the link to HMRC, obligations, a return's figures, its submission, receipt and checks. */
import * as z from 'zod/mini';
import { VAT_BOXES } from '@bk/domain';
import { Id, IsoDate, IsoDateTime, Money } from './common';

export const DateFromTo = z.object({ from: IsoDate, to: IsoDate });
/** HMRC's scenario names (QUARTERLY_NONE_MET): sent as a header, so only header-safe characters. */
export const GovTestScenarioQuery = z.object({
  govTestScenario: z.optional(
    z
      .string()
      .check(z.maxLength(100), z.regex(/^[A-Za-z0-9_-]*$/, 'Use only letters, digits, hyphens and underscores')),
  ),
});
export const HmrcDetails = z.object({
  loggedIn: z.boolean(),
  vrnConfirmed: z.boolean(),
  mode: z.nullable(z.number().check(z.int())),
  declaration: z.nullable(z.number().check(z.int())),
});
export const Obligation = z.object({
  periodKey: z.string(),
  start: IsoDate,
  end: IsoDate,
  due: IsoDate,
  status: z.string(),
  received: z.optional(z.nullable(IsoDate)),
});
export const VatReturnFigures = z.object({
  vatDueSales: z.number(),
  vatDueAcquisitions: z.number(),
  totalVatDue: z.number(),
  vatReclaimedCurrPeriod: z.number(),
  netVatDue: z.number(),
  totalValueSalesExVAT: z.number().check(z.int()),
  totalValuePurchasesExVAT: z.number().check(z.int()),
  totalValueGoodsSuppliedExVAT: z.number().check(z.int()),
  totalAcquisitionsExVAT: z.number().check(z.int()),
});
/** A VAT box's name, as HMRC names it (`vatDueSales` … `totalAcquisitionsExVAT`). */
const VatBoxName = z.enum(VAT_BOXES);
/** Where each box's figure came from (SPEC §3 figures entry method: CALCULATED 1, IMPORTED 2, ENTERED 3). */
export const FiguresEntryMethods = z.partialRecord(VatBoxName, z.number().check(z.int(), z.gte(1), z.lte(3)));
/** Bridging mode's digital link: each box's sheet cell (e.g. `B7`), and the file and sheet it came from. */
export const CellReferences = z.partialRecord(VatBoxName, z.string().check(z.regex(/^[A-Z]{1,3}[1-9][0-9]{0,6}$/)));
export const ImportSource = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(255)),
  sheetName: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const VatReturnSubmission = z.extend(VatReturnFigures, {
  scheme: z.number().check(z.int()),
  flatRatePercent: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(100)))),
  mode: z.number().check(z.int()),
  declaration: z.number().check(z.int()),
  dateFrom: IsoDate,
  dateTo: IsoDate,
  dateDue: IsoDate,
  figuresEntryMethod: z.optional(FiguresEntryMethods),
  cellReferences: z.optional(CellReferences),
  importSource: z.optional(z.nullable(ImportSource)),
  /** One per return the person is filing (the browser keeps it across retries): a repeat never files twice. */
  idempotencyKey: z.string().check(z.minLength(16), z.maxLength(100)),
});
export const VatReceipt = z.extend(VatReturnFigures, {
  id: Id,
  correlationId: z.nullable(z.string()),
  receiptId: z.nullable(z.string()),
  receiptTimestamp: z.nullable(z.string()),
  processingDate: z.string(),
  paymentIndicator: z.nullable(z.string()),
  formBundleNumber: z.string(),
  chargeRefNumber: z.nullable(z.string()),
  vrn: z.string(),
  mode: z.number().check(z.int()),
  declaration: z.number().check(z.int()),
  businessName: z.string(),
  businessAddress: z.nullable(z.string()),
  scheme: z.number().check(z.int()),
  flatRatePercent: z.nullable(z.number()),
  periodKey: z.string(),
  dateFrom: IsoDate,
  dateTo: IsoDate,
  dateDue: IsoDate,
  figuresEntryMethod: FiguresEntryMethods,
  cellReferences: CellReferences,
  importSource: z.nullable(ImportSource),
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
  boxes: z.array(VatBoxName),
});
/** `transaction/vat-figures`: boxes 1-5 in pounds and pence, 6-9 whole pounds, with counts and checks. */
export const VatFigures = z.object({
  box1: Money,
  box2: Money,
  box3: Money,
  box4: Money,
  box5: Money,
  box6: z.number().check(z.int()),
  box7: z.number().check(z.int()),
  box8: z.number().check(z.int()),
  box9: z.number().check(z.int()),
  /** Transactions in the period that counted in a box. */
  transactionCount: z.number().check(z.int()),
  /** Transactions in the period still incomplete (imported, not yet saved): they count in no box. */
  incompleteCount: z.number().check(z.int()),
  /** Complete transactions in the period of type UNRECONCILED: they count in no box. */
  unreconciledCount: z.number().check(z.int()),
  checks: z.array(VatCheck),
  /** Flat rate scheme: the first-year 1% discount when some day of the period has it, to its last day. */
  flatRateFirstYear: z.nullable(z.object({ fullPercent: z.number(), discountedPercent: z.number(), until: IsoDate })),
});
export const VatReminderSettings = z.object({
  enableAdministratorReminders: z.boolean(),
  enableSharedAccessReminders: z.boolean(),
});
