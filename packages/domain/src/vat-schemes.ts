/** VAT accounting schemes (SPEC §3 "VAT enumerations"). */
export const VatScheme = {
  STANDARD: 1,
  FLAT_RATE: 2,
  CASH: 3,
} as const;
export type VatSchemeId = (typeof VatScheme)[keyof typeof VatScheme];

export const VAT_SCHEMES: readonly { id: VatSchemeId; name: string }[] = [
  { id: VatScheme.STANDARD, name: 'Standard' },
  { id: VatScheme.FLAT_RATE, name: 'Flat Rate' },
  { id: VatScheme.CASH, name: 'Cash Accounting' },
];

/** SPEC §9: default flat rate percent; range 0-100, step 0.01. */
export const DEFAULT_FLAT_RATE_PERCENT = 16.5;

export function isVatSchemeId(value: unknown): value is VatSchemeId {
  return VAT_SCHEMES.some((s) => s.id === value);
}
