import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { startStack, type Stack } from './stack';
import { groupAlive } from './services/child';
import { LOCAL_CREDENTIALS } from './env';
import type { LocalMail } from './mail/mapping';
import { defined } from '../../../tests/support/defined';

/**
 * The real stack (DynamoDB Local, s3rver, SES sink, gateway) in memory on free ports. Handler
 * behaviour is covered by tests/integration; this proves the plumbing the handlers rely on.
 */
describe('local stack', () => {
  let stack: Stack;
  const credentials = LOCAL_CREDENTIALS;

  beforeAll(async () => {
    stack = await startStack({ port: 0, inMemory: true, quiet: true, scheduler: false });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
  }, 30_000);

  it('listens on loopback and sets the environment the functions read', () => {
    expect(stack.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(process.env.TABLE_NAME).toBe(stack.tableName);
    expect(process.env.DYNAMODB_ENDPOINT).toBe(stack.endpoints.dynamodb);
    expect(stack.env).toMatchObject({
      STAGE: 'local',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      APP_URL: `http://localhost:${stack.ports.gateway}/app`,
      VALIDATE_RESPONSES: 'true',
    });
  });

  it('redirects / to /app/ and serves deep links as HTML', async () => {
    const root = await fetch(`${stack.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/app/');
    const deep = await fetch(`${stack.url}/app/some/deep/link`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toContain('text/html');
    expect(await deep.text()).toMatch(/<html|npm run build:web/i);
  });

  it('creates the table with its GSI and TTL enabled', async () => {
    const client = new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: 'eu-west-2', credentials });
    const { Table } = await client.send(new DescribeTableCommand({ TableName: stack.tableName }));
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: stack.tableName }));
    client.destroy();
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.GlobalSecondaryIndexes?.map((i) => [i.IndexName, i.Projection?.ProjectionType])).toEqual([
      ['gsi1', 'ALL'],
    ]);
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' });
  });

  it('stores and returns objects in the files bucket', async () => {
    const s3 = new S3Client({
      endpoint: stack.endpoints.s3,
      region: 'eu-west-2',
      credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.bucket,
        Key: 'receipts/a.txt',
        Body: 'Receipt £12.50',
        ContentType: 'text/plain',
      }),
    );
    const got = await s3.send(new GetObjectCommand({ Bucket: stack.bucket, Key: 'receipts/a.txt' }));
    expect(await got.Body?.transformToString()).toBe('Receipt £12.50');
    const preflight = await fetch(`${stack.endpoints.s3}/${stack.bucket}/receipts/b.txt`, {
      method: 'OPTIONS',
      headers: { origin: `http://localhost:${stack.ports.gateway}`, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(200);
    s3.destroy();
  });

  it('shows mail sent through SES in /_local/mail.json and /_local/mail', async () => {
    expect(await (await fetch(`${stack.url}/_local/mail.json`)).json()).toEqual([]);
    const ses = new SESv2Client({ endpoint: stack.endpoints.ses, region: 'eu-west-2', credentials });
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: stack.env.MAIL_FROM,
        Destination: { ToAddresses: ['owner@example.test'] },
        Content: {
          Simple: {
            Subject: { Data: 'Verify your e-mail' },
            Body: { Text: { Data: 'Open http://localhost/app/verify' }, Html: { Data: '<p>Verify</p>' } },
          },
        },
      }),
    );
    ses.destroy();
    const mails = (await (await fetch(`${stack.url}/_local/mail.json`)).json()) as LocalMail[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: ['owner@example.test'],
      from: 'no-reply@bookkeeper.local',
      subject: 'Verify your e-mail',
      text: 'Open http://localhost/app/verify',
      html: '<p>Verify</p>',
    });
    expect(Date.parse(defined(mails[0], 'mails[0]').date)).toBeGreaterThan(Date.now() - 60_000);
    const page = await (await fetch(`${stack.url}/_local/mail`)).text();
    expect(page).toContain('Verify your e-mail');
  });

  it('stops everything, DynamoDB Local included, and restores the environment', async () => {
    const pid = stack.pids.dynamodb as number;
    expect(groupAlive(pid)).toBe(true);
    await stack.stop();
    expect(groupAlive(pid)).toBe(false);
    await expect(fetch(`${stack.url}/_local/health`)).rejects.toThrow();
    expect(process.env.DYNAMODB_ENDPOINT).not.toBe(stack.endpoints.dynamodb);
  }, 30_000);
});

describe('local stack with a data directory', () => {
  it('keeps table items, objects and sent mail across a restart', async () => {
    // Prepare
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bk-data-'));
    const credentials = LOCAL_CREDENTIALS;
    const item = { pk: { S: 'TEST#persist' }, sk: { S: 'A' }, note: { S: '£1' } };
    try {
      // Act: write through the first run
      const first = await startStack({ port: 0, dataDir, quiet: true, scheduler: false });
      try {
        const ddb = new DynamoDBClient({ endpoint: first.endpoints.dynamodb, region: 'eu-west-2', credentials });
        await ddb.send(new PutItemCommand({ TableName: first.tableName, Item: item }));
        ddb.destroy();
        const s3 = new S3Client({
          endpoint: first.endpoints.s3,
          region: 'eu-west-2',
          credentials,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        });
        await s3.send(new PutObjectCommand({ Bucket: first.bucket, Key: 'k.txt', Body: 'kept' }));
        s3.destroy();
        const ses = new SESv2Client({ endpoint: first.endpoints.ses, region: 'eu-west-2', credentials });
        await ses.send(
          new SendEmailCommand({
            FromEmailAddress: 'a@example.test',
            Destination: { ToAddresses: ['b@example.test'] },
            Content: { Simple: { Subject: { Data: 'Kept' }, Body: { Text: { Data: 'x' } } } },
          }),
        );
        ses.destroy();
      } finally {
        await first.stop();
      }
      // Assess: read through the second run, on new ports
      const second = await startStack({ port: 0, dataDir, quiet: true, scheduler: false });
      try {
        const ddb = new DynamoDBClient({ endpoint: second.endpoints.dynamodb, region: 'eu-west-2', credentials });
        const got = await ddb.send(
          new GetItemCommand({ TableName: second.tableName, Key: { pk: item.pk, sk: item.sk } }),
        );
        ddb.destroy();
        expect(got.Item).toEqual(item);
        const s3 = new S3Client({
          endpoint: second.endpoints.s3,
          region: 'eu-west-2',
          credentials,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        });
        const obj = await s3.send(new GetObjectCommand({ Bucket: second.bucket, Key: 'k.txt' }));
        expect(await obj.Body?.transformToString()).toBe('kept');
        s3.destroy();
        const mails = (await (await fetch(`${second.url}/_local/mail.json`)).json()) as LocalMail[];
        expect(mails.map((m) => m.subject)).toEqual(['Kept']);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
