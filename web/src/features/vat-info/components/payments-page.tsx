import { Paper, Table, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate } from '../../../lib/format';
import { money } from '../money';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { retrievePayments, useRetrieve } from '../api';
import { defaultRange } from '../../../lib/date-range';
import { DateRangeForm } from './date-range-form';
import { VatInfoFrame } from '../../../components/vat-info-frame';

/** SPEC §2 Payments: the VAT payments HMRC received in a date range; the default range loads on arrival, as Liabilities does. */
export function PaymentsPage() {
  const scenario = useGovTestScenario();
  const initial = useMemo(() => defaultRange(new Date()), []);
  const retrieve = useRetrieve(
    (range: { from: string; to: string }) => retrievePayments(range, scenario),
    'Payments retrieved',
  );
  const { mutate } = retrieve;
  const onReady = useCallback(() => mutate(initial), [mutate, initial]);
  const caption = 'VAT payments';

  return (
    <VatInfoFrame
      title="VAT Payment Information"
      intro="The VAT payments of"
      returnName="HmrcPayments"
      onReady={onReady}
    >
      <Paper withBorder p="md" radius="md">
        <DateRangeForm
          kind="payments"
          initial={initial}
          buttonLabel="Retrieve Payment Information"
          loading={retrieve.isPending}
          onRetrieve={mutate}
        />
        {retrieve.data && (
          <TableScroll label={caption} minWidth={280}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Received</Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {retrieve.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={2}>No payments found for these dates. Try another date range.</Table.Td>
                  </Table.Tr>
                )}
                {retrieve.data.map((p, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{p.received ? formatDate(p.received) : 'Not received yet'}</Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{money(p.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {!retrieve.data && !retrieve.isPending && (
          <Text size="sm">Choose the dates and press Retrieve Payment Information.</Text>
        )}
      </Paper>
    </VatInfoFrame>
  );
}
