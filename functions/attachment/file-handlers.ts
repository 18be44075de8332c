import { randomUUID } from 'node:crypto';
import { attachmentFiles, transactionRepository, type AttachmentItem } from '@bk/data';
import { MAX_ATTACHMENT_BYTES } from '@bk/domain';
import type { HandlerMap } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { getS3 } from '../shared/clients/s3';
import { config } from '../shared/config';
import { NotFoundError, ValidationError } from '../shared/errors';
import { attachments, dto, GONE_MESSAGE, requireAttachment } from './attachment-items';
import {
  ALLOWED_TYPES,
  confirmAttachment,
  quarantineKey,
  removeAttachment,
  TRANSACTION_GONE_MESSAGE,
  type ConfirmDeps,
} from './confirm';

export const NOT_ALLOWED_MESSAGE = 'Choose an image or a PDF file of at most 5mb and try again.';
const UPLOAD_SECONDS = 10 * 60;
const DOWNLOAD_SECONDS = 5 * 60;

const transactions = () => transactionRepository(getDb());
const files = () => attachmentFiles(getS3(), { bucket: config().FILES_BUCKET, endpoint: config().S3_ENDPOINT });

const deps = (): ConfirmDeps => ({ attachments: attachments(), transactions: transactions(), files: files() });

/**
 * The attachment calls that reach the files bucket (decision 0054): the browser uploads straight
 * to it with a presigned POST whose policy pins a quarantine key, content type and size;
 * `attachmentConfirm` then checks the stored bytes and keeps the file only if they are an image or
 * a PDF of at most 5 MB (the local S3 stand-in does not enforce POST policies, so this check is
 * what holds everywhere, decision 0013), copying it to a key no upload can reach.
 */
export const attachmentFileHandlers = {
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

  attachmentGet: async ({ params }, ctx) => {
    const a = await requireAttachment(ctx.business.id, params.id);
    if (!a.confirmed) throw new NotFoundError(GONE_MESSAGE);
    const url = await files().downloadUrl(a.fileKey, a.contentType, a.fileName, DOWNLOAD_SECONDS);
    return { url, contentType: a.contentType, fileName: a.fileName };
  },

  attachmentDelete: async ({ params }, ctx) => {
    const a = await requireAttachment(ctx.business.id, params.id);
    await removeAttachment(deps(), ctx.business.id, a);
    return { ok: true as const };
  },
} satisfies HandlerMap<'attachment'>;
