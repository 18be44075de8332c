import { routes } from '@bk/contract';
import { Button, FileInput, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { maxLengthOf } from '../../../lib/form-schema';
import { useShownFields } from '../../../components/field-error-summary';
import { clearFieldErrors, useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useUploadAttachment } from '../api/attachments';
import { ATTACHMENT_ACCEPT, attachmentFileError } from '../upload-rules';

/** The fields whose server errors show on them: the file's checks all land on File. */
const FIELD_LABELS = { file: 'File', fileName: 'File', size: 'File', contentType: 'File', desc: 'Description' };

/** Upload a file to a transaction, checked in the browser first (SPEC §5 "Attachment upload"). */
export function AttachmentUploadForm({ transactionId }: { transactionId: string }) {
  const upload = useUploadAttachment(transactionId);
  const serverErrors = useFieldErrors();
  useShownFields(FIELD_LABELS);
  const [file, setFile] = useState<File | null>(null);
  const [desc, setDesc] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);

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
          maxLength={maxLengthOf(routes.attachmentUpdate.body, 'desc')}
          onChange={(event) => setDesc(event.currentTarget.value)}
          error={serverErrors.find((e) => e.field === 'desc')?.message}
          style={{ flex: '2 1 12rem' }}
        />
        <Button type="submit" mt={50} loading={upload.isPending}>
          Upload
        </Button>
      </Group>
    </form>
  );
}
