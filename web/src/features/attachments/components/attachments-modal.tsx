import type { Attachment, Transaction } from '../../transactions/ledger-types';
import { Button, FileInput, Group, Modal, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate, formatDateTime } from '../../../lib/format';
import { clearFieldErrors, useFieldErrors } from '../../notifications/field-errors-store';
import {
  fetchAttachmentFile,
  useAttachments,
  useDeleteAttachment,
  useDescribeAttachment,
  useUploadAttachment,
} from '../api/attachments';
import { ATTACHMENT_ACCEPT, attachmentFileError } from '../upload-rules';
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
  const upload = useUploadAttachment(transactionId);
  const remove = useDeleteAttachment(transactionId);
  const serverErrors = useFieldErrors();
  const [file, setFile] = useState<File | null>(null);
  const [desc, setDesc] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
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

  const submit = () => {
    const problem = attachmentFileError(file);
    setFileError(problem);
    if (problem || !file) return;
    upload.mutate(
      { transactionId, file, desc: desc.trim() },
      {
        onSuccess: () => {
          setFile(null);
          setDesc('');
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <form
        noValidate
        aria-label="Upload an attachment"
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <FileInput
            label="File"
            description="An image or a PDF, at most 5mb"
            accept={ATTACHMENT_ACCEPT}
            value={file}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
            onChange={(next) => {
              clearFieldErrors();
              setFile(next);
              setFileError(next ? attachmentFileError(next) : null);
            }}
            error={
              fileError ??
              serverErrors.find((e) => ['file', 'fileName', 'size', 'contentType'].includes(e.field))?.message
            }
            style={{ flex: '2 1 14rem' }}
          />
          <TextInput
            label="Description"
            value={desc}
            maxLength={500}
            onChange={(event) => setDesc(event.currentTarget.value)}
            error={serverErrors.find((e) => e.field === 'desc')?.message}
            style={{ flex: '2 1 12rem' }}
          />
          <Button type="submit" mt={50} loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </form>

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
                    <DescriptionCell key={a.desc} attachment={a} transactionId={transactionId} />
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

/** The description of an attachment, edited in place; Save appears once it changes. */
function DescriptionCell({ attachment, transactionId }: { attachment: Attachment; transactionId: string }) {
  const [value, setValue] = useState(attachment.desc);
  const describe = useDescribeAttachment(transactionId);
  const changed = value !== attachment.desc;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (changed) describe.mutate({ id: attachment.id, desc: value.trim() });
      }}
    >
      <Group gap={4} wrap="nowrap">
        <TextInput
          aria-label={`Description of ${attachment.fileName}`}
          value={value}
          maxLength={500}
          size="xs"
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        {changed && (
          <Button
            type="submit"
            size="xs"
            loading={describe.isPending}
            aria-label={`Save description of ${attachment.fileName}`}
          >
            Save
          </Button>
        )}
      </Group>
    </form>
  );
}
