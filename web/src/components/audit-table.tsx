import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../lib/format';
import { TableScroll } from './table-scroll';

export interface AuditRow {
  id: string;
  summary: string;
  userEmail: string | null;
  ipAddress: string | null;
  createdAt: string;
}

/** A security log as a table: date (DD/MM/YYYY HH:mm), event, who (optional) and network address. */
export function AuditTable({
  caption,
  entries,
  showWho = false,
}: {
  caption: string;
  entries: readonly AuditRow[];
  showWho?: boolean;
}) {
  if (entries.length === 0) return <Text size="sm">No security activity recorded yet.</Text>;
  return (
    <TableScroll label={caption} minWidth={showWho ? 560 : 420}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Event</Table.Th>
            {showWho && <Table.Th scope="col">Who</Table.Th>}
            <Table.Th scope="col">Address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
              <Table.Td>{entry.summary}</Table.Td>
              {showWho && <Table.Td>{entry.userEmail ?? 'Unknown'}</Table.Td>}
              <Table.Td>{entry.ipAddress ?? 'Unknown'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
