import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Attachment } from '@bk/contract';
import { attachmentFiles, attachmentRepository, transactionRepository, type AttachmentItem } from '@bk/data';
import { MAX_ATTACHMENT_BYTES } from '@bk/domain';
import { createApi } from '../shared/api/create-api';
import { getDb } from '../shared/clients/db';
import { getS3 } from '../shared/clients/s3';
import { config } from '../shared/config';
import { BadRequestError, NotFoundError, ValidationError } from '../shared/errors';
import { businessFileKey, deleteFile, getFile } from '../shared/files';

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
export const NOT_ALLOWED_MESSAGE = 'Choose an image or a PDF file of at most 5mb and try again.';
export const CONTENT_MESSAGE =
  'The uploaded file is not an image or a PDF, or is larger than 5mb, so it was removed. Choose an image or a PDF and try again.';
const UPLOAD_SECONDS = 10 * 60;
const DOWNLOAD_SECONDS = 5 * 60;
const GONE_MESSAGE = 'This attachment no longer exists';
const TRANSACTION_GONE_MESSAGE = 'This transaction no longer exists. The list has been reloaded.';

const attachments = () => attachmentRepository(getDb());
const transactions = () => transactionRepository(getDb());
const files = () => attachmentFiles(getS3(), { bucket: config().FILES_BUCKET, endpoint: config().S3_ENDPOINT });

function dto(a: AttachmentItem): z.input<typeof Attachment> {
  return {
    id: a.id,
    transactionId: a.transactionId,
    fileName: a.fileName,
    desc: a.desc,
    contentType: a.contentType,
    size: a.size,
    created: a.created,
  };
}

async function requireAttachment(businessId: string, id: string): Promise<AttachmentItem> {
  const a = await attachments().getAttachment(businessId, id);
  if (!a) throw new NotFoundError(GONE_MESSAGE);
  return a;
}

/** Remove an attachment: its file, its item and, once confirmed, its count on the transaction. */
async function removeAttachment(businessId: string, a: AttachmentItem): Promise<void> {
  await deleteFile(a.fileKey);
  await attachments().deleteAttachment(businessId, a.id);
  if (a.confirmed) {
    const tx = await transactions().getTransaction(businessId, a.transactionId);
    if (tx) await attachments().addAttachmentCount(businessId, tx, -1);
  }
}

/** The type of stored bytes when an attachment may be them (a recognised image or PDF, within the size), else null. */
async function acceptedType(body: Uint8Array): Promise<string | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(body);
  return type && ALLOWED_TYPES[type.mime] && body.length <= MAX_ATTACHMENT_BYTES ? type.mime : null;
}

/**
 * Attachments of SPEC §7. The browser uploads straight to the files bucket with a presigned POST
 * whose policy pins key, content type and size; `attachmentConfirm` then reads the stored bytes
 * and keeps the file only if they are an image or a PDF of at most 5 MB (the local S3 stand-in
 * does not enforce POST policies, so this check is what holds everywhere, decision 0013).
 */
export const handler = createApi('attachment', {
  attachmentCreate: async ({ body }, ctx) => {
    const businessId = ctx.business.id;
    const ext = ALLOWED_TYPES[body.contentType.toLowerCase()];
    if (!ext) throw new ValidationError([{ field: 'file', message: NOT_ALLOWED_MESSAGE }]);
    const tx = await transactions().getTransaction(businessId, body.transactionId);
    if (!tx) throw new NotFoundError(TRANSACTION_GONE_MESSAGE);
    const id = randomUUID();
    const item: AttachmentItem = {
      id,
      transactionId: tx.id,
      fileName: body.fileName,
      desc: body.desc,
      contentType: body.contentType.toLowerCase(),
      size: body.size,
      fileKey: businessFileKey(businessId, 'attachments', `${id}.${ext}`),
      confirmed: false,
      created: ctx.now.toISOString(),
    };
    await attachments().putAttachment(businessId, item);
    const upload = await files().uploadForm({
      key: item.fileKey,
      contentType: item.contentType,
      maxBytes: MAX_ATTACHMENT_BYTES,
      expiresSeconds: UPLOAD_SECONDS,
      now: ctx.now,
    });
    return { attachment: dto(item), upload };
  },

  attachmentConfirm: async ({ params }, ctx) => {
    const businessId = ctx.business.id;
    const a = await requireAttachment(businessId, params.id);
    if (a.confirmed) return dto(a);
    const file = await getFile(a.fileKey);
    if (!file) throw new BadRequestError('The file has not been uploaded yet. Upload it again.');
    const mime = await acceptedType(file.body);
    if (!mime) {
      await removeAttachment(businessId, a);
      throw new ValidationError([{ field: 'file', message: CONTENT_MESSAGE }]);
    }
    const tx = await transactions().getTransaction(businessId, a.transactionId);
    if (!tx) {
      await removeAttachment(businessId, a);
      throw new NotFoundError(TRANSACTION_GONE_MESSAGE);
    }
    const updated = await attachments().updateAttachment(businessId, a.id, { confirmed: true });
    if (!updated) throw new NotFoundError(GONE_MESSAGE);
    await attachments().addAttachmentCount(businessId, tx, 1);
    return dto({ ...updated, contentType: mime, size: file.body.length });
  },

  attachmentList: async ({ params }, ctx) =>
    (await attachments().listAttachmentsOfTransaction(ctx.business.id, params.id)).filter((a) => a.confirmed).map(dto),

  attachmentGet: async ({ params }, ctx) => {
    const a = await requireAttachment(ctx.business.id, params.id);
    if (!a.confirmed) throw new NotFoundError(GONE_MESSAGE);
    const url = await files().downloadUrl(a.fileKey, a.contentType, DOWNLOAD_SECONDS);
    return { url, contentType: a.contentType, fileName: a.fileName };
  },

  attachmentUpdate: async ({ params, body }, ctx) => {
    await requireAttachment(ctx.business.id, params.id);
    const updated = await attachments().updateAttachment(ctx.business.id, params.id, { desc: body.desc });
    if (!updated) throw new NotFoundError(GONE_MESSAGE);
    return dto(updated);
  },

  attachmentDelete: async ({ params }, ctx) => {
    const a = await requireAttachment(ctx.business.id, params.id);
    await removeAttachment(ctx.business.id, a);
    return { ok: true as const };
  },
});
