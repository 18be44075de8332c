import { Button, Paper, Table, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { notify } from '../lib/notifications/notification-store';
import { useActiveBusiness } from '../lib/session/api/get-active-business';

/**
 * The pieces every receipt screen (the VAT return's, the Income Tax update's) is built from: a
 * section, its labelled lines, and the PDF download that reports a failure in the spec's words.
 */

/** SPEC §8 "PDF failure". */
export const PDF_FAILED = 'Failed to download PDF. Please refresh and try again or contact support if this persists.';

/** A titled part of a receipt. */
export function ReceiptSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** One labelled line; a `figure` puts its value at the right, so pence line up. */
export interface ReceiptLineRow {
  readonly label: string;
  readonly value: string;
  readonly figure?: boolean;
}

/** Label and value side by side, the label a row header; `labelWidth` and `labelWeight` as the receipt reads best. */
export function ReceiptLines({
  rows,
  caption,
  labelWidth,
  labelWeight,
}: {
  rows: readonly ReceiptLineRow[];
  caption: string;
  labelWidth: string;
  labelWeight?: number;
}) {
  return (
    <Table verticalSpacing={4} layout="fixed" aria-label={caption}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" w={labelWidth} fw={labelWeight} style={{ verticalAlign: 'top' }}>
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

/**
 * "Download PDF": `download` gets the business logo (or null) and loads the PDF code itself, so
 * pdfkit and the fonts load only when pressed; a failure is logged under `what` and told in SPEC §8's words.
 */
export function DownloadPdfButton({
  what,
  download,
}: {
  what: string;
  download: (logoDataUrl: string | null) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const logo = useActiveBusiness().data?.logoBase64 ?? null;
  const onClick = async () => {
    setBusy(true);
    try {
      await download(logo);
    } catch (error) {
      console.error(`${what} failed`, error);
      notify({ type: 'error', message: PDF_FAILED });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void onClick()} loading={busy}>
      Download PDF
    </Button>
  );
}
