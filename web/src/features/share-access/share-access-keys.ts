/** Query keys of Share Access (STYLE §12). Everything here belongs to the active business. */
export const shareAccessKeys = {
  all: ['share-access'] as const,
  list: () => [...shareAccessKeys.all, 'list'] as const,
  roles: () => [...shareAccessKeys.all, 'roles'] as const,
  audit: () => [...shareAccessKeys.all, 'audit'] as const,
};
