import { S3Client, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { buildPath, pathParamNames, type RouteSpec } from '@bk/contract';
import { keys, sessionRepository } from '@bk/data';
import { hashToken, newToken } from '../../functions/shared/tokens';
import { api, type Reply } from '../support/api-client';
import { stackDb } from '../support/seed';

/** Helpers of the business, places, permissions and jobs integration tests. */
export const baseUrl = inject('baseUrl');

export type { Reply };

/**
 * Call the API through the local gateway as the web app does (bearer token, JSON body), by
 * method and path. New tests call routes by name: `api(token).call('accountCreate', { body })`.
 */
export function call(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Reply> {
  return api(options.token).raw({ method, path, ...(options.body !== undefined ? { body: options.body } : {}) });
}

/** A session written straight into the table, bound to any business (member or not). */
export async function seedSession(
  userId: string,
  businessId: string | null,
  options: { support?: boolean } = {},
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await sessionRepository(stackDb()).putSession({
    tokenHash: hashToken(token),
    userId,
    deviceId: null,
    businessId,
    createdAt: new Date(now).toISOString(),
    touchedAt: now,
    expiresAt: now + 60 * 60_000,
    support: options.support ?? false,
  });
  return token;
}

/**
 * A support session on the user's account, opened as support staff open one: the token from the
 * user's Support page exchanged at admin login (SPEC §2).
 */
export async function openSupportSession(userToken: string): Promise<string> {
  const { supportToken } = await api(userToken).ok('userSupportToken');
  const opened = await api().ok('userAdminLogin', { body: { token: supportToken } });
  if (!opened.token) throw new Error('admin login answered no token to a bearer caller');
  return opened.token;
}

/**
 * A call of `route` with an empty body and `test-id` for every path parameter not given: enough
 * to pass authentication and the permission checks, which is what the walks over the contract test.
 */
export function emptyRequest(
  route: RouteSpec,
  params: Record<string, string> = {},
): { method: string; path: string; body: object | undefined } {
  const values = Object.fromEntries(pathParamNames(route.path).map((n) => [n, params[n] ?? 'test-id']));
  return { method: route.method, path: buildPath(route.path, values), body: route.body ? {} : undefined };
}

let s3: S3Client | undefined;
/** The stack's files bucket, reached as the functions reach it. */
export function stackS3(): S3Client {
  const env = inject('stackEnv');
  s3 ??= new S3Client({
    region: 'eu-west-2',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}

export function filesBucket(): string {
  return inject('stackEnv').FILES_BUCKET as string;
}

export async function objectsUnder(prefix: string): Promise<string[]> {
  const out = await stackS3().send(new ListObjectsV2Command({ Bucket: filesBucket(), Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key as string);
}

/** How many items a business's partition holds (consistent read). */
export async function partitionItemCount(businessId: string): Promise<number> {
  const out = await stackDb().doc.send(
    new QueryCommand({
      TableName: stackDb().table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.business(businessId).pk },
      Select: 'COUNT',
      ConsistentRead: true,
    }),
  );
  return out.Count ?? 0;
}

interface SentMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
}

/** Wait for an e-mail to `address` whose subject matches, and answer it. */
export async function waitForMail(address: string, subject: RegExp): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as SentMail[];
        found = all.find((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()) && subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return found as SentMail;
}

/** A 1x1 PNG, a 1x1 GIF, and the first bytes of a JPEG and a WebP file (file-type reads magic numbers). */
export const IMAGES = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  gif: 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  jpg: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00, 0xff, 0xd9,
  ]).toString('base64'),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(14),
  ]).toString('base64'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
  text: Buffer.from('this is a text file that someone named logo.png').toString('base64'),
};
