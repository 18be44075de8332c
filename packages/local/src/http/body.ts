import type { IncomingMessage } from 'node:http';
import { encodedLength } from '../lambda/event';

/**
 * Lambda's synchronous invocation payload limit. We apply it to the body as it would sit in
 * the event (base64 for binary), so a file that fits in 6 MB raw but not once encoded fails
 * locally the way it fails in AWS (ARCHITECTURE "Data": uploads go straight to S3 instead).
 */
export const MAX_EVENT_BODY_BYTES = 6 * 1024 * 1024;

export type BodyResult = { ok: true; body: Buffer } | { ok: false; tooLarge: true };

/**
 * Read a request body up to `limit` (as encoded in the event). Beyond it the rest is drained
 * and discarded rather than the socket being cut, so the client reads our 413 reply instead
 * of a connection reset in the middle of its upload.
 */
export async function readBody(req: IncomingMessage, limit = MAX_EVENT_BODY_BYTES): Promise<BodyResult> {
  const contentType = req.headers['content-type'];
  const declared = Number(req.headers['content-length'] ?? 0);
  let tooLarge = Number.isFinite(declared) && encodedLength(declared, contentType) > limit;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    if (tooLarge) continue;
    const buf = chunk as Buffer;
    size += buf.length;
    if (encodedLength(size, contentType) > limit) {
      tooLarge = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(buf);
  }
  return tooLarge ? { ok: false, tooLarge: true } : { ok: true, body: Buffer.concat(chunks) };
}
