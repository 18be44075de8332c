/** Query keys of the sign-up and sign-in screens (STYLE §12 key factories). */
export const authKeys = {
  all: ['auth'] as const,
  businessTypes: () => [...authKeys.all, 'business-types'] as const,
  resetCheck: (token: string) => [...authKeys.all, 'reset-check', token] as const,
};
