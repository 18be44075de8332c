import {
  CUSTOM_TIMEFRAME,
  DEFAULT_TIMEFRAME,
  isTimeframe,
  TIMEFRAME_OPTIONS,
  todayIso,
  type Timeframe,
} from '@bk/domain';
import { Button, NativeSelect, Paper, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { UkDateField } from '../../../components/uk-date-field';
import { useAccounts } from '../../../lib/queries/get-accounts';
import { useExportTransactions } from '../api/exports';
import { downloadFile } from '../../../lib/download-file';
import { exportFileName, exportRange } from '../export-request';
import { ExportResult, type ExportShown } from './export-result';

const BOM = /^\uFEFF/;

/**
 * SPEC §2 Export transactions: time range, custom dates (only for Custom), bank account; the file is
 * downloaded, or shown on the page with ?displayOnPage=true.
 */
export function ExportTransactionsPage() {
  const [params] = useSearchParams();
  const displayOnPage = params.get('displayOnPage') === 'true';
  const accounts = useAccounts();
  const exporting = useExportTransactions();
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  // ISO, '' when blank, null while the typed text is no date (the date field says why).
  const [custom, setCustom] = useState<{ from: string | null; to: string | null }>({ from: '', to: '' });
  const [accountId, setAccountId] = useState('');
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const [shown, setShown] = useState<ExportShown | null>(null);
  const isCustom = timeframe === CUSTOM_TIMEFRAME;

  const run = () => {
    const range = exportRange(timeframe, todayIso(), { from: custom.from ?? '', to: custom.to ?? '' });
    if (!range.ok) {
      setError(range);
      return;
    }
    setError(null);
    setShown(null);
    const account = accounts.data?.find((a) => a.id === accountId) ?? null;
    const fileName = exportFileName(timeframe, range, account?.name ?? null);
    exporting.mutate(
      { startDate: range.from, endDate: range.to, bankAccountId: account?.id ?? null, fileName },
      {
        onSuccess: (result) => {
          if (result.downloadUrl) {
            downloadFile({ url: result.downloadUrl }, fileName);
            setShown({ fileName, rows: result.rows, text: null, fromStorage: true });
            return;
          }
          const text = result.csv ?? '';
          if (!displayOnPage) downloadFile({ text }, fileName);
          setShown({
            fileName,
            rows: result.rows,
            text: displayOnPage ? text.replace(BOM, '') : null,
            fromStorage: false,
          });
        },
      },
    );
  };

  return (
    <>
      <ScreenTitle>Export Transactions</ScreenTitle>
      <Paper withBorder p="md" radius="md">
        <form
          aria-label="Export transactions"
          onSubmit={(event) => {
            event.preventDefault();
            run();
          }}
        >
          <Text size="sm" mb="md">
            {displayOnPage
              ? 'Choose the transactions to export; the CSV is shown on this page.'
              : 'Choose the transactions to export; the CSV file is downloaded.'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <NativeSelect
              label="Time range"
              data={[...TIMEFRAME_OPTIONS]}
              value={timeframe}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (isTimeframe(next)) setTimeframe(next);
                setError(null);
              }}
            />
            <UkDateField
              label="Start date"
              value={custom.from}
              disabled={!isCustom}
              error={isCustom && error?.field === 'from' ? error.message : undefined}
              onChange={(from) => setCustom((c) => ({ ...c, from }))}
            />
            <UkDateField
              label="End date"
              value={custom.to}
              disabled={!isCustom}
              error={isCustom && error?.field === 'to' ? error.message : undefined}
              onChange={(to) => setCustom((c) => ({ ...c, to }))}
            />
            <NativeSelect
              label="Bank account"
              data={[
                { value: '', label: 'All accounts' },
                ...(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name })),
              ]}
              value={accountId}
              onChange={(event) => setAccountId(event.currentTarget.value)}
            />
          </SimpleGrid>
          <Button type="submit" mt="md" loading={exporting.isPending}>
            Export
          </Button>
        </form>
        {shown && <ExportResult shown={shown} />}
      </Paper>
    </>
  );
}
