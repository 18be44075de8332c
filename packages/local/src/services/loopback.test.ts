import { existsSync, readFileSync } from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS } from '../env';
import { createStackLogger } from '../log';
import { localDynamoClient, startDynamoDb, type RunningDynamoDb } from './dynamodb';
import { freePorts } from './ports';
import { isSigned, startS3, type RunningS3 } from './s3';

/**
 * The local addresses listening on a TCP port, read from the kernel's socket tables: no packet
 * is sent, so nothing but this machine's own tables is touched.
 */
function listeners(port: number): string[] {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // State 0A is LISTEN.
      if (!local || state !== '0A' || !local.endsWith(`:${hex}`)) continue;
      found.push(local.slice(0, local.indexOf(':')));
    }
  }
  return found;
}

/** 127.0.0.1 as the kernel writes it: little-endian in tcp, IPv4-mapped in tcp6 (Java's sockets). */
const LOOPBACK_FORMS = ['0100007F', '0000000000000000FFFF00000100007F'];

describe('DynamoDB Local on loopback', () => {
  let db: RunningDynamoDb;
  let port: number;
  beforeAll(async () => {
    [port] = (await freePorts(1)) as [number];
    db = await startDynamoDb({
      port,
      inMemory: true,
      corsOrigin: 'http://127.0.0.1:1',
      logger: createStackLogger({ quiet: true }),
      quiet: true,
    });
  }, 90_000);
  afterAll(() => db.stop());

  it.runIf(process.platform === 'linux')('listens on 127.0.0.1 only, and answers there', async () => {
    const found = listeners(port);
    expect(found.length).toBeGreaterThan(0);
    for (const address of found) expect(LOOPBACK_FORMS).toContain(address);
    const client = localDynamoClient(db.endpoint);
    try {
      expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual([]);
    } finally {
      client.destroy();
    }
  });
});

describe('s3rver on loopback, signed requests only', () => {
  let s3: RunningS3;
  let port: number;
  const bucket = 'loopback-test';
  const client = (credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_CREDENTIALS) =>
    new S3Client({
      endpoint: s3.endpoint,
      region: 'eu-west-2',
      forcePathStyle: true,
      credentials,
      maxAttempts: 1,
    });

  beforeAll(async () => {
    [port] = (await freePorts(1)) as [number];
    s3 = await startS3({ port, inMemory: true, bucket, allowedOrigins: ['http://127.0.0.1:1'] });
  });
  afterAll(() => s3.stop());

  it.runIf(process.platform === 'linux')('listens on 127.0.0.1 only', () => {
    expect(listeners(port)).toEqual([LOOPBACK_FORMS[0]]);
  });

  it('refuses anonymous listing and writing, and a wrong key; answers the stack key', async () => {
    expect((await fetch(`${s3.endpoint}/${bucket}`)).status).toBe(403);
    expect((await fetch(`${s3.endpoint}/`)).status).toBe(403);
    expect((await fetch(`${s3.endpoint}/${bucket}/a.txt`, { method: 'PUT', body: 'x' })).status).toBe(403);
    const wrong = client({ accessKeyId: 'SOMEONE', secretAccessKey: 'ELSE' });
    await expect(wrong.send(new ListObjectsV2Command({ Bucket: bucket }))).rejects.toThrow();
    const listed = await client().send(new ListObjectsV2Command({ Bucket: bucket }));
    expect(listed.KeyCount ?? 0).toBe(0);
  });

  it('lets through CORS preflights and the browser upload form, which carries its signature in the body', () => {
    const ctx = { path: `/${bucket}`, query: {}, headers: {} };
    expect(isSigned({ ...ctx, method: 'OPTIONS' })).toBe(true);
    expect(isSigned({ ...ctx, method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } })).toBe(
      true,
    );
    expect(isSigned({ ...ctx, method: 'GET' })).toBe(false);
    expect(
      isSigned({ ...ctx, method: 'POST', path: `/${bucket}/key`, headers: { 'content-type': 'multipart/form-data' } }),
    ).toBe(false);
    expect(isSigned({ ...ctx, method: 'GET', query: { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' } })).toBe(true);
  });
});
