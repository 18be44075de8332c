import type { FieldError } from '@bk/contract';
import { MESSAGES } from '@bk/domain';
import { BadRequestError, ValidationError } from '../errors';
import { routedState } from './chain-state';
import type { ApiMiddleware } from './types';

/**
 * In a `u` regular expression a surrogate pair is one code point, so `\p{Cs}` matches only a
 * surrogate standing alone: text JSON can carry (`"\ud800"`) but no UTF-8 encoder, URI encoder
 * or DynamoDB accepts, which once made encodeURIComponent throw deep inside a handler.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

/** At most this many fields are named in one refusal; the rest are fixed on the next try. */
const MAX_REPORTED = 10;

export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * The dot paths of every string (value or property name) in a parsed JSON value or a flat map
 * that is not well-formed, at most {@link MAX_REPORTED}. Iterative, so a body nested thousands
 * deep cannot overflow the stack; a broken property name is shown with U+FFFD in its place.
 */
export function malformedPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const next = stack.pop();
    if (!next) break;
    const { value: v, path } = next;
    if (typeof v === 'string') {
      if (!isWellFormed(v)) found.push(path);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: join(path, String(i)) }));
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, item] of Object.entries(v)) {
        const shown = join(path, key.replace(LONE_SURROGATES, '\uFFFD'));
        if (!isWellFormed(key)) found.push(shown);
        else stack.push({ value: item, path: shown });
      }
    }
  }
  return found;
}

/**
 * The browser's `X-Client-Fingerprint` (URL-encoded JSON, web/src/lib/fingerprint.ts) is
 * well-formed, or absent or unreadable (the HMRC headers then treat it as missing). Only a
 * readable header with broken text is refused: it would break the fraud-prevention headers.
 */
function fingerprintWellFormed(header: string | undefined): boolean {
  if (!header) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    return true;
  }
  try {
    return malformedPaths(JSON.parse(decoded) as unknown).length === 0;
  } catch {
    return isWellFormed(decoded);
  }
}

/**
 * Every string a request brings, in its path parameters, query, JSON body and the browser's
 * fingerprint header, is well-formed Unicode, or the request is refused with 400 before
 * anything reads it (decision 0048): once here, so no route has to think of it. A broken field
 * is named in SPEC §8's list of field errors, as the contract's validation would.
 */
export const wellFormedInput: ApiMiddleware = {
  before: (request) => {
    const s = routedState(request.context);
    if (!fingerprintWellFormed(request.event.headers?.['x-client-fingerprint']))
      throw new BadRequestError(MESSAGES.malformedRequest);
    const fields = [
      ...malformedPaths(s.pathParams),
      ...malformedPaths(request.event.queryStringParameters ?? {}),
      ...malformedPaths(s.rawBody),
    ];
    if (fields.length === 0) return;
    const errors: FieldError[] = [...new Set(fields)]
      .slice(0, MAX_REPORTED)
      .map((field) => ({ field: field || 'body', message: MESSAGES.malformedText }));
    throw new ValidationError(errors);
  },
};
