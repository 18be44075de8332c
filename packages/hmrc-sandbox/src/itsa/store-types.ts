/** What the emulator remembers of MTD Income Tax (decision 0067), kept in SandboxState. */

/** A test user's self-employment business, as Business Details reports it. */
export interface ItsaBusiness {
  businessId: string;
  typeOfBusiness: 'self-employment';
  tradingName: string;
  tradingType: string;
  commencementDate: string;
  /** The latest accounting period (1 April to 31 March here, so calendar quarters may be chosen). */
  accountingPeriod: { start: string; end: string };
  /** The quarter type chosen and the tax year it was chosen for (from that year on). */
  quarterlyTypeChoice: { quarterlyPeriodType: 'standard' | 'calendar'; taxYearOfChoice: string };
}

/** The cumulative summary HMRC holds for a business and tax year: the latest accepted PUT. */
export interface StoredCumulative {
  nino: string;
  businessId: string;
  taxYear: string;
  /** The body as parsed (what GET returns). */
  body: Record<string, unknown>;
  /** The period end of each accepted update, with the date it was received (oldest first). */
  updates: { periodEndDate: string; received: string }[];
}

/** One cumulative PUT as it arrived (accepted or not): the request log tests read. */
export interface CumulativeRequest {
  nino: string;
  businessId: string;
  taxYear: string;
  /** The request body exactly as sent. */
  body: string;
  /** HTTP status answered. */
  status: number;
  /** The error code answered, or null on success. */
  code: string | null;
  receivedAt: string;
}

/** A triggered calculation: retrievable (200) from `readyAt` (epoch ms, real time), 404 before. */
export interface StoredCalculation {
  calculationId: string;
  nino: string;
  taxYear: string;
  calculationType: 'in-year' | 'intent-to-finalise' | 'intent-to-amend';
  calculationTimestamp: string;
  readyAt: number;
  /** The end of the data it covers: the latest cumulative update's period end, if any. */
  periodTo: string | null;
}

/** The key of a business's cumulative summary for a tax year in SandboxState.cumulative. */
export const cumulativeKey = (nino: string, businessId: string, taxYear: string): string =>
  `${nino}#${businessId}#${taxYear}`;
