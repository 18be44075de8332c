import { HMRC_CHECK_MESSAGES, isPenaltyChargeReference } from '@bk/domain';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate } from '../../../lib/format';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { retrieveFinancialDetails, useRetrieve } from '../api';
import { field, list, money } from '../money';
import { VatInfoFrame } from '../../../components/vat-info-frame';

const date = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '');

/** SPEC §2 Financial details of one penalty: HMRC's totals and its document details. */
export function FinancialDetailsPage() {
  const reference = useParams().penaltyChargeReference ?? '';
  const scenario = useGovTestScenario();
  const retrieve = useRetrieve(() => retrieveFinancialDetails(reference, scenario), 'Financial details retrieved');
  const { mutate } = retrieve;
  // HMRC refuses anything but X, a letter and 12 digits: an address with another reference is not sent.
  const wellFormed = isPenaltyChargeReference(reference);
  const onReady = useCallback(() => {
    if (wellFormed) mutate(undefined);
  }, [mutate, wellFormed]);
  const totals = field(retrieve.data, 'totalisations');
  const documents = list(field(retrieve.data, 'documentDetails'));
  const caption = `Document details of penalty ${reference}`;

  return (
    <VatInfoFrame
      title="Penalty Financial Details"
      intro={`The financial details of penalty ${reference} for`}
      returnName="HmrcPenalties"
      onReady={onReady}
    >
      <Group mb="md" justify="space-between">
        <Anchor component={Link} to={routeTo('HmrcPenalties')}>
          Back to VAT Penalties
        </Anchor>
        <Button onClick={() => mutate(undefined)} loading={retrieve.isPending} disabled={!wellFormed}>
          Retrieve Financial Details
        </Button>
      </Group>
      {!wellFormed && (
        <Alert color="red" role="alert" mb="md">
          {HMRC_CHECK_MESSAGES.chargeReference}
        </Alert>
      )}
      {retrieve.data !== undefined && (
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h3" mb="sm">
              Totals
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
              {(
                [
                  ['Overdue', 'totalOverdue'],
                  ['Not yet due', 'totalNotYetDue'],
                  ['Cleared', 'totalCleared'],
                  ['Balance', 'totalBalance'],
                  ['Credit', 'totalCredit'],
                ] as const
              ).map(([label, key]) => (
                <div key={key}>
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={600}>{money(field(totals, key)) || 'None'}</Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h3" mb="sm">
              Document details
            </Title>
            {documents.length === 0 ? (
              <Text>No Document Details Found</Text>
            ) : (
              <TableScroll label={caption} minWidth={760}>
                <Table striped withTableBorder verticalSpacing="xs">
                  <Table.Caption>{caption}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Posting Date</Table.Th>
                      <Table.Th scope="col">Issue Date</Table.Th>
                      {['Total', 'Cleared', 'Outstanding', 'Interest Posted', 'Interest Accruing'].map((h) => (
                        <Table.Th key={h} scope="col" style={{ textAlign: 'right' }}>
                          {h}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {documents.map((d, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{date(field(d, 'postingDate'))}</Table.Td>
                        <Table.Td>{date(field(d, 'issueDate'))}</Table.Td>
                        {[
                          field(d, 'documentTotalAmount'),
                          field(d, 'documentClearedAmount'),
                          field(d, 'documentOutstandingAmount'),
                          field(d, 'documentInterestTotals', 'interestPostedAmount'),
                          field(d, 'documentInterestTotals', 'interestAccruingAmount'),
                        ].map((value, j) => (
                          <Table.Td key={j} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                            {money(value)}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
          </Paper>
        </Stack>
      )}
    </VatInfoFrame>
  );
}
