import { formatMoney, type InvoiceTotals, type Pence } from '@bk/domain';
import { Table } from '@mantine/core';

function Row({ label, value, strong = false }: { label: string; value: Pence; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 500}>
        {label}
      </Table.Th>
      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap', fontWeight: strong ? 700 : undefined }}>
        {formatMoney(value)}
      </Table.Td>
    </Table.Tr>
  );
}

/** SPEC §2 totals: net, VAT by rate, gross, amount paid and total due. */
export function InvoiceTotalsTable({ totals }: { totals: InvoiceTotals & { amountPaid: Pence; totalDue: Pence } }) {
  return (
    <Table aria-label="Invoice totals" maw={420} ml="auto" verticalSpacing={4}>
      <Table.Tbody>
        <Row label="Total Net" value={totals.totalNet} />
        {totals.vatSummary.map((rate) => (
          <Row key={rate.vatRateId ?? 'none'} label={`VAT (${rate.name})`} value={rate.vat} />
        ))}
        <Row label="Total Gross" value={totals.totalGross} strong />
        <Row label="Amount Paid" value={totals.amountPaid} />
        <Row label="Total Due" value={totals.totalDue} strong />
      </Table.Tbody>
    </Table>
  );
}
