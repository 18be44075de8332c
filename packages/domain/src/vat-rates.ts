import { VAT_RATE_DATA, VAT_RATES_VERSION, type VatRateData } from './reference/vat-rates';

export { VAT_RATES_VERSION };
export type VatRate = VatRateData;

/** Every VAT rate, in the order a picker lists them. */
export const VAT_RATES: readonly VatRate[] = VAT_RATE_DATA;

export const STANDARD_RATE_ID = 'standard';
export const REDUCED_RATE_ID = 'reduced';
export const ZERO_RATE_ID = 'zero';
export const EXEMPT_RATE_ID = 'exempt';

/**
 * How HMRC usually treats a kind of income or cost (VAT Notice 700): a category's default, which a new
 * transaction is suggested. Outside the scope and not reclaimable have no rate of their own; they are
 * entered as VAT Exempt, the existing rate that likewise puts no VAT in box 1 or box 4 (decision 0024).
 * @example VAT_TREATMENTS['outside-scope'] // { name: 'Outside the scope of VAT', rateId: 'exempt' }
 */
export const VAT_TREATMENTS = {
  standard: { name: 'Standard-rated', rateId: STANDARD_RATE_ID },
  reduced: { name: 'Reduced rate', rateId: REDUCED_RATE_ID },
  zero: { name: 'Zero-rated', rateId: ZERO_RATE_ID },
  exempt: { name: 'Exempt', rateId: EXEMPT_RATE_ID },
  'outside-scope': { name: 'Outside the scope of VAT', rateId: EXEMPT_RATE_ID },
  // Charged on the cost, but not the business's to reclaim: blocked (client entertainment) or private use.
  'not-reclaimable': { name: 'VAT not reclaimable', rateId: EXEMPT_RATE_ID },
} as const satisfies Record<string, { name: string; rateId: string }>;
export type VatTreatment = keyof typeof VAT_TREATMENTS;

export function vatRateById(id: string | null | undefined): VatRate | undefined {
  return id == null ? undefined : VAT_RATES.find((r) => r.id === id);
}

/** The percent of a rate id; 0 for no rate or an unknown id (no VAT is worked out). */
export function vatPercentOf(id: string | null | undefined): number {
  return vatRateById(id)?.vatPercent ?? 0;
}

/** Rates in force on a day ('YYYY-MM-DD'): on or after startDate and before endDate (null: open). */
export function vatRatesOn(date: string): VatRate[] {
  return VAT_RATES.filter((r) => date >= r.startDate && (r.endDate === null || date < r.endDate));
}
