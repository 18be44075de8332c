import { randomUUID } from 'node:crypto';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  accountRepository,
  attachmentRepository,
  deleteMarkedAccount,
  jobRepository,
  ledgerRepository,
} from '@bk/data';
import { BANK_ACCOUNT_MESSAGES } from '@bk/domain';
import { api, type Reply } from '../support/api-client';
import { seedUser, stackDb } from '../support/seed';
import { filesBucket, objectsUnder, stackS3 } from '../integration/business-support';
import { addAccount, addTx } from '../integration/ledger-support';
import { finishBody } from '../integration/csv-import-support';
import { expectBooksExact, seedTransactions, waitUntilGone } from './account-deletion-support';

/**
 * Deleting a bank account runs as a job (decision 0053): the request marks the account as being
 * deleted and answers at once; every ledger write that touches it is refused with a 409 in plain
 * words; the job deletes a chunk at a time with the totals each chunk moves, so the books are
 * right whenever it stops, and a retried run finishes the work.
 */
const lambda = new LambdaClient({
  region: 'eu-west-2',
  endpoint: inject('stackEnv').LAMBDA_ENDPOINT,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
afterAll(() => lambda.destroy());

async function invokeJob(jobId: string): Promise<{ removed: number }> {
  const out = await lambda.send(
    new InvokeCommand({
      FunctionName: 'delete-bank-account',
      Payload: new TextEncoder().encode(JSON.stringify({ jobId })),
    }),
  );
  expect(out.FunctionError, new TextDecoder().decode(out.Payload)).toBeUndefined();
  return JSON.parse(new TextDecoder().decode(out.Payload)) as { removed: number };
}

/** A business with a default account of `n` transactions and a second account with two. */
async function businessWithBigAccount(n: number) {
  const u = await seedUser({ withBusiness: true });
  const businessId = u.businessId as string;
  const big = await addAccount(u.token, 'Current', true);
  const other = await addAccount(u.token, 'Savings');
  const seeded = await seedTransactions(businessId, big, n);
  const kept = [];
  for (const amount of [12.34, -5.6])
    kept.push(
      (await addTx(u.token, {
        date: '2025-06-01',
        desc: 'Kept',
        transactionTypeId: 1,
        categoryId: 'sales',
        amount,
        accountId: other,
      })) as { id: string; updatedDate: string },
    );
  return { token: u.token, businessId, big, other, seeded, kept };
}

type Setup = Awaited<ReturnType<typeof businessWithBigAccount>>;

/** Every kind of ledger write that would touch the big account. */
function writesTouching(s: Setup): Promise<Reply>[] {
  const c = api(s.token);
  const [tx] = s.seeded;
  const [moved] = s.kept;
  if (!tx || !moved) throw new Error('nothing seeded');
  const body = {
    date: '2025-06-02',
    desc: 'New',
    transactionTypeId: 1,
    categoryId: 'sales',
    amount: 9,
    accountId: s.big,
  };
  return [
    c.call('transactionCreate', { body }),
    c.call('transactionUpdate', { params: { id: tx.id }, body: { ...body, updatedDate: tx.updatedDate } }),
    c.call('transactionUpdate', { params: { id: moved.id }, body: { ...body, updatedDate: moved.updatedDate } }),
    c.call('transactionSplit', { params: { id: tx.id }, body: { splitAmount: 1, updatedDate: tx.updatedDate } }),
    c.call('transactionDelete', { params: { id: tx.id }, body: { updatedDate: tx.updatedDate } }),
    c.call('accountUpdate', { params: { id: s.big }, body: { name: 'Renamed', isMain: false } }),
    c.call('accountUpdate', { params: { id: s.big }, body: { name: 'Current', isMain: true } }),
    c.call('accountUpdate', {
      params: { id: s.big },
      body: { name: 'Current', isMain: false, openingBalance: 10, openingDate: '2025-01-01' },
    }),
    c.call('transactionImportFinish', { body: finishBody(s.big, [['03/03/2025', '1.00', 'Imported', 'Sales', '']]) }),
  ];
}

describe('deleting a bank account (a job)', () => {
  it('answers before the job has finished, refuses writes to the account meanwhile, and leaves exact books', async () => {
    const s = await businessWithBigAccount(600);
    const reply = await api(s.token).call('accountDelete', { params: { id: s.big } });
    expect(reply.status, reply.text).toBe(200);
    // Answered without waiting for the job: more than a few transactions are never waited for.
    expect(reply.json).toEqual({ status: 'in-progress' });
    const stored = await accountRepository(stackDb()).getAccount(s.businessId, s.big);
    expect(stored?.deletionJobId).toEqual(expect.any(String));
    const job = await jobRepository(stackDb()).getJob(stored?.deletionJobId ?? '');
    expect(job?.kind).toBe('delete-bank-account');

    // Writes racing the job: each is refused while the account is there (or finds it gone).
    for (const r of await Promise.all(writesTouching(s))) {
      expect([409, 404, 400], r.text).toContain(r.status);
      if (r.status === 409) expect(r.json.message).toBe(BANK_ACCOUNT_MESSAGES.deleting);
    }
    await waitUntilGone(s.token, s.big);
    const accounts = await api(s.token).ok('accountList');
    expect(accounts.map((a) => [a.id, a.isMain, a.balance])).toEqual([[s.other, true, 6.74]]);
    await expectBooksExact(s.token, s.businessId);
  });

  it('refuses every write to an account being deleted with a plain 409, and shows it as being deleted', async () => {
    const s = await businessWithBigAccount(12);
    const imported = await api(s.token).ok('transactionImportFinish', {
      body: finishBody(s.big, [['02/02/2025', '3.00', 'Imported before', 'Sales', '']]),
    });
    const jobId = randomUUID();
    await putJob(jobId, s.businessId, s.big, 13);
    expect(await markDeleting(s.businessId, s.big, jobId, s.other)).toBe(true);

    const removal = api(s.token).call('transactionImportDelete', { params: { id: imported.id } });
    for (const r of await Promise.all([...writesTouching(s), removal])) {
      expect(r.status, r.text).toBe(409);
      expect(r.json.message).toBe(BANK_ACCOUNT_MESSAGES.deleting);
    }
    // The refused removal left the import as it was, for the job to delete with the account.
    expect((await api(s.token).ok('transactionImportList')).map((i) => i.id)).toContain(imported.id);
    const accounts = await api(s.token).ok('accountList');
    expect(accounts.map((a) => [a.id, a.isMain, a.deletion])).toEqual([
      [s.big, false, { progress: 0, failed: false }],
      [s.other, true, undefined],
    ]);
    // Asked again while its job runs: nothing new starts.
    expect((await api(s.token).ok('accountDelete', { params: { id: s.big } })).status).toBe('in-progress');
    expect((await accountRepository(stackDb()).getAccount(s.businessId, s.big))?.deletionJobId).toBe(jobId);
    await expectBooksExact(s.token, s.businessId);
  });

  it('keeps the books exact when the job stops after a chunk, and a retry finishes it, files too', async () => {
    const s = await businessWithBigAccount(150);
    const withFiles = s.seeded.slice(0, 2);
    for (const tx of withFiles) await attachFile(s.businessId, tx.id);
    await ledgerRepository(stackDb()).applyTransactionChange(
      s.businessId,
      withFiles,
      withFiles.map((t) => ({ ...t, attachments: 1, updatedDate: new Date().toISOString() })),
    );
    const jobId = randomUUID();
    await putJob(jobId, s.businessId, s.big, 150);
    expect(await markDeleting(s.businessId, s.big, jobId, s.other)).toBe(true);

    // The Lambda is killed after its first chunk: what is left is consistent.
    const removeFile = async (key: string) => {
      await stackS3().send(new DeleteObjectCommand({ Bucket: filesBucket(), Key: key }));
    };
    const killed = deleteMarkedAccount(stackDb(), removeFile, s.businessId, s.big, async () => {
      throw new Error('killed');
    });
    await expect(killed).rejects.toThrow('killed');
    await jobRepository(stackDb()).updateJob(jobId, {
      status: 'failed',
      error: 'killed',
      updatedAt: new Date().toISOString(),
    });
    const left = (await api(s.token).ok('accountList')).find((a) => a.id === s.big);
    expect(left?.deletion).toEqual({ progress: 0, failed: true });
    await expectBooksExact(s.token, s.businessId);

    // Lambda's retry (twice: the second finds nothing left).
    expect((await invokeJob(jobId)).removed).toBeGreaterThan(0);
    expect(await invokeJob(jobId)).toEqual({ removed: 0 });
    expect((await jobRepository(stackDb()).getJob(jobId))?.status).toBe('done');
    expect((await api(s.token).ok('accountList')).map((a) => a.id)).toEqual([s.other]);
    expect(await objectsUnder(`business/${s.businessId}/attachments/`)).toEqual([]);
    await expectBooksExact(s.token, s.businessId);
  });

  it('lets the person try again after the deletion failed', async () => {
    const s = await businessWithBigAccount(20);
    const jobId = randomUUID();
    await putJob(jobId, s.businessId, s.big, 20);
    expect(await markDeleting(s.businessId, s.big, jobId, s.other)).toBe(true);
    await jobRepository(stackDb()).updateJob(jobId, {
      status: 'failed',
      error: 'gave up',
      updatedAt: new Date().toISOString(),
    });
    expect((await api(s.token).ok('accountList'))[0]?.deletion).toEqual({ progress: 0, failed: true });

    const again = await api(s.token).ok('accountDelete', { params: { id: s.big } });
    expect(['deleted', 'in-progress']).toContain(again.status);
    await waitUntilGone(s.token, s.big);
    await expectBooksExact(s.token, s.businessId);
  });
});

async function putJob(jobId: string, businessId: string, accountId: string, total: number) {
  const at = new Date().toISOString();
  await jobRepository(stackDb()).putJob({
    id: jobId,
    kind: 'delete-bank-account',
    subject: { businessId, accountId, total: String(total) },
    status: 'running',
    progress: 0,
    error: null,
    createdAt: at,
    updatedAt: at,
  });
}

/** What the request does before it starts the job: mark the account, the default moving on. */
async function markDeleting(businessId: string, accountId: string, jobId: string, nextDefault: string) {
  const repo = accountRepository(stackDb());
  return repo.markDeleting(businessId, accountId, {
    jobId,
    previousJobId: null,
    seenDefault: await repo.getDefaultAccountId(businessId),
    nextDefault,
  });
}

async function attachFile(businessId: string, txId: string) {
  const id = randomUUID();
  const fileKey = `business/${businessId}/attachments/${id}/receipt.txt`;
  await stackS3().send(new PutObjectCommand({ Bucket: filesBucket(), Key: fileKey, Body: 'x' }));
  await attachmentRepository(stackDb()).putAttachment(businessId, {
    id,
    transactionId: txId,
    fileName: 'receipt.txt',
    desc: '',
    contentType: 'text/plain',
    size: 1,
    fileKey,
    confirmed: true,
    created: new Date().toISOString(),
  });
}
