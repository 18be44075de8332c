import { describe, expect, it } from 'vitest';
import { addDays, itsaTaxYearOf } from '@bk/domain';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { baseUrl, call } from './business-support';
import { itsaBusiness, linkForIncomeTax, pressKey } from './itsa-support';

/**
 * Income Tax reminders in the daily reminder run (decision 0068): the chosen number of days before
 * HMRC's due date, once, and none for a quarter already sent. The job is fired with its clock set
 * (`POST /_local/jobs/vat-reminders?time=`), for this test's business only.
 */

async function runJob(day: string, businessId: string): Promise<{ incomeTaxSent: number; incomeTaxFailed: number }> {
  const detail = encodeURIComponent(JSON.stringify({ businessIds: [businessId] }));
  const res = await fetch(`${baseUrl}/_local/jobs/vat-reminders?time=${day}T07:00:00Z&detail=${detail}`, {
    method: 'POST',
  });
  const body = (await res.json()) as { result: { incomeTaxSent: number; incomeTaxFailed: number } };
  expect(res.status).toBe(200);
  return body.result;
}

async function remindersTo(email: string): Promise<{ subject: string; text: string }[]> {
  const all = (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as {
    to: string[];
    subject: string;
    text: string;
  }[];
  return all.filter((m) => m.to.some((t) => t.includes(email)) && m.subject.startsWith('Income Tax update for'));
}

describe('Income Tax reminders', () => {
  it('go the chosen days before HMRC’s due date, once, and not for a quarter already sent', async () => {
    const b = await itsaBusiness();
    const user = await linkForIncomeTax(b.token);
    const client = api(b.token);
    const listed = defined((await client.ok('itsaBusinesses', { body: { nino: user.nino } }))[0], 'a business');
    await client.ok('itsaSettingsSave', { body: { nino: user.nino, businessId: listed.businessId, reminderDays: 7 } });
    const taxYear = itsaTaxYearOf(new Date().toISOString().slice(0, 10));
    const o = await client.ok('itsaObligations', { params: { taxYear } });
    const last = defined(o.quarterly.at(-1), 'the last quarter');

    expect((await runJob(addDays(last.dueDate, -8), b.businessId)).incomeTaxSent).toBe(0);
    expect(await runJob(addDays(last.dueDate, -7), b.businessId)).toEqual(
      expect.objectContaining({ incomeTaxSent: 1, incomeTaxFailed: 0 }),
    );
    await runJob(addDays(last.dueDate, -7), b.businessId);
    await runJob(addDays(last.dueDate, -3), b.businessId);
    const mails = await remindersTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('7 days left');

    const first = o.quarterly.find((q) => q.submittable);
    if (!first) return; // Early in a tax year no quarter may be sent yet: the rest needs one sent.
    const sent = await call('POST', '/hmrc/itsa/submissions', {
      token: b.token,
      body: {
        taxYear,
        periodEnd: first.periodEnd,
        consolidated: false,
        declaration: true,
        amend: false,
        idempotencyKey: pressKey(),
      },
    });
    expect(sent.status, sent.text).toBe(201);
    expect((await runJob(addDays(first.dueDate, -7), b.businessId)).incomeTaxSent).toBe(0);
    expect(await remindersTo(b.email)).toHaveLength(1);
  });
});
