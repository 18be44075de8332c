import * as z from 'zod/mini';
import { ATTACHMENT_TOO_LARGE_MESSAGE, MAX_ATTACHMENT_BYTES } from '@bk/domain';
import { route } from '../define';
import * as S from '../schemas';

/** Attachment calls (SPEC §7 "Attachments"), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const attachmentRoutes = {
  attachmentGet: route({ method: 'GET', path: '/attachment/{id}', group: 'attachment', access: 'business', permission: 'ledger:read', summary: 'A short-lived download address for the file', params: S.IdParams, response: z.object({ url: z.string(), contentType: z.string(), fileName: z.string() }) }),
  attachmentCreate: route({ method: 'POST', path: '/attachment', group: 'attachment', access: 'business', permission: 'ledger:write', summary: 'Register an upload; answers a presigned POST', body: z.object({ fileName: S.FileName, desc: z.string().check(z.maxLength(500)), transactionId: S.Id, contentType: z.string().check(z.maxLength(100)), size: z.number().check(z.int(), z.gte(1), z.lte(MAX_ATTACHMENT_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE)) }), response: z.object({ attachment: S.Attachment, upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }) }), status: 201 }),
  attachmentUpdate: route({ method: 'PATCH', path: '/attachment/{id}', group: 'attachment', access: 'business', permission: 'ledger:write', summary: 'Describe an attachment', params: S.IdParams, body: z.object({ desc: z.string().check(z.maxLength(500)) }), response: S.Attachment }),
  attachmentDelete: route({ method: 'DELETE', path: '/attachment/{id}', group: 'attachment', access: 'business', permission: 'ledger:write', summary: 'Delete an attachment', params: S.IdParams, response: S.Ok }),
  attachmentList: route({ method: 'GET', path: '/transaction/{id}/attachments', group: 'attachment', access: 'business', permission: 'ledger:read', summary: 'Attachments of a transaction', params: S.IdParams, response: z.array(S.Attachment) }),
  attachmentConfirm: route({ method: 'PATCH', path: '/attachment/{id}/confirm', group: 'attachment', access: 'business', permission: 'ledger:write', summary: 'Check the uploaded file by its bytes', params: S.IdParams, response: S.Attachment }),
} as const;
