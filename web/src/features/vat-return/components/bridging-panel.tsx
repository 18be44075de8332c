import { MESSAGES } from '@bk/domain';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type Dispatch } from 'react';
import type { FormAction } from '../form-reducer';
import type { ReturnForm } from '../return-form';
import { detectFiguresInSheet, SpreadsheetError, type DetectedFigures, type ParsedWorkbook } from '../spreadsheet';

/**
 * Bridging mode (SPEC §2, §4 VAT mode): Import figures opens the import modal; once a file is
 * read, which file and sheet the figures come from, and another sheet of the same file to use.
 */
export function BridgingPanel({
  form,
  workbook,
  dispatch,
  onOpenImport,
  onDetected,
}: {
  form: ReturnForm;
  workbook: ParsedWorkbook | null;
  dispatch: Dispatch<FormAction>;
  onOpenImport: () => void;
  onDetected: (workbook: ParsedWorkbook, detected: DetectedFigures) => void;
}) {
  const [sheetError, setSheetError] = useState<string | null>(null);
  const imported = form.imported;

  const pickSheet = (sheetName: string) => {
    if (!workbook) return;
    setSheetError(null);
    try {
      onDetected(workbook, detectFiguresInSheet(workbook, sheetName));
    } catch (error) {
      setSheetError(error instanceof SpreadsheetError ? error.message : MESSAGES.unknown);
      dispatch({ type: 'manual', fileName: workbook.fileName, sheetName });
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Button variant={imported ? 'default' : 'filled'} onClick={onOpenImport}>
          Import figures
        </Button>
      </Group>
      {!imported && (
        <Text size="sm">Import the nine figures from your spreadsheet or CSV file, or type them into the boxes.</Text>
      )}
      {imported && (
        <Text size="sm" aria-live="polite">
          Figures from <strong>{imported.fileName}</strong>, sheet <strong>{imported.sheetName}</strong>. Change a
          box&apos;s cell to read its figure from another cell.
        </Text>
      )}
      {imported && workbook && workbook.sheets.length > 1 && (
        <NativeSelect
          label="Sheet"
          maw={320}
          value={imported.sheetName}
          onChange={(e) => pickSheet(e.currentTarget.value)}
          data={workbook.sheets.map((s) => s.name)}
          error={sheetError}
        />
      )}
      {sheetError && (!workbook || workbook.sheets.length <= 1) && (
        <Text size="sm" c="red.9" role="alert">
          {sheetError}
        </Text>
      )}
    </Stack>
  );
}
