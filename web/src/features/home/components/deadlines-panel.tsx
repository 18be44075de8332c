import type { Business } from '@bk/contract';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { formatDate } from '../../../lib/format';
import { nextDeadlines } from '../dashboard';
import { Panel } from './panel';
import { useHmrcLinked } from './vat-panel';

/** How many deadlines are listed: the next few are what a person plans around. */
const SHOWN = 4;

/** The next HMRC deadlines: open VAT returns (when HMRC is linked) and Self Assessment. */
export function DeadlinesPanel({ business, today }: { business: Business; today: string }) {
  const { details, linked, obligations, open } = useHmrcLinked(business);
  const vat = business.enableVat;
  const waiting = vat && (details.isPending || (linked && obligations.isPending));
  const deadlines = nextDeadlines(today, vat ? open : []).slice(0, SHOWN);
  let vatNote: string | null = null;
  if (vat && details.isError) vatNote = 'The HMRC link could not be checked, so VAT deadlines are not shown.';
  else if (vat && details.data && !linked) vatNote = 'VAT deadlines show here once the business is linked to HMRC.';
  else if (vat && linked && obligations.isError) vatNote = 'The VAT due dates could not be loaded from HMRC.';
  return (
    <Panel title="Next deadlines" loading={waiting}>
      <List spacing="xs" aria-label="Next deadlines" listStyleType="none" pl={0}>
        {deadlines.map((d) => (
          <List.Item key={`${d.label}-${d.date}`}>
            <strong>{formatDate(d.date)}</strong>
            {d.overdue ? ' (overdue)' : ''}:{' '}
            <Anchor component={Link} to={routeTo(d.to)}>
              {d.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {vatNote && (
        <Text size="sm" mt="xs">
          {vatNote}
        </Text>
      )}
    </Panel>
  );
}
