/**
 * Money in or money out when no category decides it (SPEC §5 "Transaction amounts"): with no
 * category, or an Other category that keeps the sign as typed (Transfer), the sign is the
 * person's choice. Asking for it, rather than taking an amount typed without a minus as money in,
 * keeps an uncategorised expense from showing as income.
 */
import { absPence, negatePence, type Pence } from './money';
import type { CategoryLike } from './transaction-rules';

export type MoneyDirection = 'in' | 'out';

/** Whether the person chooses money in or out: the category (if any) does not fix the sign. */
export function directionIsChosen(category: CategoryLike | null | undefined): boolean {
  if (!category) return true;
  if (typeof category.isNegative === 'boolean') return false;
  return !category.saCategory;
}

/** An amount with the sign of a direction: directedAmount(2500, 'out') === -2500. */
export function directedAmount(amount: Pence, direction: MoneyDirection): Pence {
  const magnitude = absPence(amount);
  return direction === 'out' ? negatePence(magnitude) : magnitude;
}

/** The direction of a signed amount (0 counts as money in). */
export function directionOf(amount: number): MoneyDirection {
  return amount < 0 ? 'out' : 'in';
}

/** The label of a transaction with no category: it is left out of every total. */
export const UNCATEGORISED_LABEL = 'Uncategorised — not counted';
