/** Query keys of the VAT receipts and submitted returns (STYLE §12 key factories). */
export const receiptKeys = {
  all: ['vat-receipts'] as const,
  list: () => [...receiptKeys.all, 'list'] as const,
  one: (id: string) => [...receiptKeys.all, 'one', id] as const,
  submittedReturn: (periodKey: string) => [...receiptKeys.all, 'return', periodKey] as const,
};
