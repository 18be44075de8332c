import type { z } from 'zod/mini';
import type { Attachment } from '@bk/contract';
import { attachmentRepository, type AttachmentItem } from '@bk/data';
import { getDb } from '../shared/clients/db';
import { NotFoundError } from '../shared/errors';

/**
 * An attachment's record and its reply, without the files bucket: the list and the description
 * edit need no S3 client, so they load none (decision 0058).
 */
export const GONE_MESSAGE = 'This attachment no longer exists';

export const attachments = () => attachmentRepository(getDb());

export function dto(a: AttachmentItem): z.input<typeof Attachment> {
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

export async function requireAttachment(businessId: string, id: string): Promise<AttachmentItem> {
  const a = await attachments().getAttachment(businessId, id);
  if (!a) throw new NotFoundError(GONE_MESSAGE);
  return a;
}
