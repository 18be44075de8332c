import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { VatInfoFrame } from '../../../components/vat-info-frame';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { retrievePenalties, useRetrieve } from '../api';
import { field, list, money } from '../money';
import { LatePaymentPenalties } from './late-payment-penalties';
import { LateSubmissionPenalties } from './late-submission-penalties';
import { PenaltyDetailsModal } from './penalty-details-modal';
import { Figure } from './penalty-parts';

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

          <LateSubmissionPenalties summary={summary} lsps={lsps} onDetails={setOpen} />

          <LatePaymentPenalties lpps={lpps} />
        </Stack>
      )}
      <PenaltyDetailsModal penalty={open} onClose={() => setOpen(null)} />
    </VatInfoFrame>
  );
}
