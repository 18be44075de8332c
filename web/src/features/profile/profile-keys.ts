/** Query keys of the profile screen (STYLE §12). The user itself is the session's (features/session). */
export const profileKeys = {
  all: ['profile'] as const,
  audit: () => [...profileKeys.all, 'audit'] as const,
};
