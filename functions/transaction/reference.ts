/**
 * Reference data the ledger reads: categories, transaction types and VAT rates are versioned data
 * in `packages/domain` and served from the code (decision 0014), so every function and the web
 * app agree without a table read.
 */
export {
  CATEGORIES,
  categoryById,
  toCategoryDto,
  TRANSACTION_TYPES,
  TransactionType,
  transactionTypeById,
  VAT_RATES,
  vatRateById,
  type Category,
} from '@bk/domain';
export type { FieldError as FieldErrorLike } from '@bk/contract';
