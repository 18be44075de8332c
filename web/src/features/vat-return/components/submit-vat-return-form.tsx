import type { Business } from '@bk/contract';
import {
  DEFAULT_FLAT_RATE_PERCENT,
  isBridgingAvailable,
  isVatSchemeId,
  VAT_DECLARATION_TEXTS,
  VAT_SCHEMES,
  vatBoxLabels,
  VatDeclaration,
  VatMode,
  VatScheme,
} from '@bk/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type * as z from 'zod';
import { routeTo } from '../../../config/routes';
import { formatDate } from '../../../lib/format';
import { toApiError } from '../../../lib/api-error';
import { useFieldError } from '../../notifications/field-errors-store';
import { useSubmitVatReturn } from '../api/submit-vat-return';
import { useVatFigures } from '../api/vat-figures';
import { checksFor } from '../checks';
import { forgetIdempotencyKey, idempotencyKeyFor, sessionKeyStore } from '../idempotency';
import { backToObligations } from '../navigation';
import { OBLIGATION_MESSAGES, type VatObligation } from '../period';
import {
  flatRateOf,
  formReducer,
  initialForm,
  sheetTotalMismatches,
  submissionOf,
  validateForm,
  type DeclarationId,
  type ModeId,
} from '../return-form';
import { type DetectedFigures, ImportFiguresModal, type ParsedWorkbook } from '../spreadsheet';
import { BridgingPanel } from './bridging-panel';
import { ReviewModal } from './review-modal';
import { VatBoxFields } from './vat-box-fields';
import { VatChecks } from './vat-checks';

/** Alert text in the body colour: Mantine's light red title is below WCAG contrast. */
const READABLE = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

