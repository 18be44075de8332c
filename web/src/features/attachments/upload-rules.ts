import { ATTACHMENT_TOO_LARGE_MESSAGE, FILE_NAME_MESSAGE, isSafeFileName, MAX_ATTACHMENT_BYTES } from '@bk/domain';

/** SPEC §5 "Attachment upload" and §9: any image or a PDF, at most 5 MB (the domain's limit). */
export const ATTACHMENT_ACCEPT = 'image/*,application/pdf';

/** The message for a chosen file, or null when it may be uploaded. */
export function attachmentFileError(file: { size: number; type: string; name?: string } | null): string | null {
  if (!file) return 'Select a file to continue';
  // The server refuses such a name too (decision 0054); saying so here saves an upload.
  if (file.name !== undefined && !isSafeFileName(file.name.trim())) return FILE_NAME_MESSAGE;
  if (file.size > MAX_ATTACHMENT_BYTES) return ATTACHMENT_TOO_LARGE_MESSAGE;
  if (!file.type.startsWith('image/') && file.type !== 'application/pdf') {
    return 'Choose an image or a PDF file';
  }
  return null;
}
