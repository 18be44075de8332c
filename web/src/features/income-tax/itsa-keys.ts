/** Query keys of the Income Tax screens (STYLE §12 key factories). */
export const itsaKeys = {
  all: ['itsa'] as const,
  settings: () => [...itsaKeys.all, 'settings'] as const,
  obligations: (taxYear: string, govTestScenario?: string) =>
    [...itsaKeys.all, 'obligations', taxYear, govTestScenario ?? ''] as const,
  figures: (taxYear: string, periodEnd: string) => [...itsaKeys.all, 'figures', taxYear, periodEnd] as const,
  submissions: (taxYear: string) => [...itsaKeys.all, 'submissions', taxYear] as const,
  submission: (id: string) => [...itsaKeys.all, 'submission', id] as const,
  calculation: (id: string) => [...itsaKeys.all, 'calculation', id] as const,
};
