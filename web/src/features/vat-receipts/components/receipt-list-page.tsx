import { Anchor, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useReceipts } from '../../../lib/queries/get-receipts';
import { NOT_GIVEN } from '../receipt-content';

/** SPEC §2 Receipt list: every VAT return the business filed through the product, newest first. */
export function ReceiptListPage() {
  const receipts = useReceipts();
  const caption = 'VAT return receipts';

  return (
    <>
      <ScreenTitle>VAT Return Receipts</ScreenTitle>
      <Text mb="md">
        The receipts HMRC gave for the VAT returns filed here. Open one to see it or download it as a PDF.
      </Text>
      {receipts.isPending && <ScreenLoading />}
      {receipts.isError && <Text>The receipts could not be loaded. Reload the page to try again.</Text>}
      {receipts.data && receipts.data.length === 0 && (
        <Paper withBorder p="md" radius="md">
          <Text fw={500}>No VAT Return Receipts</Text>
          <Text size="sm">
            A receipt appears here after you submit a VAT return.{' '}
            <Anchor component={Link} to={routeTo('HmrcObligations')}>
              See your VAT obligations
            </Anchor>{' '}
            to file one.
          </Text>
        </Paper>
      )}
      {receipts.data && receipts.data.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <TableScroll label={caption} minWidth={720}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Receipt Timestamp</Table.Th>
                  <Table.Th scope="col">Receipt ID</Table.Th>
                  <Table.Th scope="col">Form Bundle Number</Table.Th>
                  <Table.Th scope="col">Date From</Table.Th>
                  <Table.Th scope="col">Date To</Table.Th>
                  <Table.Th scope="col">View</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {receipts.data.map((r) => {
                  const period = `${formatDate(r.dateFrom)} to ${formatDate(r.dateTo)}`;
                  return (
                    <Table.Tr key={r.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {r.receiptTimestamp ? formatDateTime(r.receiptTimestamp) : NOT_GIVEN}
                      </Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{r.receiptId ?? NOT_GIVEN}</Table.Td>
                      <Table.Td>{r.formBundleNumber}</Table.Td>
                      <Table.Td>{formatDate(r.dateFrom)}</Table.Td>
                      <Table.Td>{formatDate(r.dateTo)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={routeTo('HmrcVatReturnReceipt', { id: r.id })}
                          aria-label={`View receipt for ${period}`}
                        >
                          View
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Paper>
      )}
    </>
  );
}
