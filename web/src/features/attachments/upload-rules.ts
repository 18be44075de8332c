/** SPEC §5 "Attachment upload" and §9: any image or a PDF, at most 5 MB. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_ACCEPT = 'image/*,application/pdf';

/** The message for a chosen file, or null when it may be uploaded. */
export function attachmentFileError(file: { size: number; type: string } | null): string | null {
  if (!file) return 'Select a file to continue';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'File too large, max size 5mb';
  if (!file.type.startsWith('image/') && file.type !== 'application/pdf') {
    return 'Choose an image or a PDF file';
  }
  return null;
}
