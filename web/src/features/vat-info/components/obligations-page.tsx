import { Alert, Anchor, Paper, Table, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { routeTo } from '../../../config/routes';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate } from '../../../lib/format';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { retrieveObligations, useRetrieve } from '../api';
import { defaultRange } from '../../../lib/date-range';
import { DateRangeForm } from './date-range-form';
import { VatInfoFrame } from '../../../components/vat-info-frame';

/** Alert text in the body colour: Mantine's light red title is below WCAG contrast. */
const READABLE = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

const compact = (iso: string) => iso.replaceAll('-', '');

/** SPEC §2 Obligations: the VAT periods HMRC expects returns for, open ones linking to Submit VAT Return. */
export function ObligationsPage() {
  const scenario = useGovTestScenario();
  const initial = useMemo(() => defaultRange(new Date()), []);
  const retrieve = useRetrieve(
    (range: { from: string; to: string }) => retrieveObligations(range, scenario),
    'Obligations retrieved',
  );
  const { mutate } = retrieve;
  const onReady = useCallback(() => mutate(initial), [mutate, initial]);
  const caption = 'VAT obligations';
  // Submit VAT Return sends people here with the reason when a period cannot be filed (SPEC §4, §8).
  const sentBack = (useLocation().state as { message?: unknown } | null)?.message;

  return (
    <VatInfoFrame
      title="VAT Obligations"
      intro="The VAT return periods of"
      returnName="HmrcObligations"
      onReady={onReady}
    >
      {typeof sentBack === 'string' && (
        <Alert color="red" styles={READABLE} mb="md" role="alert" title="Choose a VAT period">
          {sentBack}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <DateRangeForm
          kind="obligations"
          initial={initial}
          buttonLabel="Retrieve"
          loading={retrieve.isPending}
          onRetrieve={mutate}
        />
        {retrieve.data && (
          <TableScroll label={caption} minWidth={280}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Period</Table.Th>
                  <Table.Th scope="col">Due</Table.Th>
                  <Table.Th scope="col" visibleFrom="sm">
                    Status
                  </Table.Th>
                  <Table.Th scope="col" visibleFrom="sm">
                    Received
                  </Table.Th>
                  <Table.Th scope="col">Return</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {retrieve.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>No obligations found for these dates. Try another date range.</Table.Td>
                  </Table.Tr>
                )}
                {retrieve.data.map((o) => {
                  const open = o.status === 'O';
                  const period = `${formatDate(o.start)} to ${formatDate(o.end)}`;
                  const link = open
                    ? routeTo('HmrcKeyVatReturn', {
                        periodKey: o.periodKey,
                        fromDate: compact(o.start),
                        toDate: compact(o.end),
                      })
                    : routeTo('HmrcViewVatReturn', {
                        periodKey: o.periodKey,
                        fromDate: compact(o.start),
                        toDate: compact(o.end),
                      });
                  return (
                    <Table.Tr key={`${o.periodKey}-${o.start}`}>
                      {/*
                       * Start and end in one column, and on a phone no Status (the link says Submit
                       * or View) or Received, so the Return link stays on the screen.
                       */}
                      <Table.Td>
                        {formatDate(o.start)} to {formatDate(o.end)}
                      </Table.Td>
                      <Table.Td>{formatDate(o.due)}</Table.Td>
                      <Table.Td visibleFrom="sm">{open ? 'Open' : 'Fulfilled'}</Table.Td>
                      <Table.Td visibleFrom="sm">{o.received ? formatDate(o.received) : ''}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={link}
                          aria-label={`${open ? 'Submit VAT Return' : 'View VAT Return'} for ${period}`}
                        >
                          {open ? 'Submit VAT Return' : 'View VAT Return'}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {!retrieve.data && !retrieve.isPending && (
          <Text size="sm">Choose the dates and press Retrieve to see the obligations.</Text>
        )}
      </Paper>
    </VatInfoFrame>
  );
}
