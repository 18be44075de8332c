import { Table } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import type { ReceiptBox } from '../receipt-content';

/** The nine VAT boxes, read-only, with each box's wording; bridging returns add the sheet cell. */
export function VatBoxesTable({ boxes, caption }: { boxes: readonly ReceiptBox[]; caption: string }) {
  const withCells = boxes.some((b) => b.cell !== null);
  return (
    <TableScroll label={caption} minWidth={300}>
      <Table withTableBorder verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Box</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            {withCells && <Table.Th scope="col">Cell</Table.Th>}
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {boxes.map((b) => (
            <Table.Tr key={b.name}>
              <Table.Th scope="row">Box {b.number}</Table.Th>
              <Table.Td>{b.label}</Table.Td>
              {withCells && <Table.Td>{b.cell ?? ''}</Table.Td>}
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{b.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
