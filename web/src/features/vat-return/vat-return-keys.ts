/** Query keys of the VAT return screens (STYLE §12 key factories). */
export const vatReturnKeys = {
  all: ['vat-return'] as const,
  obligations: (range: { from: string; to: string }, govTestScenario?: string) =>
    [...vatReturnKeys.all, 'obligations', range.from, range.to, govTestScenario ?? ''] as const,
  figures: (input: { startDate: string; endDate: string; scheme: number; flatRatePercent: number | null }) =>
    [...vatReturnKeys.all, 'figures', input] as const,
};
