import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { businessRepository, invitationRepository, keys } from '@bk/data';
import { BusinessRole } from '@bk/domain';
import { INVITATION_GONE } from '../../functions/business/invitations';
import { TOO_MANY_INVITATIONS } from '../../functions/business/invitation-limits';
import { api, type Reply } from '../support/api-client';
import { seedMembership, seedUser, stackDb } from '../support/seed';
import { waitForMail } from '../integration/business-support';

/**
 * Share Access by invitation (decision 0050): the answer never tells whether an
 * address has an account, nobody joins without accepting, and only the owner of the verified
 * address can accept.
 */

const unknownAddress = () => `nobody-${randomUUID().slice(0, 8)}@example.test`;

async function invite(token: string, email: string, businessRoleId: number = BusinessRole.EMPLOYEE) {
  return api(token).call('businessAccessGrant', { body: { email, businessRoleId } });
}

/** A reply with what differs by nature (ids, the addresses themselves) taken out. */
function comparable(res: Reply, addresses: string[]) {
  let text = res.text;
  for (const a of addresses) text = text.replaceAll(a, '<address>');
  const body = JSON.parse(text) as { id: string }[];
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: body.map((e) => ({ ...e, id: '<id>' })),
  };
}

async function invitationIdFor(token: string, businessName: string): Promise<string> {
  const list = await api(token).ok('invitationList');
  const found = list.find((i) => i.businessName === businessName);
  if (!found) throw new Error(`no invitation to ${businessName}`);
  return found.id;
}

