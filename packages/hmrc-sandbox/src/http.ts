/** Small HTTP helpers over node:http: bodies, JSON/HTML answers, HMRC's correlation headers. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY) throw new BodyTooLargeError('Body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseForm(body: string): URLSearchParams {
  return new URLSearchParams(body);
}

export type Headers = Record<string, string>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Headers = {}): void {
  res.writeHead(status, headers);
  res.end();
}

/** Headers the VAT service puts on every answer ([CODE:BaseController.scala]). */
export function vatServiceHeaders(): Headers {
  return { 'X-CorrelationId': randomUUID(), 'X-Content-Type-Options': 'nosniff' };
}

/** A JSON answer from the VAT service itself (not the gateway): carries X-CorrelationId. */
export function sendVat(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  sendJson(res, status, body, { ...vatServiceHeaders(), ...headers });
}

export function redirect(res: ServerResponse, status: 302 | 303, location: string): void {
  res.writeHead(status, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}
