import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DEFAULT_MAX_BODY_BYTES, type RouteSpec } from '@bk/contract';
import { MESSAGES } from '@bk/domain';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { routedState } from './chain-state';
import type { ApiMiddleware } from './types';

/** Strict UTF-8: throws on bytes that are not UTF-8; a byte-order mark stays (and fails JSON.parse as before). */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Read a JSON body: size limit first (per route), then content type, then parse. An absent or
 * empty body is `undefined`, which the route's schema accepts or refuses.
 */
export function parseJsonBody(event: APIGatewayProxyEventV2, route: RouteSpec): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > (route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) throw new PayloadTooLargeError();
  const type = (event.headers?.['content-type'] ?? '').toLowerCase();
  if (!/^application\/([\w.+-]+\+)?json\b/.test(type)) throw new UnsupportedMediaTypeError();
  let text: string;
  try {
    // Bytes that are not UTF-8 (overlong forms, encoded surrogates) are refused, never silently
    // turned into U+FFFD and saved (decision 0048).
    text = UTF8.decode(raw);
  } catch {
    throw new BadRequestError(MESSAGES.malformedRequest);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError(MESSAGES.invalidJson);
  }
}

/** The JSON body of the request, read before authentication so an oversized body costs no lookups. */
export const jsonBody: ApiMiddleware = {
  before: (request) => {
    const s = routedState(request.context);
    s.rawBody = parseJsonBody(request.event, s.route);
  },
};
