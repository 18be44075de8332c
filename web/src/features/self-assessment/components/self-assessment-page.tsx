import { displayName, SA_FORMS, saSummary, todayIso, type SaForm, type TaxYear } from '@bk/domain';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { formatDate } from '../../../lib/format';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useCategoryStats } from '../api/get-category-stats';
import { downloadCsv } from '../../../lib/download-file';
import {
  chosenTaxYear,
  formName,
  isSaForm,
  suggestedForm,
  summaryCsv,
  summaryFileName,
  taxYearChoices,
} from '../sa-report';
import { Deadlines, SummaryView } from './summary-view';

export const LOAD_FAILED = 'The self-assessment figures could not be loaded. Reload the page to try again.';

/**
 * The year and form, kept in the address (`?taxYear=2025-2026&form=SA103F`) so a reload or a
 * bookmark shows the same figures. With no form chosen, the year's turnover picks it: the short
 * form's lines give the turnover, which is the same on both forms.
 */
function useChoice(today: string) {
  const [params, setParams] = useSearchParams();
  const year = chosenTaxYear(params.get('taxYear'), today);
  const formParam = params.get('form');
  const chosen = isSaForm(formParam) ? formParam : null;
  const turnoverStats = useCategoryStats(chosen === 'SA103F' ? null : 'SA103S', year);
  const suggested = turnoverStats.data ? suggestedForm(saSummary('SA103S', turnoverStats.data).turnover, year) : null;
  const set = (key: 'taxYear' | 'form', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    year,
    form: chosen ?? suggested,
    turnoverFailed: turnoverStats.isError,
    setYear: (label: string) => set('taxYear', label),
    setForm: (form: string) => set('form', form),
  };
}

function Controls({
  today,
  year,
  form,
  onYear,
  onForm,
  onDownload,
}: {
  today: string;
  year: TaxYear;
  form: SaForm | null;
  onYear: (label: string) => void;
  onForm: (form: string) => void;
  onDownload: (() => void) | null;
}) {
  return (
    <Paper withBorder p="md" radius="md" className="no-print">
      <form aria-label="Choose the tax year and form" onSubmit={(e) => e.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label="Tax year"
            data={taxYearChoices(today).map((y) => y.label)}
            value={year.label}
            onChange={(e) => onYear(e.currentTarget.value)}
          />
          <NativeSelect
            label="Form"
            data={SA_FORMS.map((f) => ({ value: f.id, label: f.name }))}
            value={form ?? 'SA103S'}
            disabled={form === null}
            onChange={(e) => onForm(e.currentTarget.value)}
          />
        </SimpleGrid>
      </form>
      <Group mt="sm" gap="sm">
        <Button variant="default" disabled={onDownload === null} onClick={() => onDownload?.()}>
          Download CSV
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
    </Paper>
  );
}

/** SPEC §2 "Self Assessment summary": a tax year's self-employment figures on the short or full form. */
export function SelfAssessmentPage() {
  const today = todayIso();
  const business = useActiveBusiness().data;
  const name = displayName(business?.name, 'Business');
  const { year, form, turnoverFailed, setYear, setForm } = useChoice(today);
  const stats = useCategoryStats(form, year);
  const summary = useMemo(() => (form && stats.data ? saSummary(form, stats.data) : null), [form, stats.data]);
  const empty = stats.data?.length === 0;
  const download =
    summary && !empty ? () => downloadCsv(summaryCsv(summary), summaryFileName(summary.form, year.label)) : null;

  return (
    <>
      <ScreenTitle>Self-Assessment</ScreenTitle>
      <Text mb="md">
        The self-employment figures of <strong>{name}</strong> for a Self Assessment tax return, worked out from its
        transactions. Figures include VAT.
      </Text>
      <Stack gap="md">
        <Controls today={today} year={year} form={form} onYear={setYear} onForm={setForm} onDownload={download} />
        <Text fw={500}>
          Tax year {year.label} ({formatDate(year.start)} to {formatDate(year.end)}){form ? `, ${formName(form)}` : ''}
        </Text>
        {(turnoverFailed || stats.isError) && <Text>{LOAD_FAILED}</Text>}
        {!turnoverFailed && !stats.isError && (form === null || stats.isPending) && <ScreenLoading />}
        {empty && (
          <Paper withBorder p="md" radius="md">
            <Text>No transactions counted in {year.label}.</Text>
            <Text size="sm">
              Only Business, Business (EU), Margin Scheme and Disallowable transactions with an income or expense
              category count towards these figures.
            </Text>
          </Paper>
        )}
        {summary && !empty ? (
          <SummaryView summary={summary} year={year} today={today} />
        ) : (
          <Deadlines year={year} today={today} />
        )}
      </Stack>
    </>
  );
}
