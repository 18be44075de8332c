import type { Business } from '@bk/contract';
import { Anchor, List, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { useAccounts } from '../../../lib/queries/get-accounts';
import { useHmrcDetails } from '../../../lib/queries/hmrc-details';
import { useHasTransaction } from '../api/dashboard-queries';
import { checklist } from '../dashboard';
import { Panel } from './panel';

/**
 * The first-run checklist: shown until every step is done, each step a link to its screen and
 * ticked once done. It waits for what it needs to know, so a finished business never sees it flash.
 */
export function ChecklistPanel({ business }: { business: Business }) {
  const accounts = useAccounts();
  const hasAccount = (accounts.data?.length ?? 0) > 0;
  // Without a bank account there can be no transaction (each belongs to one): nothing to ask.
  const anyTransaction = useHasTransaction(hasAccount);
  const details = useHmrcDetails();
  const hasTransaction = hasAccount ? anyTransaction.data : false;
  let hmrcLinked: boolean | null | undefined = null;
  if (business.enableVat)
    hmrcLinked = details.isError ? false : details.data && details.data.loggedIn && details.data.vrnConfirmed;
  if (!accounts.data || hasTransaction === undefined || hmrcLinked === undefined) return null;
  const items = checklist({ business, hasAccount, hasTransaction, hmrcLinked });
  if (items.every((i) => i.done)) return null;
  const done = items.filter((i) => i.done).length;
  return (
    <Panel title="Getting started">
      <Text size="sm" mb="xs">
        {done} of {items.length} steps done.
      </Text>
      <List spacing="xs" listStyleType="none" pl={0} aria-label="Getting started steps">
        {items.map((item) => (
          <List.Item
            key={item.label}
            icon={
              <ThemeIcon
                size="sm"
                radius="xl"
                color={item.done ? 'green' : 'gray'}
                variant={item.done ? 'filled' : 'outline'}
                aria-hidden
              >
                {item.done ? '✓' : ''}
              </ThemeIcon>
            }
          >
            <Anchor component={Link} to={routeTo(item.to)}>
              {item.label}
            </Anchor>
            <Text span size="sm">
              {item.done ? ' (done)' : ' (to do)'}
            </Text>
          </List.Item>
        ))}
      </List>
    </Panel>
  );
}
