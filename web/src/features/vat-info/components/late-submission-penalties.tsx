import { Button, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import { field, money, text } from '../money';
import { thresholdText } from '../penalties';
import { capital, date } from '../penalty-format';
import { FinancialDetailsLink, Figure } from './penalty-parts';

/** SPEC §2 Penalties: late submission points, their summary and each penalty (Details opens it). */
export function LateSubmissionPenalties({
  summary,
  lsps,
  onDetails,
}: {
  summary: unknown;
  lsps: unknown[];
  onDetails: (penalty: unknown) => void;
}) {
  const threshold = thresholdText(summary);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="sm">
        Late submission penalties
      </Title>
      {lsps.length === 0 ? (
        <Text>No Late Submission Penalties Found</Text>
      ) : (
        <>
          {summary !== undefined && (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="sm">
              <Figure label="Active penalty points" value={text(field(summary, 'activePenaltyPoints'))} />
              <Figure label="Penalty threshold" value={text(field(summary, 'regimeThreshold'))} />
              <Figure label="Penalty charge" value={money(field(summary, 'penaltyChargeAmount'))} />
              <Figure label="Compliance period ends" value={date(field(summary, 'periodOfComplianceAchievement'))} />
            </SimpleGrid>
          )}
          {threshold && <Text mb="sm">{threshold}</Text>}
          <TableScroll label="Late submission penalties" minWidth={640}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>Late submission penalties</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Penalty Number</Table.Th>
                  <Table.Th scope="col">Category</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Expires</Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    Charge
                  </Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lsps.map((p, i) => {
                  const label = `late submission penalty ${text(field(p, 'penaltyNumber')) || i + 1}`;
                  return (
                    <Table.Tr key={i}>
                      <Table.Td>{text(field(p, 'penaltyNumber'))}</Table.Td>
                      <Table.Td>{capital(text(field(p, 'penaltyCategory')))}</Table.Td>
                      <Table.Td>{capital(text(field(p, 'penaltyStatus')))}</Table.Td>
                      <Table.Td>{date(field(p, 'penaltyExpiryDate'))}</Table.Td>
                      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {money(field(p, 'chargeAmount'))}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`Details of ${label}`}
                            onClick={() => onDetails(p)}
                          >
                            Details
                          </Button>
                          <FinancialDetailsLink reference={field(p, 'chargeReference')} label={label} />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Paper>
  );
}
