import type { CsvImportKind } from '@bk/domain';
import { Alert, Button, FileInput, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { loadCsvFile } from '../csv/load-csv-file';
import { setLoadedCsv } from '../csv/loaded-csv';
import { useCanImport } from '../use-can-import';
import { PreviousImports } from './previous-imports';

const TEXT: Record<CsvImportKind, { title: string; intro: string; finish: 'FinishImport' | 'FinishImportContacts' }> = {
  transactions: {
    title: 'Import Transactions',
    intro:
      'Choose a CSV file of transactions, such as the statement your bank lets you download. You choose what each column holds on the next screen.',
    finish: 'FinishImport',
  },
  contacts: {
    title: 'Import Contacts',
    intro: 'Choose a CSV file of contacts. You choose what each column holds on the next screen.',
    finish: 'FinishImportContacts',
  },
};

const HEADER = 'header';
const NO_HEADER = 'no-header';

/** SPEC §2 Import (transactions and contacts): file, header choice, Upload, and previous imports. */
export function ImportPage({ kind }: { kind: CsvImportKind }) {
  const text = TEXT[kind];
  const navigate = useNavigate();
  const { canImport, reason } = useCanImport();
  const [file, setFile] = useState<File | null>(null);
  const [header, setHeader] = useState(HEADER);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const upload = async () => {
    setError(null);
    setReading(true);
    const firstRowIsHeader = header === HEADER;
    const result = await loadCsvFile(file, { firstRowIsHeader, kind }).finally(() => setReading(false));
    if (!result.ok || !file) {
      setError(result.ok ? 'Select a file to continue' : result.error);
      return;
    }
    setLoadedCsv({ kind, fileName: file.name, ...result, hasHeadings: firstRowIsHeader });
    void navigate(routeTo(text.finish));
  };

  return (
    <>
      <ScreenTitle>{text.title}</ScreenTitle>
      <Paper withBorder p="md" radius="md">
        {reason && (
          <Alert color="gray" mb="md">
            {reason}
          </Alert>
        )}
        <form
          aria-label={text.title}
          onSubmit={(event) => {
            event.preventDefault();
            void upload();
          }}
        >
          <Stack gap="md" maw={560}>
            <Text size="sm">{text.intro}</Text>
            <FileInput
              label="CSV file"
              placeholder="Choose a .csv file"
              // Mantine's placeholder grey is too faint for WCAG contrast on this button-like field.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              accept=".csv,text/csv"
              clearable
              value={file}
              onChange={(next) => {
                setFile(next);
                setError(null);
              }}
              error={error}
              disabled={!canImport}
            />
            <Radio.Group label="Headings" value={header} onChange={setHeader}>
              <Stack gap="xs" mt="xs">
                <Radio value={HEADER} label="Import first row as header" disabled={!canImport} />
                <Radio value={NO_HEADER} label="Do not import first row as header" disabled={!canImport} />
              </Stack>
            </Radio.Group>
            <div>
              <Button type="submit" loading={reading} disabled={!canImport}>
                Upload
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
      <PreviousImports kind={kind} canChange={canImport} />
    </>
  );
}
