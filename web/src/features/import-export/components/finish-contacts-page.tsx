import { routes } from '@bk/contract';
import { assignColumn, CONTACT_COLUMN_TYPES, suggestColumns, type CsvColumnType } from '@bk/domain';
import { Alert, Badge, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { maxLengthOf } from '../../../lib/form-schema';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { notify } from '../../../lib/notifications/notification-store';
import { useFinishContactImport, useImportList } from '../api/imports';
import { finishContactsBody, previewContacts } from '../contact-preview';
import { getLoadedCsv, setLoadedCsv, type LoadedCsv } from '../csv/loaded-csv';
import { savedChoicesFor } from '../saved-mapping';
import { submitLabel } from '../transaction-preview';
import { useCanImport } from '../use-can-import';
import { CsvPreviewTable, PREVIEW_CHUNK, RowProblemList } from './csv-preview-table';
import { FileNotes } from './file-notes';

/** SPEC §2 Finish import (contacts). With no file read it goes back to Import Contacts. */
export function FinishContactsPage() {
  // Read once: clearing the file after the import must not send the person back to Import.
  const [csv] = useState(() => getLoadedCsv('contacts'));
  if (!csv) return <Navigate to={routeTo('ImportContacts')} replace />;
  return <FinishContacts csv={csv} />;
}

function FinishContacts({ csv }: { csv: LoadedCsv }) {
  const imports = useImportList('contacts');
  const finish = useFinishContactImport();
  const navigate = useNavigate();
  const { canImport } = useCanImport();
  const saved = useMemo(
    () => (csv.hasHeadings ? savedChoicesFor(imports.data, csv.headings, 'contacts') : null),
    [imports.data, csv],
  );
  const suggested = useMemo(() => suggestColumns(csv.headings, 'contacts', csv.rows), [csv]);
  const [chosenTypes, setTypes] = useState<CsvColumnType[] | null>(null);
  const [name, setName] = useState('Import');
  const [shown, setShown] = useState(PREVIEW_CHUNK);
  const types = chosenTypes ?? saved?.types ?? suggested;
  const preview = useMemo(() => previewContacts(csv.rows, csv.rowNumbers, types), [csv, types]);
  const ready = canImport && preview.mappingProblems.length === 0 && preview.valid.size > 0 && name.trim() !== '';

  const submit = () => {
    const body = finishContactsBody({
      name,
      types,
      headings: csv.hasHeadings ? csv.headings : null,
      rows: csv.rows,
      rowNumbers: csv.rowNumbers,
      include: preview.valid,
    });
    finish.mutate(body, {
      onSuccess: (result) => {
        const skipped = csv.rows.length - result.count;
        notify({
          type: 'success',
          message: 'Imported contacts successfully',
          details: [`${result.count} ${result.count === 1 ? 'row' : 'rows'} imported, ${skipped} skipped.`],
        });
        setLoadedCsv(null);
        void navigate(routeTo('Contacts', {}, { showAll: 'true' }));
      },
    });
  };

  const status = (index: number) => {
    const row = csv.rowNumbers[index] ?? index + 1;
    if (preview.errorRows.has(row)) return <Badge color="red.9">Error</Badge>;
    return preview.valid.has(row) ? <Text size="xs">Yes</Text> : null;
  };

  return (
    <>
      <ScreenTitle>Finish Contacts Import</ScreenTitle>
      <Paper withBorder p="md" radius="md">
        <form
          aria-label="Finish contacts import"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) submit();
          }}
        >
          <Text size="sm" mb="sm">
            Choose what each column of <strong>{csv.fileName}</strong> holds. Rows with errors are not imported.
          </Text>
          <FileNotes notes={csv.notes} />
          <TextInput
            label="Import name"
            description="A name for future reference, to find this import again under Previous Imports"
            value={name}
            maxLength={maxLengthOf(routes.contactImportFinish.body, 'name')}
            maw={420}
            mb="md"
            onChange={(event) => setName(event.currentTarget.value)}
            error={name.trim() === '' ? 'Enter a name for this import' : undefined}
          />
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
            types={types}
            typeOptions={CONTACT_COLUMN_TYPES}
            onTypeChange={(column, type) => setTypes(assignColumn(types, column, type))}
            shown={shown}
            onShowMore={() => setShown(shown + PREVIEW_CHUNK)}
            status={status}
            disabled={!canImport}
          />
          <RowProblemList problems={preview.rowProblems} />
          <Group mt="md">
            <Button type="submit" disabled={!ready} loading={finish.isPending}>
              {submitLabel(preview.valid.size, preview.errorRows.size)}
            </Button>
            <Button variant="default" component={Link} to={routeTo('ImportContacts')}>
              Cancel
            </Button>
          </Group>
        </form>
      </Paper>
    </>
  );
}