describe('Share Access by invitation', () => {
  it('answers the same whether or not the address has an account', async () => {
    const ownerA = await seedUser({ withBusiness: true, businessName: 'Same Answer Ltd' });
    const ownerB = await seedUser({ withBusiness: true, businessName: 'Same Answer Ltd' });
    const existing = await seedUser();
    const unknown = unknownAddress();
    const toExisting = await invite(ownerA.token, existing.email);
    const toUnknown = await invite(ownerB.token, unknown);
    expect(toExisting.status).toBe(200);
    expect(comparable(toExisting, [ownerA.email, existing.email])).toEqual(
      comparable(toUnknown, [ownerB.email, unknown]),
    );
    expect(toExisting.json[1]).toMatchObject({ email: existing.email, status: 'invited' });
    expect(toExisting.text).not.toContain('no account');
  });

  it('gives no access until the invitation is accepted', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Not Yet Ltd' });
    const helper = await seedUser();
    await invite(owner.token, helper.email, BusinessRole.ACCOUNTANT);
    expect(await api(helper.token).ok('businessList')).toEqual([]);
    expect(await businessRepository(stackDb()).getMembership(owner.businessId ?? '', helper.userId)).toBeNull();
    expect((await api(helper.token).call('businessSelect', { params: { id: owner.businessId ?? '' } })).status).toBe(
      403,
    );
  });

  it('lets the verified owner of the address accept, once, and the business joins their list', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Accepted Books', name: 'Olive Owner' });
    const helper = await seedUser();
    await invite(owner.token, helper.email.toUpperCase(), BusinessRole.ACCOUNTANT);
    const list = await api(helper.token).ok('invitationList');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      businessName: 'Accepted Books',
      invitedBy: 'Olive Owner',
      businessRole: { id: BusinessRole.ACCOUNTANT, name: 'Accountant' },
    });
    const id = list[0]?.id ?? '';
    const accepted = await api(helper.token).call('invitationAccept', { params: { id } });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({
      id: owner.businessId,
      name: 'Accepted Books',
      businessRole: { id: BusinessRole.ACCOUNTANT, name: 'Accountant' },
    });
    expect(await api(helper.token).ok('businessList')).toEqual([accepted.json]);
    // Accepting again makes nothing and says the invitation is gone.
    const again = await api(helper.token).call('invitationAccept', { params: { id } });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: INVITATION_GONE });
    const members = await businessRepository(stackDb()).listMembers(owner.businessId ?? '');
    expect(members.filter((m) => m.userId === helper.userId)).toHaveLength(1);
    const access = await api(owner.token).ok('businessAccessList');
    expect(access.map((e) => [e.email, e.status])).toEqual([
      [owner.email, 'member'],
      [helper.email, 'member'],
    ]);
    const audit = await api(owner.token).ok('businessAudit');
    expect(audit.map((e) => e.event)).toContain('invitation-accepted');
  });

  it('makes one membership when the same invitation is accepted many times at once', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Race Ltd' });
    const helper = await seedUser();
    await invite(owner.token, helper.email);
    const id = await invitationIdFor(helper.token, 'Race Ltd');
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => api(helper.token).call('invitationAccept', { params: { id } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    const members = await businessRepository(stackDb()).listMembers(owner.businessId ?? '');
    expect(members.filter((m) => m.userId === helper.userId)).toHaveLength(1);
  });

  it('refuses another user, and the owner of the address while it is unverified', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Private Ltd' });
    const invited = unknownAddress();
    await invite(owner.token, invited);
    const stranger = await seedUser();
    expect(await api(stranger.token).ok('invitationList')).toEqual([]);
    const [item] = await invitationRepository(stackDb()).listInvitationsOfBusiness(owner.businessId ?? '');
    const id = item?.id ?? '';
    const byStranger = await api(stranger.token).call('invitationAccept', { params: { id } });
    expect(byStranger.status).toBe(404);
    expect(byStranger.json).toEqual({ message: INVITATION_GONE });
    expect((await api(stranger.token).call('invitationDecline', { params: { id } })).status).toBe(404);
    // Registered with the address but not yet verified: nothing to see or accept.
    const unverified = await seedUser({ email: invited, emailVerified: false });
    expect(await api(unverified.token).ok('invitationList')).toEqual([]);
    expect((await api(unverified.token).call('invitationAccept', { params: { id } })).status).toBe(404);
    expect(await businessRepository(stackDb()).getMembership(owner.businessId ?? '', unverified.userId)).toBeNull();
  });

  it('lets the recipient decline, which removes the invitation', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Declined Ltd' });
    const helper = await seedUser();
    await invite(owner.token, helper.email);
    const id = await invitationIdFor(helper.token, 'Declined Ltd');
    expect(await api(helper.token).ok('invitationDecline', { params: { id } })).toEqual({ ok: true });
    expect(await api(helper.token).ok('invitationList')).toEqual([]);
    expect((await api(helper.token).call('invitationAccept', { params: { id } })).status).toBe(404);
    expect((await api(owner.token).ok('businessAccessList')).map((e) => e.email)).toEqual([owner.email]);
  });

  it('withdraws an invitation on revoke, after which it cannot be accepted', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Withdrawn Ltd' });
    const helper = await seedUser();
    await invite(owner.token, helper.email);
    const id = await invitationIdFor(helper.token, 'Withdrawn Ltd');
    const revoked = await api(owner.token).call('businessAccessRevoke', { body: { email: helper.email } });
    expect(revoked.status).toBe(200);
    expect(revoked.json.map((e) => e.email)).toEqual([owner.email]);
    expect(await api(helper.token).ok('invitationList')).toEqual([]);
    expect((await api(helper.token).call('invitationAccept', { params: { id } })).status).toBe(404);
    expect(await api(helper.token).ok('businessList')).toEqual([]);
  });

  it('expires: an invitation past its date is neither listed nor accepted, and carries a TTL', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Expired Ltd' });
    const helper = await seedUser();
    await invite(owner.token, helper.email);
    const repo = invitationRepository(stackDb());
    const item = await repo.getInvitation(owner.businessId ?? '', helper.email);
    if (!item) throw new Error('no invitation stored');
    expect(item.expiresAt - Date.now()).toBeGreaterThan(13 * 24 * 3600_000);
    const raw = await stackDb().doc.send(
      new GetCommand({ TableName: stackDb().table, Key: keys.invitation(item.businessId, item.email) }),
    );
    expect(raw.Item?.ttl).toBe(Math.ceil(item.expiresAt / 1000));
    // As if fourteen days had passed (the TTL removes the item only eventually).
    await repo.putInvitation({ ...item, expiresAt: Date.now() - 1000 });
    expect(await api(helper.token).ok('invitationList')).toEqual([]);
    expect((await api(helper.token).call('invitationAccept', { params: { id: item.id } })).status).toBe(404);
    expect(await api(helper.token).ok('businessList')).toEqual([]);
    expect((await api(owner.token).ok('businessAccessList')).map((e) => e.email)).toEqual([owner.email]);
  });

  it('changes the role of an existing member directly, and still refuses yourself and the administrator role', async () => {
    const owner = await seedUser({ withBusiness: true });
    const staff = await seedUser();
    await seedMembership(owner.businessId ?? '', staff.userId, staff.email, BusinessRole.EMPLOYEE);
    const changed = await invite(owner.token, staff.email, BusinessRole.PARTNER);
    expect(changed.status).toBe(200);
    expect(changed.json[1]).toMatchObject({
      email: staff.email,
      businessRoleId: BusinessRole.PARTNER,
      status: 'member',
    });
    const self = await invite(owner.token, owner.email);
    expect(self.status).toBe(400);
    expect(self.error.errors?.[0]?.field).toBe('email');
    const admin = await invite(owner.token, unknownAddress(), BusinessRole.ADMINISTRATOR);
    expect(admin.error.errors).toEqual([{ field: 'businessRoleId', message: 'Choose a role from the list' }]);
  });

  it('mails a fixed subject with no business name, the names escaped in the body', async () => {
    const hostile = '<script>alert(1)</script> Books https://evil.example/pay';
    const owner = await seedUser({ withBusiness: true, businessName: hostile, name: 'Olive <b>Owner</b>' });
    const address = unknownAddress();
    await invite(owner.token, address, BusinessRole.ACCOUNTANT);
    // The sink lists each mail's HTML part too; the shared helper's type leaves it out.
    const mail = (await waitForMail(address, /invited/)) as Awaited<ReturnType<typeof waitForMail>> & { html: string };
    expect(mail.subject).toMatch(/^You have been invited to share a business's books on /);
    expect(mail.subject).not.toMatch(/script|Books|evil|Olive/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Books');
    expect(mail.html).toContain('Olive &lt;b&gt;Owner&lt;/b&gt;');
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/\/app\/invitations$/);
    expect(mail.text).toContain('register with this email address first');
  });
});

describe('Invitation limits', () => {
  it('lets one inviter send 20 invitations a day, then refuses in words that say nothing of the address', async () => {
    const owner = await seedUser({ withBusiness: true });
    for (let i = 0; i < 20; i += 1) expect((await invite(owner.token, unknownAddress())).status).toBe(200);
    const refused = await invite(owner.token, unknownAddress());
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: TOO_MANY_INVITATIONS });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api(owner.token).ok('businessAccessList')).length).toBe(21);
  });

  it('lets one address receive 3 invitations a day across all inviters, with the same words', async () => {
    const address = unknownAddress();
    for (let i = 0; i < 3; i += 1) {
      const owner = await seedUser({ withBusiness: true });
      expect((await invite(owner.token, address)).status).toBe(200);
    }
    const fourth = await seedUser({ withBusiness: true });
    const refused = await invite(fourth.token, address);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: TOO_MANY_INVITATIONS });
    // The refused inviter's own count was given back: they can still invite someone else.
    expect((await invite(fourth.token, unknownAddress())).status).toBe(200);
  });
});
