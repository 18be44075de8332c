import { displayName } from '@bk/domain';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { notify } from '../../../lib/notifications/notification-store';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useItsaSubmission, type ItsaSubmission } from '../api/queries';
import type { PdfLine } from '../pdf/receipt-pdf-layout';
import { DECLARATION_TEXT, receiptDetails, receiptFileName, receiptPdfContent, sentLines } from '../update-content';

/** SPEC §8 "PDF failure". */
export const PDF_FAILED = 'Failed to download PDF. Please refresh and try again or contact support if this persists.';

function Lines({ rows, caption }: { rows: readonly PdfLine[]; caption: string }) {
  return (
    <Table verticalSpacing={4} layout="fixed" aria-label={caption}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" w="45%" fw={500} style={{ verticalAlign: 'top' }}>
              {row.label}
            </Table.Th>
            <Table.Td ta={row.figure ? 'right' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DownloadPdf({ submission, businessName }: { submission: ItsaSubmission; businessName: string }) {
  const [busy, setBusy] = useState(false);
  const logo = useActiveBusiness().data?.logoBase64 ?? null;
  const download = async () => {
    setBusy(true);
    try {
      // pdfkit and the fonts load only now, in a chunk of their own.
      const { downloadPdf } = await import('../pdf/receipt-pdf');
      await downloadPdf(receiptPdfContent(submission, businessName), receiptFileName(submission), logo);
    } catch (error) {
      console.error('Income Tax receipt PDF failed', error);
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

function ReceiptView({ submission }: { submission: ItsaSubmission }) {
  const businessName = displayName(useActiveBusiness().data?.name, 'Business');
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Text>
          HMRC received the Income Tax update of <strong>{businessName}</strong> for the tax year {submission.taxYear}.
        </Text>
        <Group mt="sm" gap="sm" className="no-print">
          <DownloadPdf submission={submission} businessName={businessName} />
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
          <Anchor component={Link} to={routeTo('IncomeTaxCalculation', { id: submission.id })}>
            HMRC&apos;s calculation
          </Anchor>
        </Group>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          Details
        </Title>
        <Lines rows={receiptDetails(submission)} caption="Receipt details" />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          Figures sent (year to date)
        </Title>
        <Lines rows={sentLines(submission)} caption="Figures sent" />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          Declaration
        </Title>
        <Text size="sm">{DECLARATION_TEXT}</Text>
      </Paper>
    </Stack>
  );
}

/** The receipt of a sent update: what was sent, when, HMRC's references; Print and PDF as the VAT receipt. */
export function ReceiptPage() {
  const id = useParams().id ?? '';
  const submission = useItsaSubmission(id);
  return (
    <>
      <ScreenTitle>Income Tax Update Receipt</ScreenTitle>
      {submission.isPending && <ScreenLoading />}
      {submission.isError && <Text>The receipt could not be loaded. Reload the page to try again.</Text>}
      {submission.data && <ReceiptView submission={submission.data} />}
      <Anchor component={Link} to={routeTo('IncomeTax')} mt="md" display="inline-block" className="no-print">
        Back to Income Tax
      </Anchor>
    </>
  );
}
