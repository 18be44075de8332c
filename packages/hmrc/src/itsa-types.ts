/**
 * HMRC's MTD Income Tax payloads (shared/reference/hmrc-itsa README §2–§5 and the JSON schemas
 * beside it), as the client sends and returns them. Money is JSON numbers in pounds (2 dp).
 */

export type TypeOfBusiness = 'self-employment' | 'uk-property' | 'foreign-property' | 'property-unspecified';

/** One entry of Business Details' list (README §2.1). */
export interface BusinessListItem {
  typeOfBusiness: TypeOfBusiness;
  businessId: string;
  tradingType?: string;
  tradingName?: string;
}

export type QuarterlyPeriodType = 'standard' | 'calendar';

/** Business Details' retrieve (README §2.2); accounting periods are for logic, never for display. */
export interface BusinessDetails {
  businessId: string;
  typeOfBusiness: TypeOfBusiness;
  tradingType?: string;
  tradingName?: string;
  yearOfMigration?: string;
  firstAccountingPeriodStartDate?: string;
  firstAccountingPeriodEndDate?: string;
  latencyDetails?: {
    latencyEndDate: string;
    taxYear1: string;
    latencyIndicator1: 'A' | 'Q';
    taxYear2: string;
    latencyIndicator2: 'A' | 'Q';
  };
  accountingPeriods?: { start: string; end: string }[];
  /** Absent means standard quarters (README §2.2). */
  quarterlyTypeChoice?: { quarterlyPeriodType: QuarterlyPeriodType; taxYearOfChoice: string };
  commencementDate?: string;
  cessationDate?: string;
  businessAddressLineOne?: string;
  businessAddressLineTwo?: string;
  businessAddressLineThree?: string;
  businessAddressLineFour?: string;
  businessAddressPostcode?: string;
  businessAddressCountryCode?: string;
}

export type ObligationStatus = 'open' | 'fulfilled';

/** One obligation period (README §3.1, §3.2); always show HMRC's `dueDate`, never a computed one. */
export interface ItsaObligationDetail {
  periodStartDate: string;
  periodEndDate: string;
  dueDate: string;
  status: ObligationStatus;
  receivedDate?: string;
}

/** One business's income and expenditure (quarterly) obligations (README §3.1). */
export interface IncomeAndExpenditureObligations {
  typeOfBusiness: string;
  businessId: string;
  obligationDetails: ItsaObligationDetail[];
}

