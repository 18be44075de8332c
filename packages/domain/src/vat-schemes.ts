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

/** True when the value is a flat rate percent the return accepts: 0-100 with at most 2 decimals. */
export function isFlatRatePercent(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 100 &&
    /^\d+(\.\d{1,2})?$/.test(String(value))
  );
}

/** What a person is told when a scheme or its flat rate percent is not one the return accepts. */
export const VAT_SCHEME_MESSAGES = {
  scheme: 'Choose a VAT scheme from the list',
  blank: 'Field cannot be blank',
  flatRate: 'Enter a flat rate percent between 0 and 100, with at most 2 decimals',
} as const;

/**
 * The field errors of a VAT scheme and its flat rate percent, as the VAT figures and a return's
 * submission both check them: a known scheme, and for the flat rate scheme a percent of 0-100
 * with at most 2 decimals.
 * @example vatSchemeErrors({ scheme: 2, flatRatePercent: 100.5 }) // [{ field: 'flatRatePercent', ... }]
 */
export function vatSchemeErrors(input: {
  scheme: number;
  flatRatePercent?: number | null | undefined;
}): { field: 'scheme' | 'flatRatePercent'; message: string }[] {
  if (!isVatSchemeId(input.scheme)) return [{ field: 'scheme', message: VAT_SCHEME_MESSAGES.scheme }];
  if (input.scheme !== VatScheme.FLAT_RATE) return [];
  if (input.flatRatePercent === null || input.flatRatePercent === undefined)
    return [{ field: 'flatRatePercent', message: VAT_SCHEME_MESSAGES.blank }];
  return isFlatRatePercent(input.flatRatePercent)
    ? []
    : [{ field: 'flatRatePercent', message: VAT_SCHEME_MESSAGES.flatRate }];
}
