import { Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate } from '../../../lib/format';
import { notify } from '../../notifications/notification-store';
import { retrievePenalties, useGovTestScenario, useRetrieve } from '../api';
import { field, list, money, text } from '../money';
import { NO_CHARGE_REFERENCE, thresholdText } from '../penalties';
import { VatInfoFrame } from './vat-info-frame';

const date = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '');
const CATEGORY: Record<string, string> = { LPP1: 'First penalty (LPP1)', LPP2: 'Second penalty (LPP2)' };
const capital = (value: string) => (value ? value[0]!.toUpperCase() + value.slice(1) : value);

function FinancialDetailsLink({ reference, label }: { reference: unknown; label: string }) {
  if (typeof reference === 'string' && reference)
    return (
      <Anchor
        component={Link}
        to={routeTo('FinancialDetails', { penaltyChargeReference: reference })}
        aria-label={`Financial details of ${label}`}
      >
        Financial details
      </Anchor>
    );
  return (
    <Button
      size="xs"
      variant="default"
      aria-label={`Financial details of ${label}`}
      onClick={() => notify({ type: 'error', message: NO_CHARGE_REFERENCE })}
    >
      Financial details
    </Button>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value || 'None'}</Text>
    </div>
  );
}

/** SPEC §2 Penalties: late submission points and charges, late payment penalties, and their financial details. */
export function PenaltiesPage() {
  const scenario = useGovTestScenario();
  const retrieve = useRetrieve(() => retrievePenalties(scenario), 'Penalties retrieved');
  const { mutate } = retrieve;
  const onReady = useCallback(() => mutate(undefined), [mutate]);
  const [open, setOpen] = useState<unknown>(null);
  const data = retrieve.data;
  const totals = field(data, 'totalisations');
  const summary = field(data, 'lateSubmissionPenalty', 'summary');
  const lsps = list(field(data, 'lateSubmissionPenalty', 'details'));
  const lpps = list(field(data, 'latePaymentPenalty', 'details'));
  const threshold = thresholdText(summary);

  return (
    <VatInfoFrame title="VAT Penalties" intro="The VAT penalties of" returnName="HmrcPenalties" onReady={onReady}>
      <Group mb="md">
        <Button onClick={() => mutate(undefined)} loading={retrieve.isPending}>
          Retrieve VAT Penalties
        </Button>
      </Group>
      {data !== undefined && (
        <Stack gap="lg">
          {totals !== undefined && (
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h3" mb="sm">
                Totals
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                <Figure
                  label="Late submission penalties"
                  value={money(field(totals, 'lateSubmissionPenaltyTotalValue'))}
                />
                <Figure
                  label="Late payment penalties posted"
                  value={money(field(totals, 'latePaymentPenaltyPostedTotal'))}
                />
                <Figure label="Penalised VAT" value={money(field(totals, 'penalisedPrincipalTotal'))} />
                <Figure
                  label="Late payment penalties estimated"
                  value={money(field(totals, 'latePaymentPenaltyEstimateTotal'))}
                />
              </SimpleGrid>
            </Paper>
          )}

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
                    <Figure
                      label="Compliance period ends"
                      value={date(field(summary, 'periodOfComplianceAchievement'))}
                    />
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
                                  onClick={() => setOpen(p)}
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
                          <Table.Td>{CATEGORY[category] ?? category}</Table.Td>
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
        </Stack>
      )}
      <PenaltyDetailsModal penalty={open} onClose={() => setOpen(null)} />
    </VatInfoFrame>
  );
}

function PenaltyDetailsModal({ penalty, onClose }: { penalty: unknown; onClose: () => void }) {
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
