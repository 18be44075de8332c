/** Query keys of the attachments modal (STYLE §12). */
export const attachmentKeys = {
  all: ['attachments'] as const,
  ofTransaction: (transactionId: string) => [...attachmentKeys.all, 'transaction', transactionId] as const,
};
