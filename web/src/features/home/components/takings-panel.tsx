import { formatMoney } from '@bk/domain';
import { Anchor, Flex, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { formatPounds } from '../../../lib/format';
import { useIncomeExpenses } from '../api/dashboard-queries';
import { formatRange, profitOf, type DashboardPeriod } from '../dashboard';
import { couldNotLoad, Panel } from './panel';

/** One figure of a description list: on a phone its name and amount share a line, wider up its name sits above. */
function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex
      direction={{ base: 'row', xs: 'column' }}
      justify={{ base: 'space-between', xs: 'flex-start' }}
      align={{ base: 'baseline', xs: 'flex-start' }}
      gap={{ base: 'sm', xs: 0 }}
    >
      <Text component="dt" size="sm">
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 400} size="lg">
        {value}
      </Text>
    </Flex>
  );
}

/** Income, expenses and profit (or loss) of one period, from the category totals. */
export function TakingsPanel({ period }: { period: DashboardPeriod }) {
  const stats = useIncomeExpenses({ startDate: period.startDate, endDate: period.endDate });
  const totals = stats.data;
  const result = totals ? profitOf(totals) : null;
  return (
    <Panel
      title={`${period.title} (${period.name})`}
      loading={stats.isPending}
      failed={stats.isError ? couldNotLoad(`The figures for ${period.title.toLowerCase()}`) : null}
    >
      {totals && result && (
        <>
          <SimpleGrid
            component="dl"
            cols={{ base: 1, xs: 3 }}
            spacing="xs"
            m={0}
            mb="sm"
            aria-label={`Figures for ${formatRange(period.startDate, period.endDate)}`}
          >
            <Figure label="Income" value={formatPounds(totals.income)} />
            <Figure label="Expenses" value={formatPounds(totals.expenses)} />
            <Figure label={result.kind === 'loss' ? 'Loss' : 'Profit'} value={formatMoney(result.amount)} strong />
          </SimpleGrid>
          <Anchor
            component={Link}
            to={routeTo('Transactions', {}, { dateFilterFrom: period.startDate, dateFilterTo: period.endDate })}
            size="sm"
          >
            See the transactions of {period.title.toLowerCase()}
          </Anchor>
        </>
      )}
    </Panel>
  );
}
