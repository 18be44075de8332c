import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useItsaSubmissions } from '../api/queries';

/** The updates sent for the tax year, each with its receipt and HMRC's calculation. */
export function SentUpdates({ taxYear }: { taxYear: string }) {
  const submissions = useItsaSubmissions(taxYear);
  const caption = `Updates sent for ${taxYear}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="itsa-sent-title">
      <Title order={2} size="h4" id="itsa-sent-title" mb="xs">
        Updates sent
      </Title>
      {submissions.isPending && <Text role="status">Loading the updates sent…</Text>}
      {submissions.isError && <Text>The updates sent could not be loaded. Reload the page to try again.</Text>}
      {submissions.data?.length === 0 && <Text size="sm">No updates have been sent for {taxYear} from this app.</Text>}
      {submissions.data && submissions.data.length > 0 && (
        <TableScroll label={caption} minWidth={480}>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Sent</Table.Th>
                <Table.Th scope="col">Period</Table.Th>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col">Records</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {submissions.data.map((s) => {
                const period = `${formatDate(s.periodStart)} to ${formatDate(s.periodEnd)}`;
                return (
                  <Table.Tr key={s.id}>
                    <Table.Td>{formatDateTime(s.submittedAt)}</Table.Td>
                    <Table.Td>{period}</Table.Td>
                    <Table.Td>{s.amendment ? 'Amendment' : 'Update'}</Table.Td>
                    <Table.Td>
                      <Group gap="sm">
                        <Anchor
                          component={Link}
                          to={routeTo('IncomeTaxReceipt', { id: s.id })}
                          aria-label={`Receipt of the update sent ${formatDateTime(s.submittedAt)} for ${period}`}
                        >
                          Receipt
                        </Anchor>
                        <Anchor
                          component={Link}
                          to={routeTo('IncomeTaxCalculation', { id: s.id })}
                          aria-label={`HMRC's calculation after the update sent ${formatDateTime(s.submittedAt)}`}
                        >
                          Calculation
                        </Anchor>
                      </Group>
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