const DECLARATION_CHOICES: { id: DeclarationId; label: string }[] = [
  { id: VatDeclaration.BUSINESS, label: 'Business' },
  { id: VatDeclaration.AGENT, label: 'Agent' },
];

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
  const navigate = useNavigate();
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
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submitting = useRef(false);
  const submit = useSubmitVatReturn();
  const serverFlatRate = useFieldError('flatRatePercent');
  const serverDeclaration = useFieldError('declaration');

  const accounting = form.mode === VatMode.ACCOUNTING;
  const [flatRate] = useDebouncedValue(flatRateOf(form), 400);
  const figuresInput = useMemo(
    () => ({
      startDate: period.start,
      endDate: period.end,
      scheme: form.scheme,
      flatRatePercent: form.scheme === VatScheme.FLAT_RATE ? flatRate : null,
    }),
    [period.start, period.end, form.scheme, flatRate],
  );
  const figuresUsable = form.scheme !== VatScheme.FLAT_RATE || flatRate !== null;
  const figures = useVatFigures(figuresInput, accounting && figuresUsable);

  // SPEC §4 VAT mode: calculated after the ledger fetch, and again on a scheme or flat rate change.
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!accounting) {
      applied.current = null;
      return;
    }
    if (!figures.data || figures.isPlaceholderData || applied.current === figures.dataUpdatedAt) return;
    applied.current = figures.dataUpdatedAt;
    dispatch({ type: 'calculated', figures: figures.data });
  }, [accounting, figures.data, figures.isPlaceholderData, figures.dataUpdatedAt]);

  const labels = useMemo(() => vatBoxLabels(period.end, form.scheme), [period.end, form.scheme]);
  const errors = confirmTried ? validateForm(form) : {};
  const checks = checksFor(form, accounting && figures.data ? figures.data : null);
  const mismatches = sheetTotalMismatches(form);
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
    setSubmitError(null);
    const found = validateForm(form);
    const first = Object.keys(found)[0];
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

  const fileReturn = () => {
    if (submitting.current) return; // one filing at a time, whatever the clicks
    submitting.current = true;
    setSubmitError(null);
    const store = sessionKeyStore();
    const key = idempotencyKeyFor(store, business.id, period.periodKey);
    submit.mutate(
      { periodKey: period.periodKey, body: submissionOf(form, period, key), govTestScenario },
      {
        onSuccess: ({ receiptId }) => {
          forgetIdempotencyKey(store, business.id, period.periodKey);
          void navigate(routeTo('HmrcVatReturnReceipt', { id: receiptId }));
        },
        onError: (error) => {
          const message = toApiError(error).message;
          if (message === OBLIGATION_MESSAGES.notOpen || message === OBLIGATION_MESSAGES.noneOpen) {
            backToObligations(navigate, message);
            return;
          }
          setSubmitError(message);
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  const onImported = (book: ParsedWorkbook, detected: DetectedFigures) => {
    setWorkbook(book);
    dispatch({
      type: 'imported',
      fileName: detected.fileName,
      sheetName: detected.sheetName,
      cells: detected.cells,
      values: detected.values,
    });
    setImportOpen(false);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vat-return-period">
        <Title order={2} size="h4" id="vat-return-period" mb="sm">
          VAT period
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="From" value={formatDate(period.start)} readOnly />
          <TextInput label="To" value={formatDate(period.end)} readOnly />
          <TextInput label="Due" value={formatDate(period.due)} readOnly />
        </SimpleGrid>
        <Group mt="sm" gap="lg" wrap="wrap">
          <Anchor component={Link} to={routeTo('HmrcObligations')}>
            Change Period
          </Anchor>
          {accounting && (
            <Anchor
              component={Link}
              to={routeTo('Transactions', {}, { dateFilterFrom: period.start, dateFilterTo: period.end })}
              target="_blank"
              rel="noopener noreferrer"
            >
              View Transactions<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          )}
        </Group>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vat-return-how">
        <Title order={2} size="h4" id="vat-return-how" mb="sm">
          How the figures are worked out
        </Title>
        <Stack gap="md">
          <Radio.Group label="Mode" value={String(form.mode)} onChange={(value) => changeMode(Number(value) as ModeId)}>
            <Stack gap="xs" mt="xs">
              <div>
                <Radio
                  value={String(VatMode.ACCOUNTING)}
                  label="Accounting Mode"
                  aria-describedby="vat-return-mode-accounting"
                />
                <Text id="vat-return-mode-accounting" size="sm" ml={32}>
                  The figures are calculated from the transactions in the period.
                </Text>
              </div>
              {bridgingAvailable && (
                <div>
                  <Radio
                    value={String(VatMode.BRIDGING)}
                    label="Bridging Mode"
                    aria-describedby="vat-return-mode-bridging"
                  />
                  <Text id="vat-return-mode-bridging" size="sm" ml={32}>
                    The figures are imported from a spreadsheet or CSV file, with the cell each one comes from.
                  </Text>
                </div>
              )}
            </Stack>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label="VAT scheme"
              value={String(form.scheme)}
              onChange={(e) => dispatch({ type: 'scheme', scheme: Number(e.currentTarget.value) })}
              data={VAT_SCHEMES.map((s) => ({ value: String(s.id), label: s.name }))}
            />
            {form.scheme === VatScheme.FLAT_RATE && (
              <TextInput
                id="vat-return-flatRatePercent"
                label="Flat rate percent"
                description="From 0 to 100, up to 2 decimals"
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.01}
                value={form.flatRatePercent}
                onChange={(e) => dispatch({ type: 'flatRate', text: e.currentTarget.value })}
                error={errors.flatRatePercent ?? serverFlatRate}
              />
            )}
          </SimpleGrid>
          {accounting && (
            <Group gap="sm" justify="space-between" align="center" wrap="wrap">
              <div aria-live="polite">
                {figures.isFetching && <Text size="sm">Working out the figures from your transactions…</Text>}
                {figures.isError && !figures.isFetching && (
                  <Text size="sm">
                    The figures could not be worked out. Change the scheme or reload the page to try again.
                  </Text>
                )}
                {figures.data && !figures.isFetching && (
                  <Text size="sm">
                    {figures.data.transactionCount === 1
                      ? '1 transaction in this period is counted in these figures.'
                      : `${figures.data.transactionCount} transactions in this period are counted in these figures.`}
                    {figures.data.incompleteCount > 0 && ` Incomplete: ${figures.data.incompleteCount}.`}
                    {figures.data.unreconciledCount > 0 && ` Unreconciled: ${figures.data.unreconciledCount}.`}
                  </Text>
                )}
              </div>
              <Button
                variant="default"
                size="sm"
                disabled={!figuresUsable}
                loading={figures.isFetching}
                onClick={() => void figures.refetch()}
              >
                Recalculate figures
              </Button>
            </Group>
          )}
          {!accounting && (
            <BridgingPanel
              form={form}
              workbook={workbook}
              dispatch={dispatch}
              onOpenImport={() => setImportOpen(true)}
              onDetected={(book, detected) => onImported(book, detected)}
            />
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vat-return-boxes">
        <Title order={2} size="h4" id="vat-return-boxes" mb="sm">
          VAT figures
        </Title>
        <VatBoxFields form={form} labels={labels} errors={errors} dispatch={dispatch} workbook={workbook} />
        {mismatches.length > 0 && (
          <Text size="sm" mt="sm">
            {mismatches
              .map((m) =>
                m.box === 'totalVatDue'
                  ? `The sheet's box 3 (£${m.sheet}) is not box 1 plus box 2; the return uses the worked-out figure.`
                  : `The sheet's box 5 (£${m.sheet}) is not the difference between box 3 and box 4; the return uses the worked-out figure.`,
              )
              .join(' ')}
          </Text>
        )}
      </Paper>

      <VatChecks checks={checks} />

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vat-return-declaration-title">
        <Title order={2} size="h4" id="vat-return-declaration-title" mb="sm">
          Declaration
        </Title>
        <Radio.Group
          label="I am submitting this return as"
          value={form.declaration === null ? null : String(form.declaration)}
          onChange={(value) => dispatch({ type: 'declaration', declaration: Number(value) as DeclarationId })}
          error={errors.declaration ?? serverDeclaration}
        >
          <Stack gap="sm" mt="xs" id="vat-return-declaration">
            {DECLARATION_CHOICES.map((choice) => (
              <div key={choice.id}>
                <Radio
                  value={String(choice.id)}
                  label={choice.label}
                  aria-describedby={`vat-return-declaration-text-${choice.id}`}
                />
                <Text id={`vat-return-declaration-text-${choice.id}`} size="sm" ml={32}>
                  {VAT_DECLARATION_TEXTS[choice.id]}
                </Text>
              </div>
            ))}
          </Stack>
        </Radio.Group>
      </Paper>

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
        submitting={submit.isPending}
        error={submitError}
        onCancel={() => {
          if (!submit.isPending) setReviewOpen(false);
        }}
        onSubmit={fileReturn}
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
