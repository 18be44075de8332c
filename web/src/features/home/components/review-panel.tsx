import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { useIncompleteCount } from '../api/dashboard-queries';
import { couldNotLoad, Panel } from './panel';

/** The complete transactions with no category, which count in no total either. */
export function uncategorisedText(n: number): string {
  return n === 1
    ? '1 transaction has no category, so it counts in no total.'
    : `${n.toLocaleString('en-GB')} transactions have no category, so they count in no total.`;
}

/** Imported transactions that still wait to be saved, and saved ones with no category: neither counts in any total. */
export function ReviewPanel() {
  const incomplete = useIncompleteCount();
  const data = incomplete.data;
  let message = '';
  if (data) {
    const n = data.more ? `More than ${data.count.toLocaleString('en-GB')}` : data.count.toLocaleString('en-GB');
    message =
      data.count === 0
        ? data.uncategorised === 0
          ? 'Nothing to review: every transaction is complete.'
          : 'Every transaction is complete.'
        : `${n} ${data.count === 1 && !data.more ? 'transaction waits' : 'transactions wait'} to be completed. Until then ${data.count === 1 && !data.more ? 'it counts' : 'they count'} in no total.`;
  }
  return (
    <Panel
      title="Transactions to review"
      loading={incomplete.isPending}
      failed={incomplete.isError ? couldNotLoad('The transactions to review') : null}
    >
      <Text>{message}</Text>
      {data && data.count > 0 && (
        <Anchor component={Link} to={routeTo('Transactions', {}, { showAll: 'true' })}>
          Review them in Income &amp; Expenses
        </Anchor>
      )}
      {data && data.uncategorised > 0 && (
        <>
          <Text mt="xs">{uncategorisedText(data.uncategorised)}</Text>
          <Anchor component={Link} to={routeTo('Transactions', {}, { uncategorised: 'true' })}>
            Give them a category
          </Anchor>
        </>
      )}
    </Panel>
  );
}
