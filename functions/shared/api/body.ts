import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DEFAULT_MAX_BODY_BYTES, type RouteSpec } from '@bk/contract';
import { MESSAGES } from '@bk/domain';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { routedState } from './chain-state';
import type { ApiMiddleware } from './types';

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
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
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
