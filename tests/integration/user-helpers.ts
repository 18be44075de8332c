import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { api, type Reply as ClientReply } from '../support/api-client';

/** Helpers of the account tests (tests/integration/user-*.test.ts). */
export const baseUrl = inject('baseUrl');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON replies
export type Reply = Omit<ClientReply, 'json'> & { json: any };

/**
 * Call the API by method and path. Each test passes its own client address (`ip`), which the
 * local gateway turns into CloudFront's viewer address as in AWS, so per-address limits of one
 * test do not touch another. A body that is not JSON comes back as its text in `json`.
 * New tests call routes by name: `api(token, { ip }).call('userLogin', { body })`.
 */
export async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const client = api(options.token, { ip: options.ip });
  const reply = await client.raw({
    method,
    path,
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  return reply.json === undefined ? { ...reply, json: reply.text } : reply;
}

/** A documentation-range address of its own for one test. */
export function newIp(): string {
  const b = randomUUID().replace(/-/g, '');
  return `198.51.${parseInt(b.slice(0, 2), 16)}.${parseInt(b.slice(2, 4), 16)}`;
}

/** A fresh address nobody has used. */
export function newEmail(label = 'u'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface Mail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Every mail sent to an address, newest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${baseUrl}/_local/mail.json`);
  const all = (await res.json()) as Mail[];
  return all.filter((m) => m.to.includes(address));
}

/** Wait for the `count`-th mail to an address (mail is sent before the API answers; this only absorbs sink lag). */
export async function waitForMails(address: string, count: number, timeoutMs = 5000): Promise<Mail[]> {
  for (let i = 0; i < timeoutMs / 100; i++) {
    const found = await mailsTo(address);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected ${count} mail(s) to ${address}, got ${(await mailsTo(address)).length}`);
}

/** The token of an app link in a mail, e.g. linkToken(mail, 'verify-email'). */
export function linkToken(mail: Mail, route: string): string {
  const m = new RegExp(`/app/${route}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!m) throw new Error(`no /app/${route}/ link in "${mail.subject}"`);
  return m[1] as string;
}

/** The 6-digit code in a mail. */
export function mailedCode(mail: Mail): string {
  const m = /^(\d{6})$/m.exec(mail.text);
  if (!m) throw new Error(`no code in "${mail.subject}"`);
  return m[1] as string;
}

/** The authenticator code for a secret at a moment (the test's own TOTP, from the otpauth package). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at,
  });
}

export const STRONG_PASSWORD = 'kettle-orbit-57-lantern';

/** The event names of a user's audit log, newest first. */
export async function auditEvents(token: string, path = '/user/audit'): Promise<string[]> {
  const res = await call('GET', path, { token });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  return (res.json as { event: string }[]).map((e) => e.event);
}

/**
 * Rate limits count in fixed windows on the real clock. A test that fills a window first waits,
 * if the current window ends within `neededSeconds`, for the next one to begin, so its counts
 * cannot be split across two windows. Give such a test a timeout above `neededSeconds`.
 */
export async function awayFromWindowEdge(windowSeconds: number, neededSeconds = 90): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < neededSeconds) await new Promise((r) => setTimeout(r, (left + 1) * 1000));
}
