/** Query keys of the business screens (STYLE §12 key factories). The session's keys stay in features/session. */
export const businessKeys = {
  all: ['business'] as const,
  industries: () => [...businessKeys.all, 'industries'] as const,
  vrnCheck: (vrn: string) => [...businessKeys.all, 'vrn-check', vrn] as const,
};
