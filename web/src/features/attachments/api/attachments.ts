import type { Attachment } from '../../../lib/ledger-types';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { ApiError, unreachableError } from '../../../lib/api-error';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { transactionKeys } from '../../../lib/queries/transactions-keys';
import { attachmentKeys } from '../attachments-keys';

export function listAttachments(transactionId: string, signal?: AbortSignal) {
  return api.call('attachmentList', { params: { id: transactionId }, signal });
}

export const attachmentsQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: attachmentKeys.ofTransaction(transactionId),
    queryFn: ({ signal }) => listAttachments(transactionId, signal),
  });

/** The files attached to one transaction. */
export function useAttachments(transactionId: string | null) {
  return useQuery({ ...attachmentsQueryOptions(transactionId ?? ''), enabled: transactionId !== null });
}

/** SPEC §4: attachment changes reload the transaction list (its attachment counts). */
function useReload(transactionId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: attachmentKeys.ofTransaction(transactionId) }),
      queryClient.invalidateQueries({ queryKey: transactionKeys.lists() }),
    ]);
}

/**
 * Register the upload, then send the file straight to the files bucket with the presigned POST
 * (whose policy enforces the size and type), then let the server check what was stored.
 */
export async function uploadAttachment(input: {
  transactionId: string;
  file: File;
  desc: string;
}): Promise<Attachment> {
  const { attachment, upload } = await api.call('attachmentCreate', {
    body: {
      transactionId: input.transactionId,
      fileName: input.file.name,
      desc: input.desc,
      contentType: input.file.type,
      size: input.file.size,
    },
  });
  const form = new FormData();
  for (const [key, value] of Object.entries(upload.fields)) form.append(key, value);
  form.append('file', input.file);
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'POST', body: form });
  } catch {
    throw unreachableError();
  }
  if (!response.ok) {
    await api.call('attachmentDelete', { params: { id: attachment.id } }).catch(() => undefined);
    throw new ApiError(
      'message',
      'The file could not be uploaded. Check it is an image or a PDF of at most 5mb and try again.',
      response.status,
    );
  }
  return api.call('attachmentConfirm', { params: { id: attachment.id } });
}

export function useUploadAttachment(transactionId: string) {
  const reload = useReload(transactionId);
  return useMutation({
    mutationFn: uploadAttachment,
    onSuccess: async (attachment) => {
      clearFieldErrors();
      await reload();
      notify({ type: 'success', message: `Uploaded ${attachment.fileName}` });
    },
  });
}

export function useDescribeAttachment(transactionId: string) {
  const reload = useReload(transactionId);
  return useMutation({
    mutationFn: ({ id, desc }: { id: string; desc: string }) =>
      api.call('attachmentUpdate', { params: { id }, body: { desc } }),
    onSuccess: async () => {
      await reload();
      notify({ type: 'success', message: 'Description saved' });
    },
  });
}

export function useDeleteAttachment(transactionId: string) {
  const reload = useReload(transactionId);
  return useMutation({
    mutationFn: (a: Attachment) => api.call('attachmentDelete', { params: { id: a.id } }),
    onSuccess: async (_ok, a) => {
      await reload();
      notify({ type: 'success', message: `Deleted ${a.fileName}` });
    },
  });
}

/** The file's bytes, fetched through a short-lived address, as a local object URL. */
export async function fetchAttachmentFile(
  id: string,
): Promise<{ objectUrl: string; contentType: string; fileName: string }> {
  const { url, contentType, fileName } = await api.call('attachmentGet', { params: { id } });
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw unreachableError();
  }
  if (!response.ok) throw unreachableError();
  const blob = await response.blob();
  const typed = blob.type === contentType ? blob : new Blob([blob], { type: contentType });
  return { objectUrl: URL.createObjectURL(typed), contentType, fileName };
}
