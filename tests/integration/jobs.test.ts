import { randomUUID } from 'node:crypto';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditRepository, jobRepository, keys } from '@bk/data';
import { BusinessRole } from '@bk/domain';
import { seedMembership, seedUser, stackDb } from '../support/seed';

/**
 * Background jobs through the local stand-in of Lambda's Invoke API (decision 0012): the same
 * SDK call `functions/shared/jobs.ts` makes, against the stack's LAMBDA_ENDPOINT, running the
 * real `functions/jobs/delete-business` handler against the stack's DynamoDB and S3.
 */
const env = inject('stackEnv');
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let lambda: LambdaClient;
let s3: S3Client;

beforeAll(() => {
  lambda = new LambdaClient({ region: 'eu-west-2', endpoint: env.LAMBDA_ENDPOINT, credentials });
  s3 = new S3Client({
    region: 'eu-west-2',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});
afterAll(() => {
  lambda.destroy();
  s3.destroy();
});

const bucket = () => env.FILES_BUCKET as string;

async function putObject(key: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: 'x', ContentType: 'text/plain' }));
}
async function objectsUnder(prefix: string): Promise<string[]> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key as string);
}
async function partitionItems(businessId: string): Promise<number> {
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

/** A business with members, 60 audit entries (more than two BatchWrite calls) and three files. */
async function businessWithData() {
  const owner = await seedUser({ withBusiness: true, businessName: 'Doomed Ltd' });
  const employee = await seedUser();
  const businessId = owner.businessId as string;
  await seedMembership(businessId, employee.userId, employee.email, BusinessRole.EMPLOYEE);
  const audit = auditRepository(stackDb());
  for (let i = 0; i < 60; i++) {
    await audit.putAuditEntry({
      id: randomUUID(),
      event: 'sign-in',
      userId: null,
      userEmail: null,
      businessId,
      detail: `entry ${i}`,
      ipAddress: null,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    });
  }
  for (const name of ['logo/a.png', 'attachments/1/receipt.jpg', 'attachments/2/bill.pdf'])
    await putObject(`business/${businessId}/${name}`);
  return { owner, employee, businessId };
}

async function newJob(businessId: string): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await jobRepository(stackDb()).putJob({
    id,
    kind: 'delete-business',
    subject: { businessId },
    status: 'pending',
    progress: 0,
    error: null,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

const payload = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

describe('delete-business job through the Invoke API', () => {
  it('deletes every item of the partition and every file of the business, and nothing else', async () => {
    // Arrange
    const doomed = await businessWithData();
    const other = await businessWithData();
    expect(await partitionItems(doomed.businessId)).toBe(63); // business, 2 members, 60 audit
    const jobId = await newJob(doomed.businessId);
    // Act
    const out = await lambda.send(
      new InvokeCommand({
        FunctionName: 'delete-business',
        InvocationType: 'RequestResponse',
        Payload: payload({ jobId }),
      }),
    );
    // Assert
    expect(out.FunctionError).toBeUndefined();
    expect(JSON.parse(new TextDecoder().decode(out.Payload))).toEqual({ removed: 66 });
    expect(await partitionItems(doomed.businessId)).toBe(0);
    expect(await objectsUnder(`business/${doomed.businessId}/`)).toEqual([]);
    const job = await jobRepository(stackDb()).getJob(jobId);
    expect(job).toMatchObject({ status: 'done', progress: 66, error: null });
    // The memberships went with the partition, so neither user lists the business any more.
    const { businessRepository } = await import('@bk/data');
    for (const u of [doomed.owner, doomed.employee]) {
      const ids = (await businessRepository(stackDb()).listMembershipsOfUser(u.userId)).map((m) => m.businessId);
      expect(ids).not.toContain(doomed.businessId);
    }
    // The other business is untouched.
    expect(await partitionItems(other.businessId)).toBe(63);
    expect(await objectsUnder(`business/${other.businessId}/`)).toHaveLength(3);
  });

  it('runs in the background with InvocationType Event, and a second run finds nothing to do', async () => {
    const doomed = await businessWithData();
    const first = await newJob(doomed.businessId);
    const out = await lambda.send(
      new InvokeCommand({
        FunctionName: 'delete-business',
        InvocationType: 'Event',
        Payload: payload({ jobId: first }),
      }),
    );
    expect(out.StatusCode).toBe(202);
    await expect
      .poll(async () => (await jobRepository(stackDb()).getJob(first))?.status, { timeout: 20_000, interval: 100 })
      .toBe('done');
    expect(await partitionItems(doomed.businessId)).toBe(0);
    // Idempotent: Lambda may retry a run; deleting what is gone removes nothing and succeeds.
    const again = await newJob(doomed.businessId);
    const retry = await lambda.send(
      new InvokeCommand({ FunctionName: 'delete-business', Payload: payload({ jobId: again }) }),
    );
    expect(JSON.parse(new TextDecoder().decode(retry.Payload))).toEqual({ removed: 0 });
    expect((await jobRepository(stackDb()).getJob(again))?.status).toBe('done');
  });

  it('does nothing for an unknown job id', async () => {
    const out = await lambda.send(
      new InvokeCommand({ FunctionName: 'delete-business', Payload: payload({ jobId: randomUUID() }) }),
    );
    expect(out.FunctionError).toBeUndefined();
    expect(JSON.parse(new TextDecoder().decode(out.Payload))).toEqual({ removed: 0 });
  });
});
