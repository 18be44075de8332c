import { Anchor, Group, Paper, SimpleGrid, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
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
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="From" value={formatDate(period.start)} readOnly />
        <TextInput label="To" value={formatDate(period.end)} readOnly />
        <TextInput label="Due" value={formatDate(period.due)} readOnly />
      </SimpleGrid>
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
