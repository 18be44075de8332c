/** Making Tax Digital for Income Tax: the link's Income Tax details, obligations, figures, updates, calculations. */
import * as z from 'zod/mini';
import { HMRC_BUSINESS_ID, ninoProblem, normaliseNino } from '@bk/domain';
import { Id, IsoDate, IsoDateTime, Money } from './common';

/** HMRC's tax year label, `2026-27`; cumulative updates exist from 2025-26. */
export const ItsaTaxYear = z.string().check(
  z.regex(/^20\d{2}-\d{2}$/, 'Enter a tax year like 2026-27'),
  z.refine((y) => (Number(y.slice(0, 4)) + 1) % 100 === Number(y.slice(5)), 'Enter a tax year like 2026-27'),
  z.refine((y) => y >= '2025-26', 'Quarterly updates start with the 2025-26 tax year'),
);
export const ItsaTaxYearParams = z.object({ taxYear: ItsaTaxYear });
/** A National Insurance number as typed: spaces and lower case forgiven, HMRC's format and prefix rules checked. */
export const Nino = z.pipe(
  z.string().check(
    z.maxLength(20),
    z.superRefine((text, ctx) => {
      const problem = ninoProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  z.transform(normaliseNino),
);
export const HmrcBusinessId = z
  .string()
  .check(z.regex(HMRC_BUSINESS_ID, 'Choose your business from the list HMRC gives'));
export const QuarterType = z.enum(['standard', 'calendar']);

/** `hmrc/itsa/settings`: what the business has told the app, and whether the HMRC link covers Income Tax. */
export const ItsaSettings = z.object({
  /** Signed in to HMRC at all. */
  linked: z.boolean(),
  /** The link was made before Income Tax was asked for: sign in to HMRC again to add it. */
  needsRelink: z.boolean(),
  /** The owner's NINO, as saved (null until saved). */
  nino: z.nullable(z.string()),
  /** HMRC's self-employment business id. */
  businessId: z.nullable(z.string()),
  tradingName: z.nullable(z.string()),
  commencementDate: z.nullable(IsoDate),
  quarterType: QuarterType,
  /** Standard or calendar may still be changed for the current tax year (no update sent yet). */
  quarterTypeChangeable: z.boolean(),
  /** Days before an Income Tax due date the reminder e-mail goes; null for none. */
  reminderDays: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(60))),
});
export const ItsaSettingsSave = z.object({
  nino: Nino,
  businessId: HmrcBusinessId,
  reminderDays: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(60)))),
});
/** One of the owner's businesses at HMRC (Business Details `listOfBusinesses`), self-employment only. */
export const ItsaBusiness = z.object({
  businessId: z.string(),
  tradingName: z.nullable(z.string()),
  tradingType: z.nullable(z.string()),
  /** From HMRC's business details (null when HMRC holds none). */
  commencementDate: z.nullable(IsoDate),
  quarterType: QuarterType,
});
export const ItsaBusinessesQuery = z.object({ nino: Nino });
export const ItsaQuarterTypeSave = z.object({ taxYear: ItsaTaxYear, quarterType: QuarterType });

