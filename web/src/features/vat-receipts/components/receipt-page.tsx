import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { notify } from '../../../lib/notifications/notification-store';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useReceipt } from '../api/get-receipt';
import type { Receipt } from '../../../lib/queries/get-receipts';
import { owedText, receiptContent, type ReceiptLine } from '../receipt-content';
import { VatBoxesTable } from './vat-boxes-table';

/** SPEC §8 "PDF failure". */
export const PDF_FAILED = 'Failed to download PDF. Please refresh and try again or contact support if this persists.';

function Lines({ rows, caption }: { rows: readonly ReceiptLine[]; caption: string }) {
  return (
    <Table verticalSpacing={4} layout="fixed" aria-label={caption}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" w="40%" style={{ verticalAlign: 'top' }}>
              {row.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DownloadPdf({ receipt }: { receipt: Receipt }) {
  const [busy, setBusy] = useState(false);
  const logo = useActiveBusiness().data?.logoBase64 ?? null;
  const download = async () => {
    setBusy(true);
    try {
      const { downloadReceiptPdf } = await import('../pdf/receipt-pdf');
      await downloadReceiptPdf(receipt, logo);
    } catch (error) {
      console.error('Receipt PDF failed', error);
      notify({ type: 'error', message: PDF_FAILED });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void download()} loading={busy}>
      Download PDF
    </Button>
  );
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const content = receiptContent(receipt);
  const period = content.period.map((p) => p.value);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Text>
          HMRC received the VAT return of <strong>{content.businessName}</strong> for {period[0]} to {period[1]}.
        </Text>
        <Text fw={700} mt="xs">
          {owedText(receipt)}
        </Text>
        <Group mt="sm" gap="sm" align="center">
          <DownloadPdf receipt={receipt} />
          <Text size="sm">
            Keep the PDF with your records, and share it with your accountant or bookkeeper: send it by e-mail so they
            can see what was filed.
          </Text>
        </Group>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          Details
        </Title>
        <Lines rows={content.details} caption="Receipt details" />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          VAT Period
        </Title>
        <Lines rows={content.period} caption="VAT period" />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          VAT Return
        </Title>
        {content.source && (
          <Lines
            caption="Spreadsheet the figures came from"
            rows={[
              { label: 'Spreadsheet', value: content.source.fileName },
              { label: 'Sheet', value: content.source.sheetName },
            ]}
          />
        )}
        <VatBoxesTable boxes={content.boxes} caption="VAT return figures" />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          Declaration
        </Title>
        <Text size="sm" fw={500}>
          Submitted as: {content.declaration.who}
        </Text>
        <Text size="sm">{content.declaration.text}</Text>
      </Paper>
    </Stack>
  );
}

/** SPEC §2 Receipt: a filed return's receipt with its PDF; 'VAT Receipt not found' when there is none. */
export function ReceiptPage() {
  const id = useParams().id ?? '';
  const receipt = useReceipt(id);

  return (
    <>
      <ScreenTitle>VAT Return Receipt</ScreenTitle>
      {receipt.isPending && <ScreenLoading />}
      {receipt.isError && <Text>The receipt could not be loaded. Reload the page to try again.</Text>}
      {receipt.data === null && (
        <Paper withBorder p="md" radius="md">
          <Text fw={500}>VAT Receipt not found</Text>
          <Text size="sm">
            <Anchor component={Link} to={routeTo('HmrcVatReturnReceiptList')}>
              See all VAT return receipts
            </Anchor>{' '}
            and choose one from the list.
          </Text>
        </Paper>
      )}
      {receipt.data && <ReceiptView receipt={receipt.data} />}
      <Anchor component={Link} to={routeTo('HmrcVatReturnReceiptList')} mt="md" display="inline-block">
        Back to VAT Return Receipts
      </Anchor>
    </>
  );
}
