import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../config/routes';
import { useInvoiceNumber } from '../lib/queries/invoices';

/** Under a reconciled transaction: the invoice it pays, linked to that invoice. */
export function InvoiceLink({ invoiceId }: { invoiceId: string }) {
  const invoiceNumber = useInvoiceNumber(invoiceId);
  return (
    <Text size="xs">
      Payment of{' '}
      <Anchor component={Link} to={routeTo('Invoice', { invoiceId })} size="xs">
        {invoiceNumber ?? 'an invoice'}
      </Anchor>
    </Text>
  );
}
