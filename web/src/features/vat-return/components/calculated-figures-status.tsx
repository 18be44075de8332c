import { Button, Group, Text } from '@mantine/core';
import { flatRateFirstYearSentence } from '../first-year';
import type { useCalculatedFigures } from '../hooks/use-calculated-figures';

/**
 * Accounting mode: how the ledger's figures are coming along (with the flat rate's first-year
 * discount, when the period has it), and Recalculate figures.
 */
export function CalculatedFiguresStatus({ figures, usable }: ReturnType<typeof useCalculatedFigures>) {
  return (
    <Group gap="sm" justify="space-between" align="center" wrap="wrap">
      <div aria-live="polite">
        {figures.isFetching && <Text size="sm">Working out the figures from your transactions…</Text>}
        {figures.isError && !figures.isFetching && (
          <Text size="sm">The figures could not be worked out. Change the scheme or reload the page to try again.</Text>
        )}
        {figures.data && !figures.isFetching && (
          <Text size="sm">
            {figures.data.transactionCount === 1
              ? '1 transaction in this period is counted in these figures.'
              : `${figures.data.transactionCount} transactions in this period are counted in these figures.`}
            {figures.data.incompleteCount > 0 && ` Incomplete: ${figures.data.incompleteCount}.`}
            {figures.data.unreconciledCount > 0 && ` Unreconciled: ${figures.data.unreconciledCount}.`}
          </Text>
        )}
        {figures.data?.flatRateFirstYear && !figures.isFetching && (
          <Text size="sm">{flatRateFirstYearSentence(figures.data.flatRateFirstYear)}</Text>
        )}
      </div>
      <Button
        variant="default"
        size="sm"
        disabled={!usable}
        loading={figures.isFetching}
        onClick={() => void figures.refetch()}
      >
        Recalculate figures
      </Button>
    </Group>
  );
}
