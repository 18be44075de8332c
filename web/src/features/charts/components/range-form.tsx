import { chartRangeOf, type ChartRange } from '@bk/domain';
import { Button, Group, Paper, SimpleGrid, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { UkDateField } from '../../../components/uk-date-field';
import { formatDate } from '../../../lib/format';
import { useFieldError } from '../../../lib/notifications/field-errors-store';

/**
 * The charts' date range in whole months (SPEC §2 "date-range pickers"), Show on page and Print.
 * A range is taken as soon as it is a good one; until then the fields say what is wrong and the
 * charts keep the last good range's figures.
 */
export function RangeForm({
  range,
  onRange,
  showOnPage,
  onShowOnPage,
}: {
  range: ChartRange;
  onRange: (range: ChartRange) => void;
  showOnPage: boolean;
  onShowOnPage: (on: boolean) => void;
}) {
  // ISO dates; text that is no date yet keeps the last date, and its field says what is wrong.
  const [typed, setTyped] = useState({ from: range.dateFrom, to: range.dateTo });
  const check = chartRangeOf(typed.from, typed.to);
  const serverFrom = useFieldError('dateFrom');
  const serverTo = useFieldError('dateTo');

  const change = (next: { from: string; to: string }) => {
    setTyped(next);
    const checked = chartRangeOf(next.from, next.to);
    if (checked.ok) onRange(checked.range);
  };
  const errors = check.ok ? {} : check.errors;

  return (
    <Paper withBorder p="md" radius="md" mb="md" className="no-print">
      <form aria-label="Chart date range" onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <UkDateField
            label="Date from"
            description="The charts start on the first day of this month."
            value={typed.from}
            error={errors.dateFrom ?? serverFrom}
            onChange={(from) => from !== null && change({ ...typed, from })}
          />
          <UkDateField
            label="Date to"
            description="The charts end on the last day of this month."
            value={typed.to}
            error={errors.dateTo ?? serverTo}
            onChange={(to) => to !== null && change({ ...typed, to })}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md" gap="sm">
          <Switch
            label="Show on page"
            description="Download CSV shows the file's text on this page instead."
            checked={showOnPage}
            onChange={(event) => onShowOnPage(event.currentTarget.checked)}
          />
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </form>
      <Text size="sm" mt="sm" aria-live="polite">
        Showing {formatDate(range.dateFrom)} to {formatDate(range.dateTo)}.
      </Text>
    </Paper>
  );
}
