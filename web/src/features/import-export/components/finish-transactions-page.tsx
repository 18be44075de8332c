import { routes } from '@bk/contract';
import {
  CSV_DATE_FORMAT_LABELS,
  CSV_DATE_FORMATS,
  pendingRowsNote,
  TRANSACTION_COLUMN_TYPES,
  type CsvDateFormat,
} from '@bk/domain';
import { Alert, Badge, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { maxLengthOf } from '../../../lib/form-schema';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { useFiledPeriodConfirm } from '../../../components/filed-period-dialog';
import { notify } from '../../../lib/notifications/notification-store';
import { choosableAccounts } from '../../../lib/queries/get-accounts';
import { reportError } from '../../../lib/notifications/report-error';
import { useFinishTransactionImport } from '../api/imports';
import { getLoadedCsv, setLoadedCsv, type LoadedCsv } from '../csv/loaded-csv';
import { submitLabel } from '../transaction-preview';
import { useCanImport } from '../use-can-import';
import { useFinishTransactions } from '../use-finish-transactions';
import { CsvPreviewTable, PREVIEW_CHUNK, RowProblemList } from './csv-preview-table';
import { FileNotes } from './file-notes';

/** SPEC §2 Finish import (transactions). With no file read it goes back to Import. */
/** Mantine's yellow title on its light yellow fill is too faint to read (WCAG 1.4.3): keep the text colour. */
const READABLE = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

export function FinishTransactionsPage() {
  // Read once: clearing the file after the import must not send the person back to Import.
  const [csv] = useState(() => getLoadedCsv('transactions'));
  if (!csv) return <Navigate to={routeTo('Import')} replace />;
  return <FinishTransactions csv={csv} />;
}

function FinishTransactions({ csv }: { csv: LoadedCsv }) {
  const state = useFinishTransactions(csv);
  const finish = useFinishTransactionImport();
  const filed = useFiledPeriodConfirm();
  const navigate = useNavigate();
  const { canImport } = useCanImport();
  const [shown, setShown] = useState(PREVIEW_CHUNK);
  const { preview, duplicates, include } = state;

  if (state.accounts.isPending) return <ScreenLoading />;
  const accounts = state.accounts.data ?? [];
  const pendingNote = pendingRowsNote(preview.pending.size);
  const errorCount = preview.errorRows.size;
  const ready =
    canImport && accounts.length > 0 && preview.mappingProblems.length === 0 && include.size > 0 && state.name.trim();

  // Rows dated in VAT periods already filed are imported only once the person says so (decision 0040).
  const submit = (confirmFiledPeriod = false) => {
    finish.mutate(confirmFiledPeriod ? { ...state.body(), confirmFiledPeriod } : state.body(), {
      onError: (error) => {
        if (!filed.ask(error, () => submit(true))) reportError(error);
      },
      onSuccess: (result) => {
        const skipped = csv.rows.length - result.count;
        notify({
          type: 'success',
          message: 'Imported transactions successfully',
          details: [
            `${result.count} ${result.count === 1 ? 'row' : 'rows'} imported, ${skipped} skipped (errors, duplicates or pending).`,
          ],
        });
        setLoadedCsv(null);
        void navigate(routeTo('Transactions', {}, { showAll: 'true' }));
      },
    });
  };

  const status = (index: number) => {
    const row = csv.rowNumbers[index] ?? index + 1;
    if (preview.pending.has(row)) return <Text size="xs">Pending</Text>;
    if (preview.errorRows.has(row)) return <Badge color="red.9">Error</Badge>;
    if (!preview.read.has(row)) return null;
    return (
      <Group gap={6} wrap="nowrap">
        <Checkbox
          aria-label={`Import row ${row}`}
          checked={include.has(row)}
          onChange={(event) => state.setIncluded(row, event.currentTarget.checked)}
        />
        {duplicates.has(row) && <Badge color="dark">Duplicate</Badge>}
      </Group>
    );
  };

  return (
    <>
      <ScreenTitle>Finish Transactions Import</ScreenTitle>
      {filed.dialog}
      <Paper withBorder p="md" radius="md">
        <form
          aria-label="Finish transactions import"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) submit();
          }}
        >
          <Text size="sm" mb="sm">
            Choose what each column of <strong>{csv.fileName}</strong> holds. Rows with errors, pending rows and rows
            you untick are not imported.
          </Text>
          <FileNotes notes={pendingNote ? [...csv.notes, pendingNote] : csv.notes} />
          {accounts.length === 0 && (
            <Alert color="yellow" mb="md">
              Transactions are imported into a bank account.{' '}
              <Link to={routeTo('BankAccounts')}>Add a bank account</Link> first.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="md">
            <NativeSelect
              label="Bank account"
              data={choosableAccounts(accounts).map((a) => ({ value: a.id, label: a.name }))}
              value={state.accountId}
              onChange={(event) => state.setAccount(event.currentTarget.value)}
            />
            <TextInput
              label="Import name"
              description="To find this import again under Previous Imports"
              value={state.name}
              maxLength={maxLengthOf(routes.transactionImportFinish.body, 'name')}
              onChange={(event) => state.setName(event.currentTarget.value)}
              error={state.name.trim() === '' ? 'Enter a name for this import' : undefined}
            />
            <NativeSelect
              label="Date order"
              data={CSV_DATE_FORMATS.map((f) => ({ value: f, label: CSV_DATE_FORMAT_LABELS[f] }))}
              value={state.dateFormat}
              onChange={(event) => state.setDateFormat(event.currentTarget.value as CsvDateFormat)}
            />
          </SimpleGrid>
          {state.askDateOrder && (
            <Alert color="yellow" mb="md" title="Which way are the dates written?" styles={READABLE}>
              Every date in the file could be read as day/month or month/day. They are read as day/month (the UK order):
              if they are month/day, choose it under Date order.
            </Alert>
          )}
          {preview.mappingProblems.map((problem) => (
            <Alert key={problem.message} color="red" mb="sm">
              {problem.message}
            </Alert>
          ))}
          <CsvPreviewTable
            caption={`Rows of ${csv.fileName}`}
            headings={csv.headings}
            rows={csv.rows}
            rowNumbers={csv.rowNumbers}
            types={state.types}
            typeOptions={TRANSACTION_COLUMN_TYPES}
            onTypeChange={state.setType}
            shown={shown}
            onShowMore={() => setShown(shown + PREVIEW_CHUNK)}
            status={status}
            disabled={!canImport}
          />
          {duplicates.size > 0 && (
            <Text size="sm" mt="sm">
              {duplicates.size} {duplicates.size === 1 ? 'row matches a transaction' : 'rows match transactions'} the
              account already holds: marked Duplicate and unticked. Tick a row to import it anyway.
            </Text>
          )}
          <RowProblemList problems={preview.rowProblems} />
          <Group mt="md">
            <Button type="submit" disabled={!ready} loading={finish.isPending || state.checkingDuplicates}>
              {submitLabel(include.size, errorCount)}
            </Button>
            <Button variant="default" component={Link} to={routeTo('Import')}>
              Cancel
            </Button>
          </Group>
        </form>
      </Paper>
    </>
  );
}
