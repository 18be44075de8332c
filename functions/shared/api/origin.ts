import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { config, type Config } from '../config';
import { ForbiddenError } from '../errors';
import { secretValue } from '../secrets';

/** The header CloudFront adds to every API request (infra/lib/constructs/origin-verify.ts), lower-cased. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The value API requests must carry, or null when the check is off (locally). */
export async function expectedOriginValue(c: Config = config()): Promise<string | null> {
  if (c.ORIGIN_VERIFY_SECRET) return c.ORIGIN_VERIFY_SECRET;
  if (c.ORIGIN_VERIFY_SECRET_NAME) return secretValue(c.ORIGIN_VERIFY_SECRET_NAME);
  return null;
}

/** Constant-time comparison (of digests, so the lengths match). */
export function sameValue(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * 0. Requests that did not come through CloudFront are refused before anything else (decision
 * 0019): the execute-api address is public, and only CloudFront's request carries the value.
 */
export const originCheck: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
  before: async (request) => {
    const expected = await expectedOriginValue();
    if (expected !== null && !sameValue(request.event.headers?.[ORIGIN_VERIFY_HEADER], expected))
      throw new ForbiddenError();
  },
};
