import { Button, Group, Modal, Table } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import { field, list, money, text } from '../money';
import { capital, date } from '../penalty-format';

/** One late submission penalty in full, with the late returns that led to it. */
export function PenaltyDetailsModal({ penalty, onClose }: { penalty: unknown; onClose: () => void }) {
  const p = penalty;
  const rows: [string, string][] = [
    ['Penalty Number', text(field(p, 'penaltyNumber'))],
    ['Category', capital(text(field(p, 'penaltyCategory')))],
    ['Status', capital(text(field(p, 'penaltyStatus')))],
    ['Created', date(field(p, 'penaltyCreationDate'))],
    ['Expires', date(field(p, 'penaltyExpiryDate'))],
    ['Communicated', date(field(p, 'communicationsDate'))],
    ['Charge Reference', text(field(p, 'chargeReference'))],
    ['Charge Amount', money(field(p, 'chargeAmount'))],
    ['Charge Outstanding', money(field(p, 'chargeOutstandingAmount'))],
    ['Charge Due', date(field(p, 'chargeDueDate'))],
  ];
  const late = list(field(p, 'lateSubmissions'));
  return (
    <Modal
      opened={penalty !== null}
      onClose={onClose}
      size={1000}
      title="Late submission penalty details"
      closeButtonProps={{ 'aria-label': 'Close penalty details' }}
    >
      <Table withTableBorder verticalSpacing="xs" mb="md">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value || 'None'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <TableScroll label="Late submissions" minWidth={560}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Caption>Late submissions</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Submission ID</Table.Th>
              <Table.Th scope="col">Return Status</Table.Th>
              <Table.Th scope="col">Period Start</Table.Th>
              <Table.Th scope="col">Period End</Table.Th>
              <Table.Th scope="col">Period Due</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {late.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>No late submissions listed.</Table.Td>
              </Table.Tr>
            )}
            {late.map((s, i) => (
              <Table.Tr key={i}>
                <Table.Td>{text(field(s, 'lateSubmissionID'))}</Table.Td>
                <Table.Td>{text(field(s, 'taxReturnStatus'))}</Table.Td>
                <Table.Td>{date(field(s, 'taxPeriodStartDate'))}</Table.Td>
                <Table.Td>{date(field(s, 'taxPeriodEndDate'))}</Table.Td>
                <Table.Td>{date(field(s, 'taxPeriodDueDate'))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
