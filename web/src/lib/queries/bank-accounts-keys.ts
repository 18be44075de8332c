/** Query keys of Bank Accounts (STYLE §12). Everything here belongs to the active business. */
export const bankAccountKeys = {
  all: ['bank-accounts'] as const,
  list: () => [...bankAccountKeys.all, 'list'] as const,
};
