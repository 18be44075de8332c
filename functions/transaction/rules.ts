import { isCategorySelectable, isIgnoredTransaction, signedAmount as domainSignedAmount } from '@bk/domain';
import { categoryById, transactionTypeById, vatRateById, type Category, type FieldErrorLike } from './reference';

/**
 * The server's half of SPEC §5 "Transaction amounts", from the domain's rules: the stored sign
 * of an amount (pence), and whether a transaction counts in income and expense totals.
 */
export function signedAmount(
  input: number,
  category: Category | undefined,
  transactionTypeId: number,
  isRefund: boolean,
): number {
  return domainSignedAmount({ amount: input, category, isRefund, transactionTypeId });
}

/** SPEC §5: types unreconciled, disallowable, personal, ignore, or a category with no SA category. */
export function isIgnored(transactionTypeId: number, category: Category | undefined): boolean {
  return isIgnoredTransaction({ transactionTypeId, category });
}

/** Field errors of the reference ids of an input (type, category, VAT rate). */
export function referenceErrors(
  input: { transactionTypeId: number; categoryId?: string | null; vatRateId?: string | null },
  today: string,
  previousCategoryId: string | null,
): FieldErrorLike[] {
  const errors: FieldErrorLike[] = [];
  if (!transactionTypeById(input.transactionTypeId))
    errors.push({ field: 'transactionTypeId', message: 'Choose a transaction type from the list' });
  if (input.categoryId) {
    const c = categoryById(input.categoryId);
    if (!c) errors.push({ field: 'categoryId', message: 'Choose a category from the list' });
    else if (!isCategorySelectable(c, today, previousCategoryId))
      errors.push({ field: 'categoryId', message: 'This category cannot be used any more; choose another' });
  }
  if (input.vatRateId && !vatRateById(input.vatRateId))
    errors.push({ field: 'vatRateId', message: 'Choose a VAT rate from the list' });
  return errors;
}
