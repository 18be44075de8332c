import type { FieldError } from '@bk/contract';
import { categoryById, isCategorySelectable, transactionTypeById, vatRateById } from '@bk/domain';

/** Field errors of the reference ids of an input (type, category, VAT rate). */
export function referenceErrors(
  input: { transactionTypeId: number; categoryId?: string | null; vatRateId?: string | null },
  today: string,
  previousCategoryId: string | null,
): FieldError[] {
  const errors: FieldError[] = [];
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
