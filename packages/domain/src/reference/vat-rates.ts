/**
 * UK VAT rates as versioned reference data (SPEC §3 "VAT rate"). Seeded into the table by the ledger;
 * bump VAT_RATES_VERSION whenever a row changes, and never reuse or rename an id: transactions keep it.
 *
 * Sources: HMRC "VAT rates" (gov.uk/guidance/rates-of-vat-on-different-goods-and-services): standard
 * 20% since 4 January 2011, reduced 5%, zero 0%; exempt supplies carry no VAT.
 */
export interface VatRateData {
  /** Stable id, stored on transactions. */
  readonly id: string;
  readonly name: string;
  /** Percent, e.g. 20 for 20%. */
  readonly vatPercent: number;
  /** First day the rate applies, ISO 'YYYY-MM-DD'. */
  readonly startDate: string;
  /** First day the rate no longer applies (exclusive), or null while it is current. */
  readonly endDate: string | null;
  /** Exempt supplies: no VAT, and not a rate at all in VAT law (shown as 'VAT Exempt'). */
  readonly exempt: boolean;
}

export const VAT_RATES_VERSION = 1;

export const VAT_RATE_DATA: readonly VatRateData[] = [
  { id: 'standard', name: 'Standard (20%)', vatPercent: 20, startDate: '2011-01-04', endDate: null, exempt: false },
  { id: 'reduced', name: 'Reduced (5%)', vatPercent: 5, startDate: '1997-09-01', endDate: null, exempt: false },
  { id: 'zero', name: 'Zero (0%)', vatPercent: 0, startDate: '1973-04-01', endDate: null, exempt: false },
  { id: 'exempt', name: 'VAT Exempt', vatPercent: 0, startDate: '1973-04-01', endDate: null, exempt: true },
];
