import type { VatCheck } from '@bk/contract';
import { checkVatReturn, FiguresEntryMethod, VAT_BOXES, type VatCheckResult } from '@bk/domain';
import type * as z from 'zod';
import { boxesOf, type ReturnForm } from './return-form';

export type ShownCheck = z.infer<typeof VatCheck> | VatCheckResult;

/**
 * The checks to show for the figures on screen: the server's own (on the calculated figures) while
 * every box is still as calculated, and always packages/domain's checkVatReturn on what is there
 * now, with the ledger's counts of incomplete and unreconciled transactions. One of each reason.
 */
export function checksFor(
  form: ReturnForm,
  figures: { checks: readonly ShownCheck[]; incompleteCount: number; unreconciledCount: number } | null,
): ShownCheck[] {
  const boxes = boxesOf(form);
  const local = checkVatReturn(boxes, {
    incompleteCount: figures?.incompleteCount ?? 0,
    unreconciledCount: figures?.unreconciledCount ?? 0,
  });
  const allCalculated = VAT_BOXES.every((b) => form.methods[b] === FiguresEntryMethod.CALCULATED);
  const shown: ShownCheck[] = [];
  const seen = new Set<string>();
  const add = (check: ShownCheck) => {
    const id = `${check.code}|${check.message}`;
    if (seen.has(id) || shown.some((c) => c.code === check.code && c.boxes.join() === check.boxes.join())) return;
    seen.add(id);
    shown.push(check);
  };
  if (allCalculated && figures) figures.checks.forEach(add);
  local.forEach(add);
  // Errors first: they stop the return.
  return [...shown.filter((c) => c.level === 'error'), ...shown.filter((c) => c.level === 'warning')];
}
