import { Paper, Table, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate } from '../../../lib/format';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { retrieveLiabilities, useRetrieve } from '../api';
import { defaultRange } from '../../../lib/date-range';
import { field, money, text } from '../money';
import { DateRangeForm } from './date-range-form';
import { VatInfoFrame } from '../../../components/vat-info-frame';

const date = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '');

/** SPEC §2 Liabilities: what HMRC says is owed per tax period; the default range loads on arrival. */
export function LiabilitiesPage() {
  const scenario = useGovTestScenario();
  const initial = useMemo(() => defaultRange(new Date()), []);
  const retrieve = useRetrieve(
    (range: { from: string; to: string }) => retrieveLiabilities(range, scenario),
    'Liabilities retrieved',
  );
  const { mutate } = retrieve;
  const onReady = useCallback(() => mutate(initial), [mutate, initial]);
  const caption = 'VAT liabilities';

  return (
    <VatInfoFrame title="VAT Liabilities" intro="The VAT liabilities of" returnName="HmrcLiabilities" onReady={onReady}>
      <Paper withBorder p="md" radius="md">
        <DateRangeForm
          kind="liabilities"
          initial={initial}
          buttonLabel="Retrieve Liabilities"
          loading={retrieve.isPending}
          onRetrieve={mutate}
        />
        {retrieve.data && (
          <TableScroll label={caption} minWidth={640}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Tax Period From</Table.Th>
                  <Table.Th scope="col">Tax Period To</Table.Th>
                  <Table.Th scope="col">Type</Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    Original Amount
                  </Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    Outstanding Amount
                  </Table.Th>
                  <Table.Th scope="col">Due</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {retrieve.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>No liabilities found for these dates. Try another date range.</Table.Td>
                  </Table.Tr>
                )}
                {retrieve.data.map((l, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{date(field(l, 'taxPeriod', 'from'))}</Table.Td>
                    <Table.Td>{date(field(l, 'taxPeriod', 'to'))}</Table.Td>
                    <Table.Td>{text(field(l, 'type'))}</Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {money(field(l, 'originalAmount'))}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {money(field(l, 'outstandingAmount'))}
                    </Table.Td>
                    <Table.Td>{date(field(l, 'due'))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {!retrieve.data && !retrieve.isPending && (
          <Text size="sm">Choose the dates and press Retrieve Liabilities.</Text>
        )}
      </Paper>
    </VatInfoFrame>
  );
}
