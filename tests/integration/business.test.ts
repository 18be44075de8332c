import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { auditRepository, businessRepository } from '@bk/data';
import { BusinessRole, BusinessType, INDUSTRIES, MESSAGES, VatScheme } from '@bk/domain';
import { api } from '../support/api-client';
import { seedMembership, seedUser, stackDb } from '../support/seed';
import {
  filesBucket,
  IMAGES,
  objectsUnder,
  partitionItemCount,
  seedSession,
  stackS3,
  waitForMail,
} from './business-support';

/** A full Edit Business form, as the web app sends it. */
const fullEdit = {
  name: '  Acme Widgets Ltd  ',
  businessTypeId: BusinessType.LIMITED_COMPANY,
  industryId: 26,
  crn: 'sc 123456',
  vrn: 'GB 123 4567 89',
  enableVat: true,
  scheme: VatScheme.FLAT_RATE,
  flatRatePercent: 12.5,
  firstLineOfAddress: '1 Market Street',
  town: 'Leeds',
  region: 'West Yorkshire',
  country: 'United Kingdom',
  postalCode: 'ls1 4ab',
  emailAddress: ' Hello@Acme.example ',
  phoneNumber: '+44 (0)113 496 0000',
  website: 'www.acme.example',
  twitterHandle: '@acme',
  facebookProfile: 'https://facebook.example/acme',
  linkedinProfile: 'https://linkedin.example/company/acme',
  otherSocials: 'instagram: acme',
};

