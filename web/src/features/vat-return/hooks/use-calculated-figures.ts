import { VatMode, VatScheme } from '@bk/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import { useVatFigures } from '../api/vat-figures';
import type { VatObligation } from '../period';
import type { FormAction } from '../form-reducer';
import type { ReturnForm } from '../return-form';
import { flatRateOf } from '../submission';

/**
 * Accounting mode's figures (SPEC §4 VAT mode): worked out from the ledger after the fetch, and
 * again on a scheme or flat rate change (the flat rate debounced while it is typed); each answer
 * fills the boxes once.
 */
export function useCalculatedFigures(form: ReturnForm, period: VatObligation, dispatch: Dispatch<FormAction>) {
  const accounting = form.mode === VatMode.ACCOUNTING;
  const [flatRate] = useDebouncedValue(flatRateOf(form), 400);
  const input = useMemo(
    () => ({
      startDate: period.start,
      endDate: period.end,
      scheme: form.scheme,
      flatRatePercent: form.scheme === VatScheme.FLAT_RATE ? flatRate : null,
    }),
    [period.start, period.end, form.scheme, flatRate],
  );
  const usable = form.scheme !== VatScheme.FLAT_RATE || flatRate !== null;
  const figures = useVatFigures(input, accounting && usable);

  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!accounting) {
      applied.current = null;
      return;
    }
    if (!figures.data || figures.isPlaceholderData || applied.current === figures.dataUpdatedAt) return;
    applied.current = figures.dataUpdatedAt;
    dispatch({ type: 'calculated', figures: figures.data });
  }, [accounting, dispatch, figures.data, figures.isPlaceholderData, figures.dataUpdatedAt]);

  return { figures, usable };
}
