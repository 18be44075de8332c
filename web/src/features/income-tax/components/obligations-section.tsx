import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate } from '../../../lib/format';
import { useItsaObligations, type ItsaObligation, type ItsaObligations } from '../api/queries';
import { STATUS_TEXT } from '../tax-years';
import { useCanSend } from '../use-can-send';
import { YearToDate } from './year-to-date';

const STATUS_COLOUR = { open: 'blue', fulfilled: 'green', overdue: 'red' } as const;

export const OBLIGATIONS_FAILED = "HMRC's obligations could not be loaded. Reload the page to try again.";

const periodText = (o: { periodStart: string; periodEnd: string }) =>
  `${formatDate(o.periodStart)} to ${formatDate(o.periodEnd)}`;

function Action({ taxYear, o }: { taxYear: string; o: ItsaObligation }) {
  const canSend = useCanSend();
  const period = periodText(o);
  const update = routeTo('IncomeTaxUpdate', { taxYear, periodEnd: o.periodEnd });
  if (o.status === 'fulfilled') {
    return (
      <Stack gap={2}>
        {o.submissionId && (
          <Anchor
            component={Link}
            to={routeTo('IncomeTaxReceipt', { id: o.submissionId })}
            aria-label={`Receipt for ${period}`}
          >
            Receipt
          </Anchor>
        )}
        {canSend && (
          <Anchor component={Link} to={update} aria-label={`Amend the update for ${period}`}>
            Amend
          </Anchor>
        )}
      </Stack>
    );
  }
  // A role that may not send still reviews every field, so the link says only what it can do.
  return canSend ? (
    <Anchor component={Link} to={update} aria-label={`Review and send the update for ${period}`}>
      Review and send
    </Anchor>
  ) : (
    <Anchor component={Link} to={update} aria-label={`Review the update for ${period}`}>
      Review
    </Anchor>
  );
}

function FinalDeclaration({ fd }: { fd: NonNullable<ItsaObligations['finalDeclaration']> }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="itsa-final-title">
      <Title order={2} size="h4" id="itsa-final-title" mb="xs">
        Final declaration
      </Title>
      <Text size="sm">
        For {periodText(fd)}: {STATUS_TEXT[fd.status].toLowerCase()}, due by {formatDate(fd.dueDate)}
        {fd.receivedDate ? `, received ${formatDate(fd.receivedDate)}` : ''}. It is made after the tax year ends; this
        app does not send it yet, so make it through HMRC&apos;s online services or your accountant.
      </Text>
    </Paper>
  );
}

/** The tax year's quarterly obligations from HMRC, and for each open one the figures the app would send. */
export function ObligationsSection({ taxYear, scenario }: { taxYear: string; scenario: string | undefined }) {
  const obligations = useItsaObligations(taxYear, scenario);
  const caption = `Quarterly updates for ${taxYear}`;
  if (obligations.isPending) return <Text role="status">Loading HMRC&apos;s obligations…</Text>;
  if (obligations.isError) return <Text>{OBLIGATIONS_FAILED}</Text>;
  const quarters = obligations.data.quarterly;
  const open = quarters.filter((o) => o.status !== 'fulfilled');
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <TableScroll label={caption} minWidth={520}>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Period (year to date)</Table.Th>
                <Table.Th scope="col">Due (HMRC)</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Received</Table.Th>
                <Table.Th scope="col">Update</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quarters.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>HMRC has no quarterly obligations for this business in {taxYear}.</Table.Td>
                </Table.Tr>
              )}
              {quarters.map((o) => (
                <Table.Tr key={o.periodEnd}>
                  <Table.Td>{periodText(o)}</Table.Td>
                  <Table.Td>{formatDate(o.dueDate)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOUR[o.status]} variant="light" c="var(--mantine-color-text)">
                      {STATUS_TEXT[o.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{o.receivedDate ? formatDate(o.receivedDate) : ''}</Table.Td>
                  <Table.Td>
                    <Action taxYear={taxYear} o={o} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Paper>
      {open.map((o) => (
        <YearToDate key={o.periodEnd} taxYear={taxYear} obligation={o} />
      ))}
      {obligations.data.finalDeclaration && <FinalDeclaration fd={obligations.data.finalDeclaration} />}
    </>
  );
}
