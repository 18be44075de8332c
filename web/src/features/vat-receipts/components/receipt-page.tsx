import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { DownloadPdfButton, ReceiptLines, ReceiptSection } from '../../../components/receipt-parts';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useReceipt } from '../api/get-receipt';
import type { Receipt } from '../../../lib/queries/get-receipts';
import { owedText, receiptContent, type ReceiptLine } from '../receipt-content';
import { VatBoxesTable } from './vat-boxes-table';

function Lines({ rows, caption }: { rows: readonly ReceiptLine[]; caption: string }) {
  return <ReceiptLines rows={rows} caption={caption} labelWidth="40%" />;
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
          <DownloadPdfButton
            what="Receipt PDF"
            download={async (logo) => {
              const { downloadReceiptPdf } = await import('../pdf/receipt-pdf');
              await downloadReceiptPdf(receipt, logo);
            }}
          />
          <Text size="sm">
            Keep the PDF with your records, and share it with your accountant or bookkeeper: send it by e-mail so they
            can see what was filed.
          </Text>
        </Group>
      </Paper>
      <ReceiptSection title="Details">
        <Lines rows={content.details} caption="Receipt details" />
      </ReceiptSection>
      <ReceiptSection title="VAT Period">
        <Lines rows={content.period} caption="VAT period" />
      </ReceiptSection>
      <ReceiptSection title="VAT Return">
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
      </ReceiptSection>
      <ReceiptSection title="Declaration">
        <Text size="sm" fw={500}>
          Submitted as: {content.declaration.who}
        </Text>
        <Text size="sm">{content.declaration.text}</Text>
      </ReceiptSection>
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
