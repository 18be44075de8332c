import { VatMode, VatScheme } from '@bk/domain';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { formatDate } from '../../../lib/format';
import { ScreenLoading } from '../../../components/screen-loading';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { VatInfoFrame } from '../../../components/vat-info-frame';
import { receiptOfPeriod, useReceipts } from '../../../lib/queries/get-receipts';
import { useSubmittedReturn } from '../api/get-submitted-return';
import { boxesOf } from '../receipt-content';
import { VatBoxesTable } from './vat-boxes-table';

/** Viewing a period HMRC holds no MTD return for (SPEC §4 sends it back to the list; this says why here). */
export const RETURN_NOT_FOUND = 'HMRC has no return to show for this period';

/** The route's `YYYYMMDD` as an ISO date; anything else is kept as given. @example isoOf('20260331') // '2026-03-31' */
export function isoOf(compact: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : compact;
}

/**
 * HMRC answers only for returns sent through Making Tax Digital software: a period it holds no
 * such return for was filed another way (HMRC's website, paper, or before MTD). Say so here and
 * what to do, rather than sending the person back to the list with no figures and little reason.
 */
function FiledElsewhere({ from, to }: { from: string; to: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="xs">
        {RETURN_NOT_FOUND}
      </Title>
      <Text>
        HMRC has no return sent by Making Tax Digital software for {formatDate(from)} to {formatDate(to)}, so there are
        no figures to show. If the period was filed on HMRC&apos;s website, on paper or before Making Tax Digital, its
        figures are in your HMRC online account.
      </Text>
      <Button component={Link} to={routeTo('HmrcObligations')} variant="default" mt="sm">
        Back to VAT Obligations
      </Button>
    </Paper>
  );
}

function SubmittedReturn({ periodKey, from, to }: { periodKey: string; from: string; to: string }) {
  const submitted = useSubmittedReturn(periodKey);
  const receipts = useReceipts();
  const business = useActiveBusiness().data;
  const receipt = receiptOfPeriod(receipts.data, periodKey);

  if (submitted.isPending) return <ScreenLoading />;
  if (submitted.isError) return <Text>The VAT return could not be loaded. Reload the page to try again.</Text>;
  if (!submitted.data) return <FiledElsewhere from={from} to={to} />;

  const scheme = receipt?.scheme ?? business?.scheme ?? VatScheme.STANDARD;
  const accounting = receipt?.mode === VatMode.ACCOUNTING;
  const period = [
    { label: 'Date From', value: formatDate(from) },
    { label: 'Date To', value: formatDate(to) },
    ...(receipt ? [{ label: 'Due Date', value: formatDate(receipt.dateDue) }] : []),
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          VAT Period
        </Title>
        <Table verticalSpacing={4} aria-label="VAT period">
          <Table.Tbody>
            {period.map((p) => (
              <Table.Tr key={p.label}>
                <Table.Th scope="row">{p.label}</Table.Th>
                <Table.Td>{p.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group mt="sm" gap="sm">
          <Button component={Link} to={routeTo('HmrcObligations')} variant="default">
            Change Period
          </Button>
          {accounting && (
            <Button
              component="a"
              href={`${import.meta.env.BASE_URL.replace(/\/$/, '')}${routeTo('Transactions', {}, { dateFilterFrom: from, dateFilterTo: to })}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              aria-label="View Transactions (opens in a new tab)"
            >
              View Transactions
            </Button>
          )}
          {receipt && (
            <Anchor component={Link} to={routeTo('HmrcVatReturnReceipt', { id: receipt.id })}>
              View receipt
            </Anchor>
          )}
        </Group>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          VAT Return
        </Title>
        <VatBoxesTable boxes={boxesOf(submitted.data, to, scheme)} caption="VAT return figures" />
      </Paper>
    </Stack>
  );
}

/** SPEC §2 View VAT return: the figures HMRC holds for a filed period, read-only. */
export function ViewVatReturnPage() {
  const params = useParams();
  const periodKey = params.periodKey ?? '';
  const from = isoOf(params.fromDate ?? '');
  const to = isoOf(params.toDate ?? '');
  return (
    <VatInfoFrame title="View VAT Return" intro="The VAT return figures of" returnName="HmrcObligations">
      <SubmittedReturn periodKey={periodKey} from={from} to={to} />
    </VatInfoFrame>
  );
}