/** Query of the income and expenditure obligations: `typeOfBusiness` is required with `businessId`. */
export interface IncomeAndExpenditureQuery {
  typeOfBusiness?: 'self-employment' | 'uk-property' | 'foreign-property' | undefined;
  businessId?: string | undefined;
  /** Both dates or neither, at most 366 days apart. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  status?: ObligationStatus | undefined;
}

/** Query of the final declaration (crystallisation) obligations (README §3.2). */
export interface FinalDeclarationQuery {
  /** `YYYY-YY`; omitted: from 4 years before the current tax year. */
  taxYear?: string | undefined;
  status?: ObligationStatus | undefined;
}

/** The itemised expense fields of a cumulative summary (README §4.1, §7: SA103F boxes 17–30). */
export const ITSA_EXPENSE_FIELDS = [
  'costOfGoods',
  'paymentsToSubcontractors',
  'wagesAndStaffCosts',
  'carVanTravelExpenses',
  'premisesRunningCosts',
  'maintenanceCosts',
  'adminCosts',
  'businessEntertainmentCosts',
  'advertisingCosts',
  'interestOnBankOtherLoans',
  'financeCharges',
  'irrecoverableDebts',
  'professionalFees',
  'depreciation',
  'otherExpenses',
] as const;

export type ItsaExpenseField = (typeof ITSA_EXPENSE_FIELDS)[number];
export type ItsaDisallowableField = `${ItsaExpenseField}Disallowable`;

/** Itemised expenses: each the total of its box, allowable and disallowable together (README §7). */
export type ItemisedExpenses = Partial<Record<ItsaExpenseField, number>>;
/** Disallowable parts (SA103F boxes 32–45); never with consolidated expenses. */
export type DisallowableExpenses = Partial<Record<ItsaDisallowableField, number>>;

export interface CumulativePeriodIncome {
  /** 0 … 99999999999.99. */
  turnover?: number;
  other?: number;
  /** Other tax taken off trading income apart from CIS deductions. */
  taxTakenOffTradingIncome?: number;
}

/**
 * The body of PUT …/cumulative/{taxYear} (Self Employment Business 5.0, README §4.1–§4.2):
 * year-to-date totals from the tax-year start to `periodEndDate`; at least two of dates, income
 * and expenses; consolidated expenses alone or itemised ones (with any disallowable parts).
 */
export type CumulativeSummaryBody = {
  periodDates?: { periodStartDate: string; periodEndDate: string };
  periodIncome?: CumulativePeriodIncome;
} & (
  | { periodExpenses?: { consolidatedExpenses: number }; periodDisallowableExpenses?: never }
  | { periodExpenses?: ItemisedExpenses; periodDisallowableExpenses?: DisallowableExpenses }
);

/** What GET …/cumulative/{taxYear} returns: the latest summary sent (dates always present). */
export type CumulativeSummary = CumulativeSummaryBody & {
  periodDates: { periodStartDate: string; periodEndDate: string };
};

export type TriggerCalculationType = 'in-year' | 'intent-to-finalise' | 'intent-to-amend';
export type ListedCalculationType =
  'in-year' | 'intent-to-finalise' | 'final-declaration' | 'intent-to-amend' | 'confirm-amendment';

/** One calculation of the list (README §5.2). */
export interface CalculationListItem {
  calculationId: string;
  calculationTimestamp: string;
  calculationType: ListedCalculationType;
  calculationTrigger: string;
  calculationOutcome: 'PROCESSED' | 'ERROR' | 'REJECTED';
  /** A number in the schema, a string in HMRC's example: both occur. */
  liabilityAmount?: number | string;
  fromDate?: string;
  toDate?: string;
}

/** A calculation message (`messages.errors[]`, `warnings[]`, `info[]`). */
export interface CalculationMessage {
  id: string;
  text: string;
}

/**
 * A retrieved calculation (README §5.3), typed for the key figures the app shows; the rest of
 * HMRC's document is kept as sent. `calculation` is absent when `messages.errors` exist.
 */
export interface Calculation {
  metadata: {
    calculationId: string;
    taxYear: string;
    requestedBy?: string;
    calculationReason?: string;
    calculationTimestamp?: string;
    calculationType: string;
    intentToSubmitFinalDeclaration?: boolean;
    finalDeclaration?: boolean;
    periodFrom?: string;
    periodTo?: string;
    [more: string]: unknown;
  };
  inputs?: Record<string, unknown>;
  calculation?: {
    businessProfitAndLoss?: {
      incomeSourceId: string;
      incomeSourceType: string;
      totalIncome?: number;
      totalExpenses?: number;
      netProfit?: number;
      netLoss?: number;
      taxableProfit?: number;
      [more: string]: unknown;
    }[];
    taxCalculation?: {
      incomeTax: {
        totalIncomeReceivedFromAllSources: number;
        totalAllowancesAndDeductions: number;
        totalTaxableIncome: number;
        incomeTaxCharged?: number;
        totalIncomeTaxDue?: number;
        [more: string]: unknown;
      };
      nics?: {
        class2Nics?: { amount?: number; [more: string]: unknown };
        class4Nics?: { totalAmount?: number; [more: string]: unknown };
        totalNic?: number;
        [more: string]: unknown;
      };
      totalIncomeTaxAndNicsDue?: number;
      totalTaxAndNicsDue?: number;
      totalTaxDeducted?: number;
      [more: string]: unknown;
    };
    endOfYearEstimate?: Record<string, unknown>;
    [more: string]: unknown;
  };
  messages?: {
    info?: CalculationMessage[];
    warnings?: CalculationMessage[];
    errors?: CalculationMessage[];
    customerServiceMessages?: CalculationMessage[];
  };
}

/** HMRC's answer to a write: its correlation id, to quote to HMRC support and keep on a receipt. */
export interface ItsaWriteResult {
  correlationId: string | null;
}

export interface TriggerCalculationResult extends ItsaWriteResult {
  calculationId: string;
}
