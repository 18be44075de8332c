import type { Attachment, Transaction } from '../../../lib/ledger-types';
import { Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation } from '../../../lib/use-mutation';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate, formatDateTime } from '../../../lib/format';
import { fetchAttachmentFile, useAttachments, useDeleteAttachment } from '../api/attachments';
import { AttachmentDescriptionCell } from './attachment-description-cell';
import { AttachmentUploadForm } from './attachment-upload-form';
import { AttachmentViewer, type ViewedFile } from './attachment-viewer';

/** SPEC §2 Other widgets "attachments modal": the files of one transaction. */
export function AttachmentsModal({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  const title = transaction
    ? `Attachments of ${transaction.desc || 'transaction'} on ${formatDate(transaction.date)}`
    : 'Attachments';
  return (
    <Modal
      opened={transaction !== null}
      onClose={onClose}
      title={title}
      size={800}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {transaction && <AttachmentsBody key={transaction.id} transactionId={transaction.id} />}
    </Modal>
  );
}

function AttachmentsBody({ transactionId }: { transactionId: string }) {
  const list = useAttachments(transactionId);
  const remove = useDeleteAttachment(transactionId);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const open = useMutation({ mutationFn: (a: Attachment) => fetchAttachmentFile(a.id) });
  const download = useMutation({
    mutationFn: (a: Attachment) => fetchAttachmentFile(a.id),
    onSuccess: ({ objectUrl, fileName }) => {
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    },
  });

  return (
    <Stack gap="md">
      <AttachmentUploadForm transactionId={transactionId} />

      {list.isPending && <Text size="sm">Loading attachments…</Text>}
      {list.isError && <Text size="sm">The attachments could not be loaded. Close and open them again.</Text>}
      {list.data && (
        <TableScroll label="Attachments" minWidth={620}>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Caption>Files attached to this transaction</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Filename</Table.Th>
                <Table.Th scope="col">Description</Table.Th>
                <Table.Th scope="col">Uploaded Date</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>No attachments found</Table.Td>
                </Table.Tr>
              )}
              {list.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{a.fileName}</Table.Td>
                  <Table.Td>
                    <AttachmentDescriptionCell key={a.desc} attachment={a} transactionId={transactionId} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.created)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`View ${a.fileName}`}
                        loading={open.isPending && open.variables?.id === a.id}
                        onClick={() => open.mutate(a, { onSuccess: (f) => setViewed({ ...f, description: a.desc }) })}
                      >
                        View
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Download ${a.fileName}`}
                        loading={download.isPending && download.variables?.id === a.id}
                        onClick={() => download.mutate(a)}
                      >
                        Download
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Delete ${a.fileName}`}
                        onClick={() => setDeleting(a)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete attachment?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      >
        <Text size="sm">
          <strong>{deleting?.fileName}</strong> will be removed from this transaction.
        </Text>
      </ConfirmDialog>
      <AttachmentViewer file={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
