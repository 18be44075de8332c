import type { CsvImportKind } from '@bk/domain';
import { Button, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useFiledPeriodConfirm } from '../../../components/filed-period-dialog';
import { TableScroll } from '../../../components/table-scroll';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { reportError } from '../../../lib/notifications/report-error';
import { useDeleteImport, useImportList, type ImportRecord } from '../api/imports';

const WARNINGS: Record<CsvImportKind, string> = {
  transactions: 'all associated transactions and uploaded attachments are removed',
  contacts: 'all contacts it brought in are removed',
};

/** SPEC §2 Import: the Previous Imports table (name, date, rows, Remove after typing DELETE). */
export function PreviousImports({ kind, canChange }: { kind: CsvImportKind; canChange: boolean }) {
  const list = useImportList(kind);
  const remove = useDeleteImport(kind);
  const [removing, setRemoving] = useState<ImportRecord | null>(null);
  const filed = useFiledPeriodConfirm();
  // Transactions dated in VAT periods already filed are removed only once the person says so (decision 0040).
  const send = (record: ImportRecord, confirmFiledPeriod = false) =>
    remove.mutate(
      { id: record.id, confirmFiledPeriod },
      {
        onSuccess: () => setRemoving(null),
        onError: (error) => {
          if (filed.ask(error, () => send(record, true))) setRemoving(null);
          else reportError(error);
        },
      },
    );
  const caption = kind === 'transactions' ? 'Previous transaction imports' : 'Previous contact imports';

  return (
    <section aria-labelledby="previous-imports">
      <Title order={2} size="h3" id="previous-imports" mt="xl" mb="sm">
        Previous Imports
      </Title>
      {list.isPending && <Text size="sm">Loading previous imports…</Text>}
      {list.isError && <Text size="sm">The previous imports could not be loaded.</Text>}
      {list.data && list.data.length === 0 && <Text size="sm">Nothing has been imported yet.</Text>}
      {list.data && list.data.length > 0 && (
        <TableScroll label={caption} minWidth={360}>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  Rows
                </Table.Th>
                {canChange && <Table.Th scope="col">Remove</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((record) => (
                <Table.Tr key={record.id}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{record.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.date)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{record.count}</Table.Td>
                  {canChange && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={`Remove ${record.name} of ${formatDateTime(record.date)}`}
                        onClick={() => setRemoving(record)}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <TypeToConfirmDialog
        opened={removing !== null}
        title="Remove import?"
        confirmLabel="Remove"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && send(removing)}
      >
        <Text size="sm">
          Removing the import <strong>{removing?.name}</strong> means {WARNINGS[kind]}. This cannot be undone.
        </Text>
      </TypeToConfirmDialog>
      {filed.dialog}
    </section>
  );
}
