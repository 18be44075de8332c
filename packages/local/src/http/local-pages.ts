import type { IncomingMessage, ServerResponse } from 'node:http';
import { planImportFault } from '@bk/data';
import { send, html, json } from './send';
import { jsonMessage } from '../lambda/result';
import { MAIL_PAGE_CSP, renderMailPage } from '../mail/page';
import type { MailStore } from '../mail/store';

export interface LocalPagesDeps {
  mail: MailStore;
  /**
   * Fire a scheduled job now (`POST /_local/jobs/<job>[?time=<ISO>]`), for tests in another
   * process; `time` is passed as the event's scheduled time (a job's "now").
   */
  runJob?: (job: string, scheduledTime?: Date, detail?: Record<string, unknown>) => Promise<unknown>;
  /** Controls of the HMRC emulator by action name (`POST /_local/hmrc/<action>?...`), for tests in another process. */
  hmrc?: HmrcControls;
}

/** An emulator control: called with the request's query, answers JSON. */
export type HmrcControls = Readonly<Record<string, (query: URLSearchParams) => unknown>>;

/** A form POST from another site must not clear local mail or fire jobs. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * The local-only endpoints under `/_local/` (they do not exist in AWS):
 * - `GET /_local/mail`: sent mail as a page; `GET /_local/mail.json`: as JSON, newest first;
 * - `DELETE /_local/mail.json` or `POST /_local/mail/clear`: forget all mail;
 * - `GET /_local/mail/<id>/attachments/<n>`: download an attachment;
 * - `POST /_local/jobs/<job>[?time=<ISO>][&detail=<JSON object>]`: run a scheduled job now, as if
 *   scheduled at `time`, with the event's `detail` (answers the job's result); `GET /_local/health`: liveness;
 * - `POST /_local/hmrc/<action>`: act on the HMRC emulator (expire a user's access tokens, revoke
 *   their grant, ...), as time passing or the user removing the authority at HMRC would.
 */
export async function handleLocalRequest(
  req: IncomingMessage,
  res: ServerResponse,
  deps: LocalPagesDeps,
): Promise<void> {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://local');
  const method = req.method ?? 'GET';
  req.resume();
  if (method !== 'GET' && method !== 'HEAD' && !sameOrigin(req))
    return send(res, jsonMessage(403, 'Forbidden'), method);
  if (pathname === '/_local/health' && method === 'GET') return send(res, json(200, { status: 'ok' }));
  if (pathname === '/_local/mail' && (method === 'GET' || method === 'HEAD')) {
    return send(
      res,
      html(200, renderMailPage(await deps.mail.listMail()), {
        'content-security-policy': MAIL_PAGE_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      }),
      method,
    );
  }
  if (pathname === '/_local/mail.json' && (method === 'GET' || method === 'HEAD'))
    return send(res, json(200, await deps.mail.listMail()), method);
  if (
    (pathname === '/_local/mail.json' && method === 'DELETE') ||
    (pathname === '/_local/mail/clear' && method === 'POST')
  ) {
    await deps.mail.clear();
    if (method === 'DELETE') return send(res, { statusCode: 204, headers: {}, body: Buffer.alloc(0) });
    return send(res, { statusCode: 303, headers: { location: '/_local/mail' }, body: Buffer.alloc(0) });
  }
  const attachment = /^\/_local\/mail\/([^/]+)\/attachments\/(\d+)$/.exec(pathname);
  if (attachment && method === 'GET')
    return sendAttachment(res, deps.mail, decodeURIComponent(attachment[1] as string), Number(attachment[2]));
  const hmrcAction = /^\/_local\/hmrc\/([a-z0-9-]+)$/.exec(pathname);
  const control =
    hmrcAction && deps.hmrc && Object.hasOwn(deps.hmrc, hmrcAction[1] as string)
      ? deps.hmrc[hmrcAction[1] as string]
      : undefined;
  if (control && method === 'POST') return send(res, json(200, (await control(searchParams)) ?? { ok: true }));
  if (pathname === '/_local/import-fault') return importFault(res, method, searchParams);
  const job = /^\/_local\/jobs\/([a-z0-9-]+)$/.exec(pathname);
  if (job && method === 'POST' && deps.runJob) {
    const started = Date.now();
    const time = searchParams.get('time');
    const scheduledTime = time === null ? undefined : new Date(time);
    if (scheduledTime && Number.isNaN(scheduledTime.getTime()))
      return send(res, jsonMessage(400, 'time must be an ISO date-time'));
    const detail = parseDetail(searchParams.get('detail'));
    if (detail === null) return send(res, jsonMessage(400, 'detail must be a JSON object'));
    try {
      const result = await deps.runJob(job[1] as string, scheduledTime, detail);
      return send(res, json(200, { job: job[1], ok: true, durationMs: Date.now() - started, result }));
    } catch (err) {
      return send(res, json(500, { job: job[1], ok: false, message: (err as Error).message }));
    }
  }
  send(res, jsonMessage(404, 'Not Found'), method);
}

/** Plan (POST) or clear (DELETE) a fault of the next CSV import. */
function importFault(res: ServerResponse, method: string, query: URLSearchParams): void {
  if (method === 'DELETE') {
    planImportFault(null);
    return send(res, json(200, { ok: true }));
  }
  const failAt = Number(query.get('at'));
  const mode = query.get('mode') ?? 'fail';
  const leaseMs = query.get('leaseMs');
  if (method !== 'POST' || !Number.isInteger(failAt) || failAt < 1 || (mode !== 'fail' && mode !== 'crash'))
    return send(res, jsonMessage(400, 'POST with at=<write number> and mode=fail or crash'));
  planImportFault({ failAt, mode, ...(leaseMs === null ? {} : { leaseMs: Number(leaseMs) }) });
  send(res, json(200, { ok: true, failAt, mode }));
}

/** The `detail` query parameter as an object ({} when absent), or null when it is not one. */
function parseDetail(text: string | null): Record<string, unknown> | undefined | null {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function sendAttachment(res: ServerResponse, mail: MailStore, id: string, index: number): Promise<void> {
  const found = (await mail.list()).find((m) => m.messageId === id)?.attachments?.[index];
  if (!found) return send(res, jsonMessage(404, 'Not Found'));
  const filename = (found.filename ?? `attachment-${index + 1}`).replace(/["\\\r\n]/g, '_');
  send(res, {
    statusCode: 200,
    headers: {
      // Always a download, never rendered in our origin (an HTML attachment must not run here).
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
    body: Buffer.from(found.content, 'base64'),
  });
}
