import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { BusinessRole, MESSAGES } from '@bk/domain';
import { businessRepository, jobRepository, keys, sessionRepository, userRepository } from '@bk/data';
import { handler as deleteAccountJob } from '../../functions/jobs/delete-account/index';
import { seedBusiness, seedMembership, seedUser, stackDb } from '../support/seed';
import { call, newIp, STRONG_PASSWORD, waitForMails } from './user-helpers';
import { defined } from '../support/defined';

async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const db = stackDb();
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return out.Items ?? [];
}

describe('account deletion', () => {
  it('needs the exact e-mail address typed', async () => {
    const u = await seedUser();
    const res = await call('DELETE', '/user', { token: u.token, body: { email: 'someone-else@example.test' } });
    expect([res.status, res.json]).toEqual([
      400,
      {
        message: MESSAGES.validation,
        errors: [{ field: 'email', message: 'Type your email address exactly to confirm' }],
      },
    ]);
    const blank = await call('DELETE', '/user', { token: u.token, body: {} });
    expect(blank.json.errors).toEqual([{ field: 'email', message: 'Field is required' }]);
    expect((await call('GET', '/user', { token: u.token })).status).toBe(200);
  });

  it('removes the user, sessions and sole-admin businesses; keeps shared ones; mails a confirmation', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD, withBusiness: true, name: 'Leaving Larry' });
    const soloBusiness = defined(u.businessId, 'u.businessId');
    const partner = await seedUser({ withBusiness: true });
    // A business Larry co-administers with partner: it stays, without Larry.
    const shared = await seedBusiness({
      name: 'Shared',
      enableVat: false,
      ownerId: partner.userId,
      ownerEmail: partner.email,
    });
    await seedMembership(shared, u.userId, u.email, BusinessRole.ADMINISTRATOR);
    // A business where Larry is an accountant: it stays, without Larry.
    await seedMembership(defined(partner.businessId, 'partner.businessId'), u.userId, u.email, BusinessRole.ACCOUNTANT);
    const otherSession = await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } });
    await call('GET', '/user/support-token', { token: u.token });

    const res = await call('DELETE', '/user', { token: u.token, body: { email: u.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(['deleted', 'in-progress']).toContain(res.json.status);
    expect((await call('GET', '/user', { token: u.token })).status).toBe(401);
    expect((await call('GET', '/user', { token: otherSession.json.token })).status).toBe(401);

    // The job mails last, so once the mail is there the deletion is complete (even if the
    // request answered "in progress").
    const mail = defined((await waitForMails(u.email, 1, 30_000))[0], 'mail');
    expect(mail.subject).toBe('Your Bookkeeper account has been deleted');
    expect(mail.text).toContain('Hello Leaving Larry,');

    expect(await partition(keys.user(u.userId).pk)).toEqual([]);
    expect(await userRepository(stackDb()).getUserIdByEmail(u.email)).toBeNull();
    expect(await sessionRepository(stackDb()).listSessionsOfUser(u.userId)).toEqual([]);
    expect(await partition(keys.business(soloBusiness).pk)).toEqual([]);
    const businesses = businessRepository(stackDb());
    expect(await businesses.getBusiness(shared)).not.toBeNull();
    expect(await businesses.getMembership(shared, u.userId)).toBeNull();
    expect(await businesses.getMembership(shared, partner.userId)).not.toBeNull();
    expect(await businesses.getBusiness(defined(partner.businessId, 'partner.businessId'))).not.toBeNull();
    expect(await businesses.getMembership(defined(partner.businessId, 'partner.businessId'), u.userId)).toBeNull();
    expect(await businesses.listMembershipsOfUser(u.userId)).toEqual([]);
    expect((await call('GET', '/user', { token: partner.token })).status).toBe(200);
    // The address is free again.
    expect(
      (await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } })).status,
    ).toBe(400);
  });

  it('the job is idempotent: a second run finds nothing left and changes nothing', async () => {
    const u = await seedUser({ withBusiness: true });
    const jobId = randomUUID();
    const now = new Date().toISOString();
    const jobs = jobRepository(stackDb());
    await jobs.putJob({
      id: jobId,
      kind: 'delete-account',
      subject: { userId: u.userId, email: u.email, name: u.name },
      status: 'pending',
      progress: 0,
      error: null,
      createdAt: now,
      updatedAt: now,
    });
    const first = await deleteAccountJob({ jobId });
    expect(first.removed).toBeGreaterThan(2);
    expect((await jobs.getJob(jobId))?.status).toBe('done');
    await jobs.updateJob(jobId, { status: 'running', updatedAt: now });
    const second = await deleteAccountJob({ jobId });
    expect(second.removed).toBe(0);
    expect((await jobs.getJob(jobId))?.status).toBe('done');
    expect(await partition(keys.user(u.userId).pk)).toEqual([]);
    expect(await partition(keys.business(defined(u.businessId, 'u.businessId')).pk)).toEqual([]);
  });
});
