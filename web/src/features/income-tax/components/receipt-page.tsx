import { displayName } from '@bk/domain';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { DownloadPdfButton, ReceiptLines, ReceiptSection } from '../../../components/receipt-parts';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useItsaSubmission, type ItsaSubmission } from '../api/queries';
import type { PdfLine } from '../pdf/receipt-pdf-layout';
import { DECLARATION_TEXT, receiptDetails, receiptFileName, receiptPdfContent, sentLines } from '../update-content';

function Lines({ rows, caption }: { rows: readonly PdfLine[]; caption: string }) {
  return <ReceiptLines rows={rows} caption={caption} labelWidth="45%" labelWeight={500} />;
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
          <DownloadPdfButton
            what="Income Tax receipt PDF"
            download={async (logo) => {
              // pdfkit and the fonts load only now, in a chunk of their own.
              const { downloadPdf } = await import('../pdf/receipt-pdf');
              await downloadPdf(receiptPdfContent(submission, businessName), receiptFileName(submission), logo);
            }}
          />
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
          <Anchor component={Link} to={routeTo('IncomeTaxCalculation', { id: submission.id })}>
            HMRC&apos;s calculation
          </Anchor>
        </Group>
      </Paper>
      <ReceiptSection title="Details">
        <Lines rows={receiptDetails(submission)} caption="Receipt details" />
      </ReceiptSection>
      <ReceiptSection title="Figures sent (year to date)">
        <Lines rows={sentLines(submission)} caption="Figures sent" />
      </ReceiptSection>
      <ReceiptSection title="Declaration">
        <Text size="sm">{DECLARATION_TEXT}</Text>
      </ReceiptSection>
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
