import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hmrcRepository, keys, vatReminderRepository } from '@bk/data';
import { BusinessRole } from '@bk/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { resetConfig } from '../../functions/shared/config';
import { api as testClient } from '../support/api-client';
import { hmrcApplicationToken, hmrcUrl, linkBusinessToHmrc } from '../support/hmrc-link';
import { seedMembership, seedUser, stackDb, type SeededUser } from '../support/seed';
import { defined } from '../support/defined';

/**
 * VAT reminders end to end on the shared stack: businesses linked to the stack's HMRC emulator
 * (each with its own test user: the default obligations, the open one `18A2` due 2017-08-07),
 * the daily job fired with the scheduler's clock moved (`POST /_local/jobs/vat-reminders?time=`),
 * and the mail found in `/_local/mail.json` (only this test's recipients: other tests run at once).
 */
const baseUrl = inject('baseUrl');
const DUE = '07/08/2017';

interface Mail {
  id: string;
  to: string[];
  subject: string;
  text: string;
}

/**
 * Fire the job as if scheduled at 07:00 UTC on `day`, for these businesses only (other test files
 * run the job at other dates at the same time); answers the job's result.
 */
async function runJob(day: string, businesses: { admin: SeededUser }[]): Promise<{ failed: number; sent: number }> {
  const detail = encodeURIComponent(JSON.stringify({ businessIds: businesses.map((x) => x.admin.businessId) }));
  const res = await fetch(`${baseUrl}/_local/jobs/vat-reminders?time=${day}T07:00:00Z&detail=${detail}`, {
    method: 'POST',
  });
  const body = (await res.json()) as { ok: boolean; result: { failed: number; sent: number }; message?: string };
  expect(res.status, body.message).toBe(200);
  return body.result;
}

