import { Anchor, Group, Paper, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { ReadOnlyValues } from '../../../components/read-only-values';
import { routeTo } from '../../../config/routes';
import { formatDate } from '../../../lib/format';
import type { VatObligation } from '../period';

/** The period being filed, a way to pick another, and (accounting mode) its transactions in a new tab. */
export function PeriodSection({ period, accounting }: { period: VatObligation; accounting: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vat-return-period">
      <Title order={2} size="h4" id="vat-return-period" mb="sm">
        VAT period
      </Title>
      <ReadOnlyValues
        cols={{ base: 1, xs: 3 }}
        items={[
          { label: 'From', value: formatDate(period.start) },
          { label: 'To', value: formatDate(period.end) },
          { label: 'Due', value: formatDate(period.due) },
        ]}
      />
      <Group mt="sm" gap="lg" wrap="wrap">
        <Anchor component={Link} to={routeTo('HmrcObligations')}>
          Change Period
        </Anchor>
        {accounting && (
          <Anchor
            component={Link}
            to={routeTo('Transactions', {}, { dateFilterFrom: period.start, dateFilterTo: period.end })}
            target="_blank"
            rel="noopener noreferrer"
          >
            View Transactions<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
