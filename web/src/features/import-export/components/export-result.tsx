import { Alert, Textarea } from '@mantine/core';

export interface ExportShown {
  fileName: string;
  rows: number;
  /** The CSV text shown on the page, or null when it was downloaded. */
  text: string | null;
  /** The file was too large to answer and was downloaded from storage. */
  fromStorage: boolean;
}

/** What an export did: the text on the page, or that the file was downloaded (and why, when too large). */
export function ExportResult({ shown }: { shown: ExportShown }) {
  const rows = `${shown.rows} ${shown.rows === 1 ? 'row' : 'rows'}`;
  return (
    <div aria-live="polite">
      {shown.fromStorage && (
        <Alert color="blue" mt="md">
          The export ({rows}) was too large to show on the page, so it was downloaded as {shown.fileName}.
        </Alert>
      )}
      {!shown.fromStorage && shown.text === null && (
        <Alert color="green" mt="md">
          Exported {rows}: downloaded as {shown.fileName}.
        </Alert>
      )}
      {shown.text !== null && (
        <Textarea
          mt="md"
          label={`CSV export (${rows})`}
          value={shown.text}
          readOnly
          autosize
          minRows={6}
          maxRows={24}
          styles={{ input: { fontFamily: 'monospace', whiteSpace: 'pre', overflowX: 'auto' } }}
        />
      )}
    </div>
  );
}
