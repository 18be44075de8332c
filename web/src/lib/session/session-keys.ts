/** Query keys of the session's data (STYLE §12 key factories). */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
  activeBusiness: () => [...sessionKeys.all, 'active-business'] as const,
  businessList: () => [...sessionKeys.all, 'business-list'] as const,
};
