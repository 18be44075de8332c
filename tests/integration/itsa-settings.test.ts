import { describe, expect, it } from 'vitest';
import { BusinessRole, itsaTaxYearOf, NINO_MESSAGES } from '@bk/domain';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { seedUser } from '../support/seed';
import { ITSA_RELINK_REQUIRED } from '../../functions/hmrc/itsa-context';
import { ITSA_MESSAGES } from '../../functions/hmrc/itsa-errors';
import { call } from './business-support';
import { itsaBusiness, linkForIncomeTax, pressKey } from './itsa-support';

/** Income Tax settings (decision 0068): the owner's NINO, HMRC's business, the quarter type, who may change them. */

describe('Income Tax settings', () => {
  it('say what is missing before the link, and check the NINO in plain words', async () => {
    const { token } = await itsaBusiness();
    expect(await api(token).ok('itsaSettings')).toMatchObject({
      linked: false,
      needsRelink: false,
      nino: null,
      businessId: null,
      quarterType: 'standard',
      quarterTypeChangeable: true,
    });
    const bad = await call('PUT', '/hmrc/itsa/settings', {
      token,
      body: { nino: 'QQ123456C', businessId: 'XAIS12345678910' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ field: 'nino', message: NINO_MESSAGES.firstLetter }]);
    const unlinked = await call('PUT', '/hmrc/itsa/settings', {
      token,
      body: { nino: 'AB 12 34 56 C', businessId: 'XAIS12345678910' },
    });
    expect(unlinked.status).toBe(400);
    expect(unlinked.json.code).toBe('HMRC_SIGN_IN_REQUIRED');
  });

  it('keep only a self-employment HMRC lists for the NINO, with HMRC’s name, start date and quarters', async () => {
    const { token } = await itsaBusiness();
    const user = await linkForIncomeTax(token);
    const client = api(token);
    const listed = defined((await client.ok('itsaBusinesses', { body: { nino: user.nino } }))[0], 'a business');
    expect(listed).toMatchObject({ tradingName: expect.any(String), quarterType: 'standard' });
    const stranger = await call('PUT', '/hmrc/itsa/settings', {
      token,
      body: { nino: user.nino, businessId: listed.businessId.replace(/\d$/, (d) => String((Number(d) + 1) % 10)) },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.json.errors).toEqual([{ field: 'businessId', message: ITSA_MESSAGES.notSelfEmployment }]);
    const saved = await client.ok('itsaSettingsSave', {
      body: { nino: user.nino.toLowerCase(), businessId: listed.businessId, reminderDays: 7 },
    });
    expect(saved).toMatchObject({
      linked: true,
      nino: user.nino,
      businessId: listed.businessId,
      tradingName: listed.tradingName,
      commencementDate: listed.commencementDate,
      reminderDays: 7,
    });
  });

  it('ask a link made for VAT only to sign in to HMRC again, and a new sign-in covers Income Tax', async () => {
    const { token } = await itsaBusiness();
    // HMRC grants what the sign-in asked for: the VAT scopes alone, as every link made before Income Tax.
    const user = await linkForIncomeTax(token, { scope: 'read:vat write:vat' });
    const client = api(token);
    expect(await client.ok('itsaSettings')).toMatchObject({ linked: true, needsRelink: true });
    const find = await call('POST', '/hmrc/itsa/businesses', { token, body: { nino: user.nino } });
    expect(find.status).toBe(400);
    expect(find.json).toMatchObject({ code: ITSA_RELINK_REQUIRED, message: ITSA_MESSAGES.needsRelink });
    const save = await call('PUT', '/hmrc/itsa/settings', {
      token,
      body: { nino: user.nino, businessId: 'XAIS12345678910' },
    });
    expect(save.status).toBe(400);
    expect(save.json.code).toBe(ITSA_RELINK_REQUIRED);

    const again = await linkForIncomeTax(token);
    expect(await client.ok('itsaSettings')).toMatchObject({ linked: true, needsRelink: false });
    expect(await client.ok('itsaBusinesses', { body: { nino: again.nino } })).toHaveLength(1);
  });

  it('change the quarters only for the current tax year and only before its first update', async () => {
    const { token } = await itsaBusiness();
    const user = await linkForIncomeTax(token);
    const client = api(token);
    const listed = defined((await client.ok('itsaBusinesses', { body: { nino: user.nino } }))[0], 'a business');
    await client.ok('itsaSettingsSave', { body: { nino: user.nino, businessId: listed.businessId } });
    const taxYear = itsaTaxYearOf(new Date().toISOString().slice(0, 10));
    const other = await call('PUT', '/hmrc/itsa/quarter-type', {
      token,
      body: { taxYear: `${Number(taxYear.slice(0, 4)) - 1}-${taxYear.slice(2, 4)}`, quarterType: 'calendar' },
    });
    expect(other.status).toBe(400);
    const changed = await client.ok('itsaQuarterType', { body: { taxYear, quarterType: 'calendar' } });
    expect(changed).toMatchObject({ quarterType: 'calendar', quarterTypeChangeable: true });
    const o = await client.ok('itsaObligations', { params: { taxYear } });
    expect(o.quarterly.map((q) => q.periodEnd.slice(5))).toEqual(['06-30', '09-30', '12-31', '03-31']);

    const q = o.quarterly.find((x) => x.submittable);
    if (!q) return; // Before 21 June no quarter of the year may be sent yet; the change above is the point then.
    const sent = await call('POST', '/hmrc/itsa/submissions', {
      token,
      body: {
        taxYear,
        periodEnd: q.periodEnd,
        consolidated: true,
        declaration: true,
        amend: false,
        idempotencyKey: pressKey(),
      },
    });
    expect(sent.status, sent.text).toBe(201);
    expect((await client.ok('itsaSettings')).quarterTypeChangeable).toBe(false);
    const locked = await call('PUT', '/hmrc/itsa/quarter-type', { token, body: { taxYear, quarterType: 'standard' } });
    expect(locked.status).toBe(409);
    expect(locked.json.message).toBe(ITSA_MESSAGES.quarterTypeLocked);
  });

  it('let employees read and only those who file VAT send', async () => {
    const u = await seedUser({ withBusiness: true, role: BusinessRole.EMPLOYEE });
    expect((await call('GET', '/hmrc/itsa/settings', { token: u.token })).status).toBe(200);
    const r = await call('POST', '/hmrc/itsa/submissions', {
      token: u.token,
      body: {
        taxYear: '2026-27',
        periodEnd: '2026-07-05',
        consolidated: false,
        declaration: true,
        amend: false,
        idempotencyKey: pressKey(),
      },
    });
    expect(r.status).toBe(403);
    // Nor choose what HMRC receives: the NINO and business, the quarters, the reminders.
    const save = await call('PUT', '/hmrc/itsa/settings', {
      token: u.token,
      body: { nino: 'AE123456C', businessId: 'XJIS00000000754', reminderDays: 7 },
    });
    expect(save.status).toBe(403);
    const quarters = await call('PUT', '/hmrc/itsa/quarter-type', {
      token: u.token,
      body: { taxYear: '2026-27', quarterType: 'calendar' },
    });
    expect(quarters.status).toBe(403);
  });
});
