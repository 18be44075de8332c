import { Paper, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import { field, money, text } from '../money';
import { capital, LPP_CATEGORY } from '../penalty-format';
import { FinancialDetailsLink } from './penalty-parts';

/** SPEC §2 Penalties: the late payment penalties, with their amounts and financial details. */
export function LatePaymentPenalties({ lpps }: { lpps: unknown[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="sm">
        Late payment penalties
      </Title>
      {lpps.length === 0 ? (
        <Text>No Late Payment Penalties Found</Text>
      ) : (
        <TableScroll label="Late payment penalties" minWidth={720}>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Caption>Late payment penalties</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Charge Reference</Table.Th>
                <Table.Th scope="col">Category</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  Accruing
                </Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  Posted
                </Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  Paid
                </Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  Outstanding
                </Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lpps.map((p, i) => {
                const reference = text(field(p, 'penaltyChargeReference'));
                const category = text(field(p, 'penaltyCategory'));
                const label = `late payment penalty ${reference || i + 1}`;
                return (
                  <Table.Tr key={i}>
                    <Table.Td>{reference}</Table.Td>
                    <Table.Td>{LPP_CATEGORY[category] ?? category}</Table.Td>
                    <Table.Td>{capital(text(field(p, 'penaltyStatus')))}</Table.Td>
                    {(
                      [
                        'penaltyAmountAccruing',
                        'penaltyAmountPosted',
                        'penaltyAmountPaid',
                        'penaltyAmountOutstanding',
                      ] as const
                    ).map((key) => (
                      <Table.Td key={key} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {money(field(p, key))}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <FinancialDetailsLink reference={reference} label={label} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Paper>
  );
}
