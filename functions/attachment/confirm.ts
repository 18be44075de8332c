import { randomUUID } from 'node:crypto';
import {
  QUARANTINE_PREFIX,
  type AttachmentFiles,
  type AttachmentItem,
  type AttachmentRepository,
  type TransactionRepository,
} from '@bk/data';
import { MAX_ATTACHMENT_BYTES } from '@bk/domain';
import { BadRequestError, NotFoundError, ValidationError } from '../shared/errors';
import { businessFileKey, deleteFile } from '../shared/files';
import { GONE_MESSAGE } from './attachment-items';

/** SPEC §9: any image or a PDF (the size limit, 5 MB, is the domain's MAX_ATTACHMENT_BYTES). */
export const ALLOWED_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
  'image/tiff': 'tif',
  'application/pdf': 'pdf',
};
export const CONTENT_MESSAGE =
  'The uploaded file is not an image or a PDF, or is larger than 5mb, so it was removed. Choose an image or a PDF and try again.';
export const NOT_UPLOADED_MESSAGE = 'The file has not been uploaded yet. Upload it again.';
export { GONE_MESSAGE };
export const TRANSACTION_GONE_MESSAGE = 'This transaction no longer exists. The list has been reloaded.';

/**
 * Where the browser uploads: outside every business's prefix, under one prefix that a bucket
 * lifecycle rule empties after a day (uploads never confirmed). Only this key is ever presigned
 * for writing; a confirmed file lives at a key no policy names.
 */
export function quarantineKey(businessId: string, attachmentId: string): string {
  for (const p of [businessId, attachmentId])
    if (!/^[A-Za-z0-9-]{1,64}$/.test(p)) throw new Error('Invalid quarantine key part');
  return `${QUARANTINE_PREFIX}${businessId}/${attachmentId}`;
}

export interface ConfirmDeps {
  attachments: AttachmentRepository;
  transactions: TransactionRepository;
  files: AttachmentFiles;
}

/** Remove an attachment: its file, its item and, once confirmed, its count on the transaction. */
export async function removeAttachment(deps: ConfirmDeps, businessId: string, a: AttachmentItem): Promise<void> {
  await deleteFile(a.fileKey);
  await deps.attachments.deleteAttachment(businessId, a.id);
  if (a.confirmed) {
    const tx = await deps.transactions.getTransaction(businessId, a.transactionId);
    if (tx) await deps.attachments.addAttachmentCount(businessId, tx, -1);
  }
}

/** The type of a file from its first bytes when it may be an attachment (a recognised image or PDF), else null. */
async function acceptedType(head: Uint8Array): Promise<string | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(head);
  return type && ALLOWED_TYPES[type.mime] ? type.mime : null;
}

/** The attachment as it is now, when a confirm finds it already done (by itself earlier or a parallel call). */
async function alreadyConfirmed(deps: ConfirmDeps, businessId: string, id: string): Promise<AttachmentItem> {
  const now = await deps.attachments.getAttachment(businessId, id);
  if (!now) throw new NotFoundError(GONE_MESSAGE);
  if (!now.confirmed) throw new BadRequestError(NOT_UPLOADED_MESSAGE);
  return now;
}

/**
 * Check an upload and make it an attachment, exactly once (decision 0054). The uploaded file is
 * inspected where it landed (size from S3, type from its first bytes), copied server-side to a
 * fresh key of the business pinned to the inspected version, and only then does one conditional
 * transaction mark the attachment confirmed with that key and count it on the transaction. Any
 * number of repeated or parallel confirms answer the same confirmed attachment; the copies of the
 * calls that lost are deleted, so the confirmed file cannot change afterwards.
 */
export async function confirmAttachment(
  deps: ConfirmDeps,
  businessId: string,
  a: AttachmentItem,
): Promise<AttachmentItem> {
  if (a.confirmed) return a;
  const upload = await deps.files.inspect(a.fileKey);
  if (!upload) return alreadyConfirmed(deps, businessId, a.id);
  const mime = upload.size <= MAX_ATTACHMENT_BYTES && upload.size > 0 ? await acceptedType(upload.head) : null;
  const ext = mime ? ALLOWED_TYPES[mime] : undefined;
  if (!mime || !ext) {
    await removeAttachment(deps, businessId, a);
    throw new ValidationError([{ field: 'file', message: CONTENT_MESSAGE }]);
  }
  const finalKey = businessFileKey(businessId, 'attachments', `${a.id}-${randomUUID()}.${ext}`);
  if (!(await deps.files.copy(a.fileKey, finalKey, upload.etag, mime))) {
    return alreadyConfirmed(deps, businessId, a.id);
  }
  const file = { fileKey: finalKey, contentType: mime, size: upload.size };
  for (let attempt = 0; attempt < 3; attempt++) {
    const tx = await deps.transactions.getTransaction(businessId, a.transactionId);
    if (!tx) {
      await deleteFile(finalKey);
      await removeAttachment(deps, businessId, a);
      throw new NotFoundError(TRANSACTION_GONE_MESSAGE);
    }
    const outcome = await deps.attachments.confirmAttachment(businessId, tx, a.id, file);
    if (outcome === 'confirmed') {
      await deleteFile(a.fileKey);
      return { ...a, ...file, confirmed: true };
    }
    if (outcome === 'notPending') {
      await deleteFile(finalKey);
      return alreadyConfirmed(deps, businessId, a.id);
    }
    // The transaction moved (its date was edited) between the read and the write: read it again.
  }
  await deleteFile(finalKey);
  throw new BadRequestError('The transaction changed while the file was being checked. Try again.');
}
