import { chartCsv, chartFileName, chartIsEmpty, monthLabel, type ChartRange } from '@bk/domain';
import { Button, Center, Group, Loader, Paper, Text, Textarea, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { legendOf } from '../chart-specs';
import type { ChartState } from '../chart-list';
import { patternId } from '../chart-views/chart-spec';
import { FillPatterns } from '../chart-views/fill-patterns';
import { downloadCsv } from '../../../lib/download-file';
import { ChartLegend } from './chart-legend';
import { ChartTableView } from './chart-table';

// victory is large: it loads with the first chart drawn, not with the app.
const ChartDrawing = lazy(() => import('../chart-views/victory-charts'));

const BOM = /^\uFEFF/;

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}

/**
 * One chart of Charts & Reports in its own section (a printed page of its own): heading, drawing
 * with an accessible name, legend, data table, Download CSV (or the CSV on the page).
 */
export function ChartSection({
  title,
  range,
  state,
  emptyCell,
  showOnPage,
}: {
  title: string;
  range: ChartRange;
  state: ChartState;
  emptyCell: string;
  showOnPage: boolean;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const chartId = `chart-${id}`;
  const [tableShown, setTableShown] = useState(false);
  const [csvShown, setCsvShown] = useState(false);
  const ready = state.status === 'ready' ? state : null;
  const empty = ready ? chartIsEmpty(ready.table) : false;
  const period = `${monthLabel(range.dateFrom.slice(0, 7))} to ${monthLabel(range.dateTo.slice(0, 7))}`;
  const caption = `${title} figures, ${period}`;
  const csv = ready ? chartCsv(ready.table) : '';

  const download = () => {
    if (showOnPage) setCsvShown(true);
    else downloadCsv(csv, chartFileName(title, range));
  };
  const legend = ready ? legendOf(chartId, ready.spec) : [];
  const patterns =
    ready?.spec.kind === 'bars'
      ? ready.spec.series.map((s, i) => ({ id: patternId(chartId, i), colour: s.colour, pattern: s.pattern }))
      : [];
  const kind = ready?.spec.kind === 'pie' ? 'Pie chart' : 'Bar chart';

  return (
    <Paper
      component="section"
      aria-labelledby={`${chartId}-title`}
      className="print-page"
      withBorder
      p="md"
      radius="md"
      mb="md"
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={2} size="h3" id={`${chartId}-title`}>
          {title}
        </Title>
        {ready && (
          <Group gap="xs" className="no-print">
            {!empty && (
              <Button
                variant="default"
                size="xs"
                aria-expanded={tableShown}
                aria-controls={`${chartId}-table`}
                onClick={() => setTableShown(!tableShown)}
              >
                {tableShown ? 'Hide table' : 'Show table'}
              </Button>
            )}
            <Button size="xs" variant="light" aria-label={`Download CSV of ${title}`} onClick={download}>
              Download CSV
            </Button>
          </Group>
        )}
      </Group>
      {state.status === 'pending' && <Loading label={`Loading ${title}`} />}
      {state.status === 'error' && (
        <Text size="sm" mt="sm">
          This chart could not be loaded. Reload the page to try again.
        </Text>
      )}
      {ready && empty && (
        <Text fw={500} mt="sm">
          No Data
        </Text>
      )}
      {ready && !empty && (
        <>
          <FillPatterns patterns={patterns} />
          <Suspense fallback={<Loading label={`Loading the ${title} chart`} />}>
            <div role="img" aria-label={`${kind} of ${title}, ${period}. The figures are in the table ${caption}.`}>
              <ChartDrawing chartId={chartId} spec={ready.spec} />
            </div>
          </Suspense>
          <ChartLegend title={title} entries={legend} />
          <ChartTableView
            id={`${chartId}-table`}
            table={ready.table}
            caption={caption}
            emptyCell={emptyCell}
            visible={tableShown}
          />
        </>
      )}
      {ready && showOnPage && csvShown && (
        <Textarea
          mt="md"
          label={`${title} CSV`}
          value={csv.replace(BOM, '')}
          readOnly
          autosize
          minRows={4}
          maxRows={16}
          styles={{ input: { fontFamily: 'monospace', whiteSpace: 'pre', overflowX: 'auto' } }}
        />
      )}
    </Paper>
  );
}
