import { attachmentRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { lazyHandlers } from '../shared/api/lazy-handlers';
import { NotFoundError } from '../shared/errors';
import { attachments, dto, GONE_MESSAGE, requireAttachment } from './attachment-items';

/**
 * Attachments of SPEC §7. The list and the description edit read and write only the record; the
 * calls that reach the files bucket (upload, confirm, download, delete: `file-handlers.ts`) load
 * with the S3 client on their first call (decision 0058).
 */
export const handler = createApi(attachmentRoutes, {
  attachmentList: async ({ params }, ctx) =>
    (await attachments().listAttachmentsOfTransaction(ctx.business.id, params.id)).filter((a) => a.confirmed).map(dto),

  attachmentUpdate: async ({ params, body }, ctx) => {
    await requireAttachment(ctx.business.id, params.id);
    const updated = await attachments().updateAttachment(ctx.business.id, params.id, { desc: body.desc });
    if (!updated) throw new NotFoundError(GONE_MESSAGE);
    return dto(updated);
  },

  ...lazyHandlers(() => import('./file-handlers').then((m) => m.attachmentFileHandlers), {
    attachmentCreate: true,
    attachmentConfirm: true,
    attachmentGet: true,
    attachmentDelete: true,
  }),
});
