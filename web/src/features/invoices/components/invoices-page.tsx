import { displayName, type InvoiceStatus } from '@bk/domain';
import { Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { TableScroll } from '../../../components/table-scroll';
import { routeTo } from '../../../config/routes';
import { formatDate, formatPounds } from '../../../lib/format';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useInvoices } from '../api/invoice-queries';
import { useCanWriteInvoices } from '../hooks/use-can-write';
import { EMPTY_INVOICE_FILTER, InvoiceFilters, invoiceFilterOf, type InvoiceFilterValues } from './invoice-filters';

const STATUS_COLOUR: Record<InvoiceStatus, string> = { Paid: 'green', 'Awaiting Payment': 'blue', Overdue: 'red' };

export function StatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={STATUS_COLOUR[status]} variant="light" radius="sm">
      {status}
    </Badge>
  );
}

/** SPEC §2 Invoices list: filters, the table, Create, pages; 'No invoices found' when empty. */
export function InvoicesPage() {
  const business = useActiveBusiness().data;
  const canWrite = useCanWriteInvoices();
  const [values, setValues] = useState<InvoiceFilterValues>(EMPTY_INVOICE_FILTER);
  const [page, setPage] = useState(1);
  const list = useInvoices(invoiceFilterOf(values), page);
  const caption = `Invoices of ${displayName(business?.name, 'Business')}`;
  const invoices = list.data?.invoices ?? [];

  return (
    <>
      <ScreenTitle>Invoices</ScreenTitle>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Text size="sm">Invoices you have written, newest first.</Text>
          {canWrite && (
            <Button component={Link} to={routeTo('CreateInvoice')}>
              Create
            </Button>
          )}
        </Group>
        <InvoiceFilters
          values={values}
          onChange={(next) => {
            setValues((v) => ({ ...v, ...next }));
            setPage(1);
          }}
        />
        {list.isPending && <ScreenLoading />}
        {list.isError && <Text size="sm">The invoices could not be loaded. Reload the page to try again.</Text>}
        {list.data && (
          <TableScroll label={caption} minWidth={760}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Invoice Number</Table.Th>
                  <Table.Th scope="col">To</Table.Th>
                  <Table.Th scope="col">Invoice Date</Table.Th>
                  <Table.Th scope="col">Due Date</Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    Gross Amount
                  </Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">View</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>No invoices found</Table.Td>
                  </Table.Tr>
                )}
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{invoice.invoiceNumber}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{invoice.toName ?? ''}</Table.Td>
                    <Table.Td>{formatDate(invoice.issueDate)}</Table.Td>
                    <Table.Td>{invoice.dueDate ? formatDate(invoice.dueDate) : ''}</Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {formatPounds(invoice.totalGross)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={invoice.status} />
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={routeTo('Invoice', { invoiceId: invoice.id })}
                        aria-label={`View ${invoice.invoiceNumber}`}
                      >
                        View
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        <Pagination page={page} pages={list.data?.pages ?? 0} label="Invoices pages" onChange={setPage} />
      </Paper>
    </>
  );
}