describe('Edit Business (PATCH user/business/active)', () => {
  it('saves every field, normalised, and reads them back', async () => {
    const u = await seedUser({ withBusiness: true });
    const res = await api(u.token).call('businessActiveUpdate', { body: fullEdit });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: u.businessId,
      name: 'Acme Widgets Ltd',
      businessTypeId: BusinessType.LIMITED_COMPANY,
      industryId: 26,
      crn: 'SC123456',
      vrn: '123456789',
      enableVat: true,
      scheme: VatScheme.FLAT_RATE,
      flatRatePercent: 12.5,
      postalCode: 'LS1 4AB',
      formattedAddress: '1 Market Street, Leeds, West Yorkshire, LS1 4AB, United Kingdom',
      emailAddress: 'hello@acme.example',
      phoneNumber: '+44 (0)113 496 0000',
      website: 'https://www.acme.example',
      twitterHandle: '@acme',
      otherSocials: 'instagram: acme',
      logoBase64: null,
      businessRole: { id: BusinessRole.ADMINISTRATOR, name: 'Administrator' },
    });
    expect(await api(u.token).ok('businessActiveGet')).toEqual(res.json);
  });

  it('keeps fields that are not sent, and clears fields sent as null or blank', async () => {
    const client = api((await seedUser({ withBusiness: true })).token);
    await client.ok('businessActiveUpdate', { body: fullEdit });
    const res = await client.call('businessActiveUpdate', { body: { name: 'Acme', town: null, website: '   ' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Acme', town: null, website: null, industryId: 26, crn: 'SC123456' });
  });

  it('keeps the flat rate percent only for the flat rate scheme, 16.5 by default', async () => {
    const client = api((await seedUser({ withBusiness: true })).token);
    const flat = await client.call('businessActiveUpdate', { body: { name: 'Flat', scheme: VatScheme.FLAT_RATE } });
    expect(flat.json.flatRatePercent).toBe(16.5);
    const standard = await client.call('businessActiveUpdate', {
      body: { name: 'Flat', scheme: VatScheme.STANDARD, flatRatePercent: 9 },
    });
    expect(standard.json).toMatchObject({ scheme: VatScheme.STANDARD, flatRatePercent: null });
  });

  it('keeps a company registration number only for company types', async () => {
    const client = api((await seedUser({ withBusiness: true })).token);
    const sole = await client.call('businessActiveUpdate', {
      body: { name: 'Sole', businessTypeId: BusinessType.SOLE_TRADER, crn: '01234567' },
    });
    expect(sole.json.crn).toBeNull();
    for (const type of [
      BusinessType.LIMITED_COMPANY,
      BusinessType.PUBLIC_LIMITED_COMPANY,
      BusinessType.LIMITED_LIABILITY_PARTNERSHIP,
    ]) {
      const company = await client.call('businessActiveUpdate', {
        body: { name: 'Co', businessTypeId: type, crn: '1234567' },
      });
      expect(company.json.crn, String(type)).toBe('01234567');
    }
  });

  it('answers field errors for bad input, all at once, and saves nothing', async () => {
    const client = api((await seedUser({ withBusiness: true, businessName: 'Unchanged' })).token);
    const res = await client.call('businessActiveUpdate', {
      body: {
        name: 'Changed',
        businessTypeId: 999,
        industryId: 12345,
        scheme: 7,
        crn: 'not a number',
        vrn: '12',
        emailAddress: 'not-an-email',
        website: 'javascript:alert(1)',
        phoneNumber: 'call me',
      },
    });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(MESSAGES.validation);
    expect(res.error.errors?.map((e) => e.field).sort()).toEqual(
      ['businessTypeId', 'emailAddress', 'industryId', 'phoneNumber', 'scheme', 'vrn', 'website'].sort(),
    );
    // crn is not checked for a business type that has none (the bad type was refused).
    expect((await client.ok('businessActiveGet')).name).toBe('Unchanged');
  });

  it('never answers 500 for input the contract refuses', async () => {
    const client = api((await seedUser({ withBusiness: true })).token);
    // Sent raw: these bodies do not type-check against the route, which is the point.
    for (const body of [{}, { name: '' }, { name: 'x', flatRatePercent: 101 }, { name: 'x', logoBase64: 5 }, []]) {
      const res = await client.raw({ method: 'PATCH', path: '/user/business/active', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const crn = await client.call('businessActiveUpdate', {
      body: { name: 'x', businessTypeId: BusinessType.LIMITED_COMPANY, crn: 'ABC' },
    });
    expect(crn.error.errors).toEqual([{ field: 'crn', message: expect.stringContaining('company registration') }]);
    const decimals = await client.call('businessActiveUpdate', {
      body: { name: 'x', scheme: VatScheme.FLAT_RATE, flatRatePercent: 12.345 },
    });
    expect(decimals.error.errors?.[0]?.field).toBe('flatRatePercent');
  });
});

describe('the business logo', () => {
  it('stores an image checked by its content and returns it as a data URL', async () => {
    const u = await seedUser({ withBusiness: true });
    const client = api(u.token);
    for (const [kind, mime] of [
      ['png', 'image/png'],
      ['jpg', 'image/jpeg'],
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
    ] as const) {
      const res = await client.call('businessActiveUpdate', { body: { name: 'Logo Co', logoBase64: IMAGES[kind] } });
      expect(res.status, kind).toBe(200);
      expect(res.json.logoBase64).toBe(`data:${mime};base64,${IMAGES[kind]}`);
    }
    // One file under the business's prefix: each new logo replaced the one before.
    const files = await objectsUnder(`business/${u.businessId}/logo/`);
    expect(files).toHaveLength(1);
    const stored = await stackS3().send(new GetObjectCommand({ Bucket: filesBucket(), Key: files[0] }));
    expect(stored.ContentType).toBe('image/webp');
    // A data URL sent back as it was read is accepted too (the web app may send what it got).
    const again = await client.call('businessActiveUpdate', {
      body: { name: 'Logo Co', logoBase64: `data:image/png;base64,${IMAGES.png}` },
    });
    expect(again.json.logoBase64).toBe(`data:image/png;base64,${IMAGES.png}`);
  });

  it('refuses a file that is not a PNG, JPEG, GIF or WebP image whatever it is called', async () => {
    const u = await seedUser({ withBusiness: true });
    for (const bad of [IMAGES.text, IMAGES.svg, 'not base64 at all!', `data:image/png;base64,${IMAGES.text}`]) {
      const res = await api(u.token).call('businessActiveUpdate', { body: { name: 'Logo Co', logoBase64: bad } });
      expect(res.status).toBe(400);
      expect(res.error.errors).toEqual([{ field: 'logoBase64', message: 'Invalid logo image file provided' }]);
    }
    expect(await objectsUnder(`business/${u.businessId}/`)).toEqual([]);
  });

  it('refuses a logo over 2 MB', async () => {
    const u = await seedUser({ withBusiness: true });
    const png = Buffer.from(IMAGES.png, 'base64');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    const res = await api(u.token).call('businessActiveUpdate', { body: { name: 'Big', logoBase64: big } });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual([{ field: 'logoBase64', message: 'File too large, max size 2mb' }]);
  });

  it('removes the logo and its file when sent null', async () => {
    const u = await seedUser({ withBusiness: true });
    const client = api(u.token);
    await client.call('businessActiveUpdate', { body: { name: 'L', logoBase64: IMAGES.png } });
    expect(await objectsUnder(`business/${u.businessId}/logo/`)).toHaveLength(1);
    const kept = await client.call('businessActiveUpdate', { body: { name: 'L2' } });
    expect(kept.json.logoBase64).toMatch(/^data:image\/png;base64,/);
    const res = await client.call('businessActiveUpdate', { body: { name: 'L', logoBase64: null } });
    expect(res.json.logoBase64).toBeNull();
    expect(await objectsUnder(`business/${u.businessId}/logo/`)).toEqual([]);
  });
});

describe('VAT switch, create, select, lists', () => {
  it('turns VAT on and off', async () => {
    const client = api((await seedUser({ withBusiness: true, enableVat: false })).token);
    const on = await client.call('businessActiveToggleVat', { body: { enableVat: true } });
    expect(on.status).toBe(200);
    expect(on.json.enableVat).toBe(true);
    const off = await client.call('businessActiveToggleVat', { body: { enableVat: false } });
    expect(off.json.enableVat).toBe(false);
    const missing = await client.raw({ method: 'PATCH', path: '/user/business/active/toggle/vat', body: {} });
    expect(missing.status).toBe(400);
  });

  it('creates a business whose creator is its administrator, and selects it', async () => {
    const u = await seedUser({ withBusiness: true, businessName: 'First' });
    const client = api(u.token);
    const res = await client.call('businessCreate', {
      body: { businessName: ' Second Shop ', businessTypeId: BusinessType.ORDINARY_PARTNERSHIP, enableVat: false },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      name: 'Second Shop',
      businessRole: { id: BusinessRole.ADMINISTRATOR, name: 'Administrator' },
    });
    const list = await client.ok('businessList');
    expect(list.map((b) => b.name)).toEqual(['First', 'Second Shop']);
    // The session keeps its business until the user selects the new one.
    expect((await client.ok('businessActiveGet')).name).toBe('First');
    const selected = await client.call('businessSelect', { params: { id: res.json.id } });
    expect(selected.status).toBe(200);
    const active = await api(selected.json.token).call('businessActiveGet');
    expect(active.json).toMatchObject({ name: 'Second Shop', enableVat: false, businessTypeId: 40 });
    const member = await businessRepository(stackDb()).getMembership(res.json.id, u.userId);
    expect(member?.lastSelectedAt).toEqual(expect.any(String));
  });

  it('refuses a business without a name or with an unknown type', async () => {
    const client = api((await seedUser()).token);
    const blank = await client.call('businessCreate', {
      body: { businessName: '  ', businessTypeId: 10, enableVat: true },
    });
    expect(blank.status).toBe(400);
    expect(blank.error.errors?.[0]?.field).toBe('businessName');
    const type = await client.call('businessCreate', {
      body: { businessName: 'X', businessTypeId: 11, enableVat: true },
    });
    expect(type.error.errors).toEqual([{ field: 'businessTypeId', message: 'Choose a business type from the list' }]);
  });

  it('lists industries (public), business types and assignable roles', async () => {
    const industries = await api().ok('businessIndustryList');
    expect(industries.length).toBeGreaterThan(30);
    expect(new Set(industries.map((i) => i.id)).size).toBe(industries.length);
    expect(industries).toEqual(INDUSTRIES.map(({ id, name }) => ({ id, name })));
    const roles = await api((await seedUser()).token).ok('businessRoles');
    expect(roles.map((r) => r.id)).not.toContain(BusinessRole.ADMINISTRATOR);
  });
});

describe('Share Access', () => {
  it('invites an existing user by e-mail, who joins with the role on accepting; sharing again changes the role', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Shared Books', name: 'Olive Owner' });
    const helper = await seedUser({ name: 'Harry Helper' });
    const admin = api(owner.token);
    const res = await admin.call('businessAccessGrant', {
      body: { email: helper.email.toUpperCase(), businessRoleId: BusinessRole.ACCOUNTANT },
    });
    expect(res.status).toBe(200);
    const administrator = { businessRoleId: 10, businessRole: { id: 10, name: 'Administrator' } };
    const accountant = { businessRoleId: 100, businessRole: { id: 100, name: 'Accountant' } };
    expect(res.json).toEqual([
      { id: owner.userId, email: owner.email, ...administrator, status: 'member' },
      { id: expect.any(String), email: helper.email, ...accountant, status: 'invited' },
    ]);
    expect(await api(helper.token).ok('businessList')).toEqual([]);
    const mail = await waitForMail(helper.email, /invited/);
    expect(mail.subject).not.toContain('Shared Books');
    expect(mail.text).toContain('Olive Owner has invited you to use the books of the business “Shared Books”');
    expect(mail.text).toContain('Accountant');
    const [invitation] = await api(helper.token).ok('invitationList');
    await api(helper.token).ok('invitationAccept', { params: { id: invitation?.id ?? '' } });
    expect(await api(helper.token).ok('businessList')).toEqual([
      { id: owner.businessId, name: 'Shared Books', businessRole: { id: 100, name: 'Accountant' } },
    ]);
    // Sharing with a member changes the role at once.
    const again = await admin.call('businessAccessGrant', {
      body: { email: helper.email, businessRoleId: BusinessRole.OTHER },
    });
    expect(again.json[1]).toMatchObject({ businessRole: { id: 103, name: 'Other' }, status: 'member' });
    expect(await admin.ok('businessAccessList')).toEqual(again.json);
  });

  it('refuses the administrator role, and sharing with yourself', async () => {
    const owner = await seedUser({ withBusiness: true });
    const other = await seedUser();
    const admin = api(owner.token);
    const share = (email: string, businessRoleId: number) =>
      admin.call('businessAccessGrant', { body: { email, businessRoleId } });
    const administrator = await share(other.email, BusinessRole.ADMINISTRATOR);
    expect(administrator.error.errors).toEqual([{ field: 'businessRoleId', message: 'Choose a role from the list' }]);
    const self = await share(owner.email, BusinessRole.EMPLOYEE);
    expect(self.status).toBe(400);
    expect(self.error.errors?.[0]?.field).toBe('email');
    const badEmail = await share('nope', BusinessRole.EMPLOYEE);
    expect(badEmail.error.errors).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
  });

  it("revokes access, and the revoked user's next business call is refused at once", async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Revoke Ltd' });
    const staff = await seedUser();
    const admin = api(owner.token);
    await seedMembership(owner.businessId ?? '', staff.userId, staff.email, BusinessRole.EMPLOYEE);
    const selected = await api(staff.token).ok('businessSelect', { params: { id: owner.businessId ?? '' } });
    const staffClient = api(selected.token);
    expect((await staffClient.call('businessActiveGet')).status).toBe(200);
    const res = await admin.call('businessAccessRevoke', { body: { email: staff.email } });
    expect(res.status).toBe(200);
    expect(res.json.map((e) => e.email)).toEqual([owner.email]);
    const after = await staffClient.call('businessActiveGet');
    expect(after.status).toBe(403);
    expect(after.text).not.toContain('Revoke Ltd');
    expect(await staffClient.ok('businessList')).toEqual([]);
    // The administrator cannot be revoked, and an address without access is a field error.
    const administrator = await admin.call('businessAccessRevoke', { body: { email: owner.email } });
    expect(administrator.status).toBe(400);
    expect(administrator.error.errors?.[0]?.field).toBe('email');
    const none = await admin.call('businessAccessRevoke', { body: { email: staff.email } });
    expect(none.error.errors?.[0]?.field).toBe('email');
  });

  it('records inviting, withdrawing, role changes and revoking in the business audit log', async () => {
    const owner = await seedUser({ withBusiness: true });
    const staff = await seedUser();
    const admin = api(owner.token);
    await admin.call('businessAccessGrant', { body: { email: staff.email, businessRoleId: BusinessRole.PARTNER } });
    await admin.call('businessAccessRevoke', { body: { email: staff.email } });
    await seedMembership(owner.businessId ?? '', staff.userId, staff.email, BusinessRole.EMPLOYEE);
    await admin.call('businessAccessGrant', { body: { email: staff.email, businessRoleId: BusinessRole.PARTNER } });
    await admin.call('businessAccessRevoke', { body: { email: staff.email } });
    const res = await admin.call('businessAudit');
    expect(res.status).toBe(200);
    expect(res.json.map((e) => e.event)).toEqual([
      'access-revoked',
      'access-shared',
      'invitation-withdrawn',
      'access-invited',
    ]);
    expect(res.json[3]?.summary).toBe(`Invited to share access: ${staff.email} as Partner`);
    expect(res.json[2]?.summary).toBe(`Invitation withdrawn: to ${staff.email}`);
    expect(res.json[1]?.summary).toBe(`Access shared: with ${staff.email} as Partner`);
    expect(res.json[3]?.userEmail).toBe(owner.email);
  });

  it('refuses sharing, revoking and deleting in a support session', async () => {
    const owner = await seedUser({ withBusiness: true });
    const other = await seedUser();
    const support = api(await seedSession(owner.userId, owner.businessId as string, { support: true }));
    const share = await support.call('businessAccessGrant', {
      body: { email: other.email, businessRoleId: BusinessRole.OTHER },
    });
    expect(share.status).toBe(403);
    expect((await support.call('businessAccessRevoke', { body: { email: other.email } })).status).toBe(403);
    expect((await support.call('businessDelete')).status).toBe(403);
    expect(await partitionItemCount(owner.businessId as string)).toBeGreaterThan(0);
  });
});

describe('Delete business (DELETE user/business)', () => {
  it('removes every item and file of the business, and the session loses it', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Gone Soon' });
    const staff = await seedUser();
    const businessId = owner.businessId as string;
    const admin = api(owner.token);
    await seedMembership(businessId, staff.userId, staff.email, BusinessRole.EMPLOYEE);
    const staffClient = api(await seedSession(staff.userId, businessId));
    await admin.call('businessActiveUpdate', { body: { name: 'Gone Soon', logoBase64: IMAGES.png } });
    await admin.call('businessAccessGrant', { body: { email: staff.email, businessRoleId: BusinessRole.ACCOUNTANT } });
    expect(await objectsUnder(`business/${businessId}/`)).toHaveLength(1);
    // Act
    const res = await admin.call('businessDelete');
    // Assert
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'deleted' });
    expect(await partitionItemCount(businessId)).toBe(0);
    expect(await objectsUnder(`business/${businessId}/`)).toEqual([]);
    const active = await admin.call('businessActiveGet');
    expect(active.status).toBe(403);
    expect(active.json).toEqual({ message: MESSAGES.noBusinessSelected });
    expect(await admin.ok('businessList')).toEqual([]);
    // Another member's session bound to it is refused, revealing nothing.
    const theirs = await staffClient.call('businessActiveGet');
    expect(theirs.status).toBe(403);
    expect(theirs.text).not.toContain('Gone Soon');
    expect((await admin.call('businessSelect', { params: { id: businessId } })).status).toBe(403);
    const audit = await auditRepository(stackDb()).listUserAudit(owner.userId);
    expect(audit.map((a) => [a.event, a.detail])).toContainEqual(['business-deleted', 'Gone Soon']);
  });

  it('is for the administrator only', async () => {
    for (const role of [BusinessRole.ACCOUNTANT, BusinessRole.PARTNER, BusinessRole.EMPLOYEE, BusinessRole.OTHER]) {
      const u = await seedUser({ withBusiness: true, role });
      const res = await api(u.token).call('businessDelete');
      expect(res.status, String(role)).toBe(403);
      expect(res.json).toEqual({ message: MESSAGES.forbidden });
      expect(await partitionItemCount(u.businessId as string)).toBeGreaterThan(0);
    }
  });
});
