import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@bk/domain';
import { useState } from 'react';
import { type DetectedFigures, detectFigures } from './detect-figures';
import { SPREADSHEET_MESSAGES } from './messages';
import { readWorkbook, SPREADSHEET_ACCEPT, SpreadsheetError } from './read-workbook';
import type { ParsedWorkbook } from './sheet-types';
import { downloadTemplate } from './template';

export interface ImportedFigures {
  workbook: ParsedWorkbook;
  detected: DetectedFigures;
}

export interface ImportFiguresModalProps {
  opened: boolean;
  onClose: () => void;
  /** The file was read and the nine figures found. */
  onImported: (result: ImportedFigures) => void;
  /**
   * Optional: the file was read but its figures could not be found; the person chose to enter the cell
   * references by hand (SPEC §5: 'Either enter the cell references manually or ...').
   */
  onManual?: (workbook: ParsedWorkbook) => void;
}

/** SPEC §2 "Import figures modal": pick a spreadsheet or CSV with the nine figures; example templates offered. */
export function ImportFiguresModal({ opened, onClose, onImported, onManual }: ImportFiguresModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Import figures"
      size={560}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <ImportFiguresBody onClose={onClose} onImported={onImported} onManual={onManual} />}
    </Modal>
  );
}

function ImportFiguresBody({ onClose, onImported, onManual }: Omit<ImportFiguresModalProps, 'opened'>) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [unread, setUnread] = useState<ParsedWorkbook | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setUnread(null);
    if (!file) {
      setError(SPREADSHEET_MESSAGES.required);
      return;
    }
    setBusy(true);
    setError(null);
    let workbook: ParsedWorkbook | null = null;
    try {
      workbook = await readWorkbook(file);
      const detected = detectFigures(workbook);
      onImported({ workbook, detected });
    } catch (caught) {
      setError(caught instanceof SpreadsheetError ? caught.message : MESSAGES.unknown);
      if (workbook && caught instanceof SpreadsheetError) setUnread(workbook);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Import figures from a spreadsheet"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Choose the spreadsheet or CSV file that holds your nine VAT figures. The figures are found for you, and you
          can change which cells they come from afterwards.
        </Text>
        <FileInput
          label="Spreadsheet or CSV file"
          description="Excel (xlsx, xls, xlsb, xlsm), OpenDocument (ods), CSV and other spreadsheets, at most 2mb"
          accept={SPREADSHEET_ACCEPT}
          value={file}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
          onChange={(next) => {
            setFile(next);
            setError(null);
            setUnread(null);
          }}
          error={error}
        />
        {unread && onManual && (
          <Group>
            <Button variant="default" onClick={() => onManual(unread)}>
              Enter cell references manually
            </Button>
          </Group>
        )}
        <Stack gap={6}>
          <Text size="sm">Not sure how to lay out your figures? Start from the example VAT template:</Text>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" size="sm" onClick={() => downloadTemplate('xlsx')}>
              Download example template (xlsx)
            </Button>
            <Button variant="default" size="sm" onClick={() => downloadTemplate('csv')}>
              Download example template (csv)
            </Button>
          </Group>
        </Stack>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
