import { CONTACT_EXPORT_FILE_NAME } from '@bk/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { ScreenTitle } from '../../../components/screen-title';
import { useExportContacts } from '../api/exports';
import { downloadFile } from '../../../lib/download-file';
import { ExportResult, type ExportShown } from './export-result';

/** SPEC §2 Export contacts: Export shows the CSV on the page; Download saves it as export-contacts.csv. */
export function ExportContactsPage() {
  const exporting = useExportContacts();
  const [shown, setShown] = useState<ExportShown | null>(null);
  const [csv, setCsv] = useState<string | null>(null);

  const run = () => {
    setShown(null);
    setCsv(null);
    exporting.mutate(undefined, {
      onSuccess: (result) => {
        if (result.downloadUrl) {
          downloadFile({ url: result.downloadUrl }, CONTACT_EXPORT_FILE_NAME);
          setShown({ fileName: CONTACT_EXPORT_FILE_NAME, rows: result.rows, text: null, fromStorage: true });
          return;
        }
        const text = result.csv ?? '';
        setCsv(text);
        setShown({
          fileName: CONTACT_EXPORT_FILE_NAME,
          rows: result.rows,
          text: text.replace(/^\uFEFF/, ''),
          fromStorage: false,
        });
      },
    });
  };

  return (
    <>
      <ScreenTitle>Export Contacts</ScreenTitle>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" mb="md">
          Export all your contacts as CSV: the text is shown here, and you can download it as a file.
        </Text>
        <Group>
          <Button onClick={run} loading={exporting.isPending}>
            Export
          </Button>
          {csv !== null && (
            <Button variant="default" onClick={() => downloadFile({ text: csv }, CONTACT_EXPORT_FILE_NAME)}>
              Download {CONTACT_EXPORT_FILE_NAME}
            </Button>
          )}
        </Group>
        {shown && <ExportResult shown={shown} />}
      </Paper>
    </>
  );
}
