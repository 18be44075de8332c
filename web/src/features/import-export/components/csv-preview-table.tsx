import type { CsvColumnType } from '@bk/domain';
import { Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { TableScroll } from '../../../components/table-scroll';

/** SPEC §9: the preview shows 50 rows at a time; 'Show more' adds 50. */
export const PREVIEW_CHUNK = 50;

export interface CsvPreviewTableProps {
  caption: string;
  headings: readonly string[];
  rows: readonly (readonly string[])[];
  rowNumbers: readonly number[];
  types: readonly CsvColumnType[];
  typeOptions: readonly CsvColumnType[];
  onTypeChange: (column: number, type: CsvColumnType) => void;
  shown: number;
  onShowMore: () => void;
  /** The first cell of each row: whether it is imported, and why not. */
  status: (rowIndex: number) => ReactNode;
  disabled?: boolean;
}

/** The file's headings, each with the select of its column type, and its first rows (SPEC §2 Finish import). */
export function CsvPreviewTable(props: CsvPreviewTableProps) {
  const { headings, rows, rowNumbers, types, shown } = props;
  const id = useId();
  const visible = rows.slice(0, shown);
  return (
    <>
      <TableScroll label={props.caption} minWidth={Math.min(1600, 220 + headings.length * 170)}>
        <Table withTableBorder withColumnBorders verticalSpacing="xs" striped>
          <Table.Caption>{props.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Import</Table.Th>
              <Table.Th scope="col">Row</Table.Th>
              {headings.map((heading, column) => (
                <Table.Th scope="col" key={column} style={{ minWidth: 150, verticalAlign: 'top' }}>
                  <Text id={`${id}-${column}`} fw={600} size="sm" mb={4} style={{ wordBreak: 'break-word' }}>
                    {heading}
                  </Text>
                  <NativeSelect
                    aria-labelledby={`${id}-${column}`}
                    size="xs"
                    data={[...props.typeOptions]}
                    value={types[column] ?? 'Ignore'}
                    disabled={props.disabled}
                    onChange={(event) => props.onTypeChange(column, event.currentTarget.value as CsvColumnType)}
                  />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row, index) => (
              <Table.Tr key={rowNumbers[index] ?? index}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{props.status(index)}</Table.Td>
                <Table.Td>{rowNumbers[index]}</Table.Td>
                {headings.map((_, column) => (
                  <Table.Td
                    key={column}
                    style={{ wordBreak: 'break-word', opacity: types[column] === 'Ignore' ? 0.6 : 1 }}
                  >
                    {row[column]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Group justify="space-between" mt="xs">
        <Text size="sm">
          Showing {visible.length} of {rows.length} rows.
        </Text>
        {shown < rows.length && (
          <Button variant="default" size="xs" onClick={props.onShowMore}>
            Show more
          </Button>
        )}
      </Group>
    </>
  );
}

/** The problems found in the file's rows, each with its row, column and reason. */
export function RowProblemList({ problems }: { problems: readonly { message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="row-problems">
      <Text id="row-problems" fw={600} mt="md">
        Rows with errors (not imported)
      </Text>
      <ul style={{ marginTop: 4 }}>
        {problems.map((problem, i) => (
          <li key={i}>
            <Text size="sm">{problem.message}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
