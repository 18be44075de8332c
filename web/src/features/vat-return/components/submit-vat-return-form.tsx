import type { Business } from '@bk/contract';
import {
  DEFAULT_FLAT_RATE_PERCENT,
  isBridgingAvailable,
  isVatSchemeId,
  vatBoxLabels,
  VatMode,
  VatScheme,
} from '@bk/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMemo, useReducer, useState } from 'react';
import type * as z from 'zod';
import { useFieldError } from '../../../lib/notifications/field-errors-store';
import { checksFor } from '../checks';
import { useCalculatedFigures } from '../hooks/use-calculated-figures';
import { useFileReturn } from '../hooks/use-file-return';
import type { VatObligation } from '../period';
import { formReducer } from '../form-reducer';
import { initialForm, type ModeId } from '../return-form';
import { validateForm } from '../submission';
import { type DetectedFigures, ImportFiguresModal, type ParsedWorkbook } from '../spreadsheet';
import { BridgingPanel } from './bridging-panel';
import { CalculatedFiguresStatus } from './calculated-figures-status';
import { DeclarationSection } from './declaration-section';
import { FiguresSourceSection } from './figures-source-section';
import { PeriodSection } from './period-section';
import { ReviewModal } from './review-modal';
import { VatChecks } from './vat-checks';
import { VatFiguresSection } from './vat-figures-section';

/** Alert text in the body colour: Mantine's light red title is below WCAG contrast. */
const READABLE = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

/** The Submit VAT Return form for one open obligation (SPEC §2, §4 VAT mode and submission flow, §5). */
export function SubmitVatReturnForm({
  period,
  business,
  savedMode,
  govTestScenario,
}: {
  period: VatObligation;
  business: z.infer<typeof Business>;
  savedMode: number | null;
  govTestScenario: string | undefined;
}) {
  const bridgingAvailable = isBridgingAvailable(new Date());
  const [form, dispatch] = useReducer(formReducer, undefined, () =>
    initialForm({
      mode: bridgingAvailable && savedMode === VatMode.BRIDGING ? VatMode.BRIDGING : VatMode.ACCOUNTING,
      scheme: isVatSchemeId(business.scheme) ? business.scheme : VatScheme.STANDARD,
      flatRatePercent: business.flatRatePercent ?? DEFAULT_FLAT_RATE_PERCENT,
    }),
  );
  const [workbook, setWorkbook] = useState<ParsedWorkbook | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [confirmTried, setConfirmTried] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const filing = useFileReturn({ businessId: business.id, period, govTestScenario });
  const serverFlatRate = useFieldError('flatRatePercent');
  const serverDeclaration = useFieldError('declaration');

  const accounting = form.mode === VatMode.ACCOUNTING;
  const calculated = useCalculatedFigures(form, period, dispatch);
  const figures = calculated.figures;
  const labels = useMemo(() => vatBoxLabels(period.end, form.scheme), [period.end, form.scheme]);
  const errors = confirmTried ? validateForm(form) : {};
  const checks = checksFor(form, accounting && figures.data ? figures.data : null);
  const hasCheckErrors = checks.some((c) => c.level === 'error');
  // Why Review & Submit did not open the review, while it is still so (it goes once corrected).
  const blocked = !confirmTried
    ? null
    : Object.keys(errors).length > 0
      ? 'Some answers need a look: the fields are marked. Correct them, then press Review & Submit again.'
      : hasCheckErrors
        ? 'The checks on these figures found a problem that HMRC would refuse. Correct the figures, then press Review & Submit again.'
        : null;

  const changeMode = (mode: ModeId) => {
    dispatch({ type: 'mode', mode });
    setWorkbook(null);
  };

  const reviewAndSubmit = () => {
    setConfirmTried(true);
    filing.clearError();
    const first = Object.keys(validateForm(form))[0];
    if (first) {
      const field = document.getElementById(`vat-return-${first}`);
      (field?.matches('input, select, textarea') ? field : field?.querySelector('input'))?.focus();
      return;
    }
    if (hasCheckErrors) {
      document.getElementById('vat-return-checks')?.focus();
      return;
    }
    setReviewOpen(true);
  };

  const onImported = (book: ParsedWorkbook, detected: DetectedFigures) => {
    setWorkbook(book);
    const { fileName, sheetName, cells, values } = detected;
    dispatch({ type: 'imported', fileName, sheetName, cells, values });
    setImportOpen(false);
  };

  return (
    <Stack gap="lg">
      <PeriodSection period={period} accounting={accounting} />

      <FiguresSourceSection
        form={form}
        dispatch={dispatch}
        bridgingAvailable={bridgingAvailable}
        onMode={changeMode}
        flatRateError={errors.flatRatePercent ?? serverFlatRate}
      >
        {accounting ? (
          <CalculatedFiguresStatus {...calculated} />
        ) : (
          <BridgingPanel
            form={form}
            workbook={workbook}
            dispatch={dispatch}
            onOpenImport={() => setImportOpen(true)}
            onDetected={onImported}
          />
        )}
      </FiguresSourceSection>

      <VatFiguresSection form={form} labels={labels} errors={errors} dispatch={dispatch} workbook={workbook} />

      <VatChecks checks={checks} />

      <DeclarationSection
        declaration={form.declaration}
        onChange={(declaration) => dispatch({ type: 'declaration', declaration })}
        error={errors.declaration ?? serverDeclaration}
      />

      <Stack gap="xs">
        {blocked && (
          <Alert color="red" styles={READABLE} role="alert" title="The return is not ready">
            {blocked}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={reviewAndSubmit}>Review & Submit</Button>
        </Group>
      </Stack>

      <ReviewModal
        opened={reviewOpen}
        form={form}
        labels={labels}
        period={period}
        submitting={filing.pending}
        error={filing.error}
        relink={filing.relink}
        onCancel={() => {
          if (!filing.pending) setReviewOpen(false);
        }}
        onSubmit={() => filing.fileReturn(form)}
      />
      <ImportFiguresModal
        opened={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={({ workbook: book, detected }) => onImported(book, detected)}
        onManual={(book) => {
          setWorkbook(book);
          const first = book.sheets[0]?.name ?? '';
          dispatch({ type: 'manual', fileName: book.fileName, sheetName: first });
          setImportOpen(false);
        }}
      />
    </Stack>
  );
}
