import { VAT_RATE_DATA, VAT_RATES_VERSION, type VatRateData } from './reference/vat-rates';

export { VAT_RATES_VERSION };
export type VatRate = VatRateData;

/** Every VAT rate, in the order a picker lists them. */
export const VAT_RATES: readonly VatRate[] = VAT_RATE_DATA;

export const STANDARD_RATE_ID = 'standard';
export const REDUCED_RATE_ID = 'reduced';
export const ZERO_RATE_ID = 'zero';
export const EXEMPT_RATE_ID = 'exempt';

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
