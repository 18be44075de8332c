import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { attachmentRoutes, type Attachment } from '@bk/contract';
import { attachmentFiles, attachmentRepository, transactionRepository, type AttachmentItem } from '@bk/data';
import { MAX_ATTACHMENT_BYTES } from '@bk/domain';
import { createApi } from '../shared/api/create-api';
import { getDb } from '../shared/clients/db';
import { getS3 } from '../shared/clients/s3';
import { config } from '../shared/config';
import { NotFoundError, ValidationError } from '../shared/errors';
import {
  ALLOWED_TYPES,
  confirmAttachment,
  GONE_MESSAGE,
  quarantineKey,
  removeAttachment,
  TRANSACTION_GONE_MESSAGE,
  type ConfirmDeps,
} from './confirm';

export { ALLOWED_TYPES, CONTENT_MESSAGE } from './confirm';
export const NOT_ALLOWED_MESSAGE = 'Choose an image or a PDF file of at most 5mb and try again.';
const UPLOAD_SECONDS = 10 * 60;
const DOWNLOAD_SECONDS = 5 * 60;

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

const deps = (): ConfirmDeps => ({ attachments: attachments(), transactions: transactions(), files: files() });

/**
 * Attachments of SPEC §7. The browser uploads straight to the files bucket with a presigned POST
 * whose policy pins a quarantine key, content type and size; `attachmentConfirm` then checks the
 * stored bytes and keeps the file only if they are an image or a PDF of at most 5 MB (the local S3
 * stand-in does not enforce POST policies, so this check is what holds everywhere, decision 0013),
 * copying it to a key no upload can reach (decision 0054).
 */
export const handler = createApi(attachmentRoutes, {
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
      fileKey: quarantineKey(businessId, id),
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

  attachmentConfirm: async ({ params }, ctx) =>
    dto(await confirmAttachment(deps(), ctx.business.id, await requireAttachment(ctx.business.id, params.id))),

  attachmentList: async ({ params }, ctx) =>
    (await attachments().listAttachmentsOfTransaction(ctx.business.id, params.id)).filter((a) => a.confirmed).map(dto),

  attachmentGet: async ({ params }, ctx) => {
    const a = await requireAttachment(ctx.business.id, params.id);
    if (!a.confirmed) throw new NotFoundError(GONE_MESSAGE);
    const url = await files().downloadUrl(a.fileKey, a.contentType, a.fileName, DOWNLOAD_SECONDS);
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
    await removeAttachment(deps(), ctx.business.id, a);
    return { ok: true as const };
  },
});
