import { Paper, Table, Text, Title } from '@mantine/core';
import { formatDate, formatPounds } from '../../../lib/format';
import { useItsaFigures, type ItsaObligation } from '../api/queries';

/** The year-to-date totals an open period's update would send, in short: the review shows every field. */
export function YearToDate({ taxYear, obligation }: { taxYear: string; obligation: ItsaObligation }) {
  const figures = useItsaFigures(taxYear, obligation.periodEnd);
  const id = `itsa-ytd-${obligation.periodEnd}`;
  const title = `Figures to send for ${formatDate(obligation.periodStart)} to ${formatDate(obligation.periodEnd)}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {figures.isPending && <Text role="status">Working out the figures…</Text>}
      {figures.isError && <Text>The figures could not be worked out. Reload the page to try again.</Text>}
      {figures.data && (
        <>
          <Table verticalSpacing={4} aria-label={title}>
            <Table.Tbody>
              {[
                ['Turnover', figures.data.turnover],
                ['All income (turnover and other business income)', figures.data.income],
                ['Expenses', figures.data.expenses],
                ['Of which not allowable for tax (disallowable)', figures.data.disallowable],
              ].map(([label, amount]) => (
                <Table.Tr key={String(label)}>
                  <Table.Th scope="row" fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td ta="right">{formatPounds(Number(amount))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {figures.data.uncategorisedCount > 0 && (
            <Text size="sm" mt="xs">
              {figures.data.uncategorisedCount === 1
                ? '1 transaction has no category, so it counts in no figure until it is given one.'
                : `${figures.data.uncategorisedCount} transactions have no category, so they count in no figure until they are given one.`}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