export const ItsaObligationStatus = z.enum(['open', 'fulfilled', 'overdue']);
/** A quarterly obligation: HMRC's dates; the period starts at the tax year's start (cumulative). */
export const ItsaObligation = z.object({
  periodStart: IsoDate,
  periodEnd: IsoDate,
  /** HMRC's `dueDate`: shown as it comes, never worked out here. */
  dueDate: IsoDate,
  receivedDate: z.nullable(IsoDate),
  status: ItsaObligationStatus,
  /** The first day the update may be sent (10 days before the period end). */
  earliestSubmission: IsoDate,
  /** Today is on or after {@link earliestSubmission}. */
  submittable: z.boolean(),
  /** The app's latest update for this period, if any. */
  submissionId: z.nullable(Id),
});
export const ItsaObligations = z.object({
  taxYear: z.string(),
  quarterly: z.array(ItsaObligation),
  finalDeclaration: z.nullable(
    z.object({
      periodStart: IsoDate,
      periodEnd: IsoDate,
      dueDate: IsoDate,
      receivedDate: z.nullable(IsoDate),
      status: ItsaObligationStatus,
    }),
  ),
});
export const ItsaFiguresQuery = z.object({ periodEnd: IsoDate });
export const ItsaFieldGroup = z.enum(['periodIncome', 'periodExpenses', 'periodDisallowableExpenses']);
/** One field of the cumulative update with the categories behind it (pounds). */
export const ItsaField = z.object({
  group: ItsaFieldGroup,
  /** HMRC's field name, e.g. `costOfGoods`, `costOfGoodsDisallowable`. */
  name: z.string(),
  label: z.string(),
  /** The SA103F box. */
  box: z.number().check(z.int()),
  amount: Money,
  categories: z.array(z.object({ categoryId: z.string(), name: z.string(), amount: Money })),
});
/** `hmrc/itsa/figures/{taxYear}`: the year to date the app would send for a period ending `periodEnd`. */
export const ItsaFigures = z.object({
  taxYear: z.string(),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  fields: z.array(ItsaField),
  turnover: Money,
  income: Money,
  /** Boxes 17-30 (each including its disallowable part). */
  expenses: Money,
  disallowable: Money,
  /** What a consolidated update sends as `consolidatedExpenses`. */
  allowableExpenses: Money,
  consolidatedAllowed: z.boolean(),
  /** The turnover limit for consolidated expenses (£90,000). */
  consolidatedLimit: Money,
  /** Saved transactions with no category (whole ledger): they count in no field until categorised. */
  uncategorisedCount: z.number().check(z.int()),
  earliestSubmission: IsoDate,
  submittable: z.boolean(),
  /** What stops the update being sent, in plain words (empty when it may go). */
  problems: z.array(z.string()),
});
export const ItsaSubmit = z.object({
  taxYear: ItsaTaxYear,
  periodEnd: IsoDate,
  consolidated: z.boolean(),
  declaration: z.literal(true, 'Tick the declaration to confirm the figures are correct and complete'),
  /** Sending again for a period already sent replaces it: only when the person chose to amend. */
  amend: z.boolean(),
  /** One per update the person is sending (the browser keeps it across retries): a repeat never sends twice. */
  idempotencyKey: z.string().check(z.minLength(16), z.maxLength(100)),
});
export const ItsaSubmission = z.object({
  id: Id,
  taxYear: z.string(),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  consolidated: z.boolean(),
  amendment: z.boolean(),
  /** The exact JSON sent to HMRC. */
  sent: z.record(z.string(), z.unknown()),
  fields: z.array(ItsaField),
  submittedAt: IsoDateTime,
  submittedBy: z.string(),
  /** HMRC's `X-CorrelationId` for the update. */
  correlationId: z.nullable(z.string()),
  /** The in-year calculation triggered after it (null when HMRC refused to start one). */
  calculationId: z.nullable(z.string()),
  /** Why no calculation was started, in plain words. */
  calculationProblem: z.nullable(z.string()),
  nino: z.string(),
  hmrcBusinessId: z.string(),
  tradingName: z.nullable(z.string()),
});
export const ItsaSubmissionsQuery = z.object({ taxYear: z.optional(ItsaTaxYear) });
export const ItsaMessage = z.object({ id: z.string(), text: z.string() });
/** `hmrc/itsa/submissions/{id}/calculation`: HMRC's calculation, or `pending` while HMRC works it out. */
export const ItsaCalculation = z.object({
  status: z.enum(['pending', 'ready', 'failed']),
  calculationId: z.nullable(z.string()),
  taxYear: z.string(),
  /** HMRC's period: from the tax year's start to the date income was sent up to. */
  periodFrom: z.nullable(IsoDate),
  periodTo: z.nullable(IsoDate),
  calculationType: z.nullable(z.string()),
  /** The disclaimer HMRC requires beside an in-year calculation. */
  disclaimer: z.string(),
  figures: z.nullable(
    z.object({
      totalIncomeReceived: z.number(),
      taxableIncome: z.number(),
      incomeTaxDue: z.number(),
      class4NicsDue: z.number(),
      class2Nics: z.nullable(z.number()),
      totalIncomeTaxAndNicsDue: z.number(),
      selfEmploymentProfit: z.nullable(z.number()),
    }),
  ),
  errors: z.array(ItsaMessage),
  warnings: z.array(ItsaMessage),
  /** Why the calculation is missing or failed, in plain words. */
  problem: z.nullable(z.string()),
});
