/** HMRC and VAT: the link to HMRC, obligations, a return's figures, its submission, receipt and checks. */
import * as z from 'zod';
import { VAT_BOXES } from '@bk/domain';
import { Id, IsoDate, IsoDateTime, Money } from './common';

export const DateFromTo = z.object({ from: IsoDate, to: IsoDate });
/** HMRC's scenario names (QUARTERLY_NONE_MET): sent as a header, so only header-safe characters. */
export const GovTestScenarioQuery = z.object({
  govTestScenario: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/, 'Use only letters, digits, hyphens and underscores')
    .optional(),
});
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
  /** Flat rate scheme: the first-year 1% discount when some day of the period has it, to its last day. */
  flatRateFirstYear: z.object({ fullPercent: z.number(), discountedPercent: z.number(), until: IsoDate }).nullable(),
});
export const VatReminderSettings = z.object({
  enableAdministratorReminders: z.boolean(),
  enableSharedAccessReminders: z.boolean(),
});