/** Reminder mails sent to a user so far (the job has finished sending when runJob resolves). */
async function remindersTo(user: SeededUser): Promise<Mail[]> {
  const all = (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as Mail[];
  return all.filter((m) => m.to.some((t) => t.includes(user.email)) && m.subject.startsWith('VAT Return for'));
}

/** A call through the test client, answered as status and JSON only (the tests compare the two). */
async function api(token: string | null, method: string, path: string, body?: unknown) {
  const reply = await testClient(token).raw({ method, path, ...(body !== undefined ? { body } : {}) });
  return { status: reply.status, json: reply.json as Record<string, unknown> | undefined };
}

/** A linked VAT business: its administrator, and an accountant with shared access. */
async function linkedBusiness(name: string) {
  const admin = await seedUser({ withBusiness: true, enableVat: true, businessName: name, name: 'Ada Admin' });
  const shared = await seedUser({ name: 'Sid Shared' });
  await seedMembership(
    defined(admin.businessId, 'admin.businessId'),
    shared.userId,
    shared.email,
    BusinessRole.ACCOUNTANT,
  );
  const hmrc = await linkBusinessToHmrc(baseUrl, admin.token);
  return { admin, shared, hmrc };
}

/** The disable link's id in a reminder mail. */
function disableId(mail: Mail): string {
  const match = /\/app\/vat-reminders\/([A-Za-z0-9_-]+)\/disable-all/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no disable link in:\n${mail.text}`);
  return match[1];
}

let a: Awaited<ReturnType<typeof linkedBusiness>>;
let b: Awaited<ReturnType<typeof linkedBusiness>>;

beforeAll(async () => {
  // Sequential: the emulator allows a few requests a second per application.
  a = await linkedBusiness('Reminder Bakery A');
  b = await linkedBusiness('Reminder Bakery B');
  // B: only shared-access users are reminded.
  const saved = await api(b.admin.token, 'PATCH', '/hmrc/vat-reminders/save', {
    enableAdministratorReminders: false,
    enableSharedAccessReminders: true,
  });
  expect(saved.status).toBe(200);
}, 60_000);

describe('VAT reminder settings', () => {
  it('default to administrators only, and keep what was saved', async () => {
    expect((await api(a.admin.token, 'GET', '/hmrc/vat-reminders/settings')).json).toEqual({
      enableAdministratorReminders: true,
      enableSharedAccessReminders: false,
    });
    expect((await api(b.admin.token, 'GET', '/hmrc/vat-reminders/settings')).json).toEqual({
      enableAdministratorReminders: false,
      enableSharedAccessReminders: true,
    });
  });

  it('may be changed only with the vat:settings right', async () => {
    const other = await seedUser({ withBusiness: true, role: BusinessRole.OTHER });
    const res = await api(other.token, 'PATCH', '/hmrc/vat-reminders/save', {
      enableAdministratorReminders: false,
      enableSharedAccessReminders: false,
    });
    expect(res.status).toBe(403);
    expect((await api(other.token, 'GET', '/hmrc/vat-reminders/settings')).status).toBe(200);
  });
});

describe('the daily VAT reminders job', () => {
  it('e-mails 14, 7 and 1 days before the due date, once each, as the settings say', async () => {
    await runJob('2017-07-23', [a, b]); // 15 days ahead: nothing yet
    expect(await remindersTo(a.admin)).toEqual([]);

    await runJob('2017-07-24', [a, b]);
    const first = await remindersTo(a.admin);
    expect(first).toHaveLength(1);
    expect(defined(first[0], 'first[0]').subject).toBe(`VAT Return for Reminder Bakery A due in 14 days, on ${DUE}`);
    expect(defined(first[0], 'first[0]').text).toContain(
      'for the period 01/04/2017 to 30/06/2017 is due on 07/08/2017: 14 days left',
    );
    expect(defined(first[0], 'first[0]').text).toMatch(/\/app\/hmrc\/vat-return\/18A2\/2017-04-01\/2017-06-30/);
    expect(defined(first[0], 'first[0]').text).toMatch(/\/app\/vat-reminders\/[A-Za-z0-9_-]{43}\/disable-all/);
    // Settings: A's accountant is not reminded (default), B's administrator is not, B's accountant is.
    expect(await remindersTo(a.shared)).toEqual([]);
    expect(await remindersTo(b.admin)).toEqual([]);
    expect((await remindersTo(b.shared)).map((m) => m.subject)).toEqual([
      `VAT Return for Reminder Bakery B due in 14 days, on ${DUE}`,
    ]);

    // Again the same day, and the day after: nothing new.
    await runJob('2017-07-24', [a, b]);
    await runJob('2017-07-25', [a, b]);
    expect(await remindersTo(a.admin)).toHaveLength(1);
    expect(await remindersTo(b.shared)).toHaveLength(1);

    await runJob('2017-07-31', [a, b]);
    await runJob('2017-07-31', [a, b]);
    await runJob('2017-08-06', [a, b]);
    await runJob('2017-08-07', [a, b]); // due today: too late to remind
    await runJob('2017-08-08', [a, b]);
    const all = (await remindersTo(a.admin)).map((m) => m.subject).sort();
    expect(all).toEqual(
      [
        `VAT Return for Reminder Bakery A due in 1 day, on ${DUE}`,
        `VAT Return for Reminder Bakery A due in 14 days, on ${DUE}`,
        `VAT Return for Reminder Bakery A due in 7 days, on ${DUE}`,
      ].sort(),
    );
    expect(await remindersTo(b.shared)).toHaveLength(3);
    expect(await remindersTo(b.admin)).toEqual([]);
    expect(await remindersTo(a.shared)).toEqual([]);
  });

  it('calls HMRC as a batch process, with fraud prevention headers the emulator finds no error in', async () => {
    await runJob('2017-07-24', [a]);
    const res = await fetch(
      `${hmrcUrl()}/test/fraud-prevention-headers/vat-mtd/validation-feedback?connectionMethod=BATCH_PROCESS_DIRECT`,
      {
        headers: {
          accept: 'application/vnd.hmrc.1.0+json',
          authorization: `Bearer ${await hmrcApplicationToken()}`,
        },
      },
    );
    expect(res.status).toBe(200);
    const { requests } = (await res.json()) as {
      requests: { path: string; connectionMethod: string; code: string; errors?: unknown[] }[];
    };
    const obligations = requests.find((r) => r.path.endsWith('/obligations'));
    expect(obligations).toMatchObject({ connectionMethod: 'BATCH_PROCESS_DIRECT' });
    expect(obligations?.errors ?? []).toEqual([]);
    expect(obligations?.code).not.toBe('INVALID_HEADERS');
  });

  it("sends nothing more to a user who used the mail's link to turn reminders off", async () => {
    const c = await linkedBusiness('Reminder Bakery C');
    await api(c.admin.token, 'PATCH', '/hmrc/vat-reminders/save', {
      enableAdministratorReminders: true,
      enableSharedAccessReminders: true,
    });
    await runJob('2017-07-24', [c]);
    const mail = defined((await remindersTo(c.admin))[0], 'mail');
    expect(await remindersTo(c.shared)).toHaveLength(1);
    const off = await api(null, 'PATCH', `/hmrc/vat-reminders/${disableId(mail)}/disable-all`);
    expect(off).toEqual({ status: 200, json: { ok: true } });
    // Using the link again is fine; a made-up id is not.
    expect((await api(null, 'PATCH', `/hmrc/vat-reminders/${disableId(mail)}/disable-all`)).status).toBe(200);
    expect((await api(null, 'PATCH', '/hmrc/vat-reminders/not-a-real-link-id/disable-all')).status).toBe(404);

    await runJob('2017-07-31', [c]);
    await runJob('2017-08-06', [c]);
    expect(await remindersTo(c.admin)).toHaveLength(1);
    // The other recipient still gets theirs.
    expect(await remindersTo(c.shared)).toHaveLength(3);
  });
});

describe('a missed run and a failing business', () => {
  it('sends only the latest threshold not yet sent, while due is ahead; others carry on when one fails', async () => {
    const late = await linkedBusiness('Reminder Bakery D');
    const broken = await linkedBusiness('Reminder Bakery E');
    // E's authority at HMRC is gone: its refresh fails, and its access token has expired.
    for (const action of ['revoke-refresh-tokens', 'expire-access-tokens']) {
      const res = await fetch(`${baseUrl}/_local/hmrc/${action}?userId=${broken.hmrc.userId}`, { method: 'POST' });
      expect(res.status).toBe(200);
    }
    // The job did not run on days 14 and 7 for D (it was linked later): 4 days ahead, one reminder.
    const result = await runJob('2017-08-03', [late, broken]);
    expect(result.failed).toBe(1);
    expect((await remindersTo(late.admin)).map((m) => m.subject)).toEqual([
      `VAT Return for Reminder Bakery D due in 4 days, on ${DUE}`,
    ]);
    expect(await remindersTo(broken.admin)).toEqual([]);
    await runJob('2017-08-04', [late, broken]);
    expect(await remindersTo(late.admin)).toHaveLength(1);
  });
});

describe('the index of linked businesses', () => {
  it('lists a link saved before the index existed once its tokens are next refreshed', async () => {
    const f = await linkedBusiness('Reminder Bakery G');
    const db = stackDb();
    const businessId = defined(f.admin.businessId, 'f.admin.businessId');
    // As a link item written before the index: no GSI1 entry.
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: keys.hmrcLink(businessId),
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      }),
    );
    expect(await vatReminderRepository(db).listHmrcLinkedBusinessIds()).not.toContain(businessId);
    const link = defined(await hmrcRepository(db).getHmrcLink(businessId), 'link');
    expect(
      await hmrcRepository(db).replaceHmrcTokens(businessId, link.tokens, link.version, new Date().toISOString()),
    ).toBe(true);
    expect(await vatReminderRepository(db).listHmrcLinkedBusinessIds()).toContain(businessId);
  });
});

describe('silent mode (FEATURE_VAT_REMINDERS_SILENT)', () => {
  it('works the reminders out and logs them, but sends and records nothing', async () => {
    const f = await linkedBusiness('Reminder Bakery F');
    // The daily run finds linked businesses through the link's sparse index entry.
    expect(await vatReminderRepository(stackDb()).listHmrcLinkedBusinessIds()).toContain(f.admin.businessId);
    // The job run here, on the stack's table and emulator, with silent mode on.
    const envBefore = { ...process.env };
    Object.assign(process.env, inject('stackEnv'), { FEATURE_VAT_REMINDERS_SILENT: 'true', LOG_LEVEL: 'SILENT' });
    resetConfig();
    try {
      const { handler } = await import('../../functions/jobs/vat-reminders/index');
      const result = await handler({ time: '2017-07-31T07:00:00Z', detail: { businessIds: [f.admin.businessId] } });
      expect(result).toMatchObject({ silent: true, businesses: 1, checked: 1, failed: 0, sent: 1 });
    } finally {
      process.env = envBefore;
      resetConfig();
    }
    expect(await remindersTo(f.admin)).toEqual([]);
    // Silent mode recorded nothing as sent: once it is off, that day's reminder goes.
    await runJob('2017-07-31', [f]);
    expect((await remindersTo(f.admin)).map((m) => m.subject)).toEqual([
      `VAT Return for Reminder Bakery F due in 7 days, on ${DUE}`,
    ]);
  });
});
