import { formatMoney, type ChartCell, type ChartTable } from '@bk/domain';
import { Table, VisuallyHidden } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';

function cellText(cell: ChartCell, empty: string): string {
  if (cell === null) return empty;
  return cell.kind === 'money' ? formatMoney(cell.pence) : `${cell.value.toFixed(1)}%`;
}

/**
 * A chart's figures as a table, for screen readers and keyboard users: always in the page (a
 * screen reader finds it), shown to the eye when the person asks for it.
 */
export function ChartTableView({
  id,
  table,
  caption,
  emptyCell,
  visible,
}: {
  id: string;
  table: ChartTable;
  caption: string;
  /** What a cell without a figure says ('No income', 'Not filed'). */
  emptyCell: string;
  visible: boolean;
}) {
  const content = (
    <Table id={id} striped withTableBorder verticalSpacing="xs" mt="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{table.labelHeading}</Table.Th>
          {table.columns.map((column) => (
            <Table.Th key={column} scope="col" style={{ textAlign: 'right' }}>
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, r) => (
          <Table.Tr key={`${row.label}-${String(r)}`}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            {row.cells.map((cell, c) => (
              <Table.Td key={table.columns[c] ?? c} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {cellText(cell, emptyCell)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!visible) return <VisuallyHidden>{content}</VisuallyHidden>;
  return (
    <TableScroll label={caption} minWidth={360}>
      {content}
    </TableScroll>
  );
}
