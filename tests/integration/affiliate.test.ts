import { AFFILIATE_SLUG_TAKEN } from '@bk/contract';
import { BusinessRole, MESSAGES } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { approve, ENROL, enrolled, published, reject, submitBody, uniqueSlug } from './affiliate-support';

const anyone = () => api();

describe('affiliate programme: enrolment and guards (SPEC §4)', () => {
  it('is enabled and not enrolled until the business joins; terms must be agreed to', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const client = api(token);
    expect(await client.ok('affiliateGet')).toEqual({ enabled: true, enrolled: false, hasActiveProfile: false });
    // Before joining, the affiliate screens' calls say why they refuse.
    for (const name of ['affiliateProfile', 'affiliateProfileState', 'affiliateLinks', 'affiliateStats'] as const) {
      const res = await client.call(name);
      expect(res.status, name).toBe(409);
      expect(res.error.message).toBe('Your business has not joined the affiliate programme');
    }
    expect((await client.call('affiliateWithdraw')).status).toBe(409);
    const noTerms = await client.call('affiliateEnroll', { body: { ...ENROL, termsAndConditions: false as true } });
    expect(noTerms.status).toBe(400);
    expect(noTerms.error.errors).toEqual([
      { field: 'termsAndConditions', message: 'You must agree to the terms and conditions' },
    ]);
    const badEmail = await client.call('affiliateEnroll', { body: { ...ENROL, emailAddress: 'not an address' } });
    expect(badEmail.error.errors).toEqual([{ field: 'emailAddress', message: 'Enter a valid email address' }]);
    expect(await client.ok('affiliateEnroll', { body: ENROL })).toEqual({
      enabled: true,
      enrolled: true,
      hasActiveProfile: false,
    });
    expect(await client.ok('affiliateProfile')).toBeNull();
    expect(await client.ok('affiliateProfileState')).toBeNull();
    expect(await client.ok('affiliateLinks')).toBeNull();
    expect(await client.ok('affiliateStats')).toEqual({
      profileViews: 0,
      websiteClicks: 0,
      twitterClicks: 0,
      facebookClicks: 0,
      linkedinClicks: 0,
    });
  });

  it('lets only the administrator manage the programme; every role may read the state', async () => {
    for (const role of [BusinessRole.ACCOUNTANT, BusinessRole.PARTNER, BusinessRole.EMPLOYEE, BusinessRole.OTHER]) {
      const member = api((await seedUser({ withBusiness: true, role })).token);
      expect((await member.call('affiliateGet')).status, `role ${role}`).toBe(200);
      const calls = [
        member.call('affiliateEnroll', { body: ENROL }),
        member.call('affiliateProfileSubmit', { body: submitBody(uniqueSlug('member')) }),
        member.call('affiliateProfileSlug', { body: { slug: 'member' } }),
        member.call('affiliateWithdraw'),
        member.call('affiliateStats'),
        member.call('affiliateLinks'),
      ];
      for (const refused of await Promise.all(calls)) {
        expect(refused.status, `role ${role}`).toBe(403);
        expect(refused.error.message).toBe(MESSAGES.forbidden);
      }
    }
  });
});

describe('affiliate profile: submit, review, publish', () => {
  it('publishes on approval; a pending change leaves the approved profile public', async () => {
    const slug = uniqueSlug('ledger-co');
    const e = await enrolled();
    expect(await e.client.ok('affiliateProfileSlug', { body: { slug } })).toEqual({ available: true });
    expect(await e.client.ok('affiliateProfileSubmit', { body: submitBody(slug) })).toEqual({ ok: true });
    expect(await e.client.ok('affiliateProfileState')).toMatchObject({
      id: 100,
      name: 'Pending',
      hasPublishedProfile: false,
    });
    // Submitted but not approved: not public yet.
    expect((await anyone().call('affiliateDirectoryProfile', { params: { slug } })).status).toBe(404);
    expect(await approve(e.businessId)).toBe('ok');
    expect(await e.client.ok('affiliateGet')).toMatchObject({ hasActiveProfile: true });
    const first = await anyone().call('affiliateDirectoryProfile', { params: { slug } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(first.json).toMatchObject({
      slug,
      name: 'Ledger & Co Accountants',
      isAccountant: true,
      industryName: 'Accountancy and bookkeeping',
      emailAddress: 'hello@ledger.example',
      website: 'https://ledger.example',
      town: 'Leeds',
      // Not chosen for the profile: not public.
      phoneNumber: null,
      vrn: null,
    });

    // A change waits for review while the approved profile stays published, at its old address.
    const renamed = uniqueSlug('ledger-partners');
    await e.client.ok('affiliateProfileSubmit', { body: submitBody(renamed, { name: 'Ledger Partners' }) });
    expect(await e.client.ok('affiliateProfileState')).toMatchObject({ id: 100, hasPublishedProfile: true });
    expect((await anyone().ok('affiliateDirectoryProfile', { params: { slug } })).name).toBe('Ledger & Co Accountants');
    expect((await anyone().call('affiliateDirectoryProfile', { params: { slug: renamed } })).status).toBe(404);

    // Rejected: the note shows, the approved profile is still the public one.
    expect(await reject(e.businessId, 'Please describe your services.')).toBe('ok');
    expect(await e.client.ok('affiliateProfileState')).toMatchObject({
      id: 200,
      publicNote: 'Please describe your services.',
      hasPublishedProfile: true,
    });
    expect((await anyone().ok('affiliateDirectoryProfile', { params: { slug } })).name).toBe('Ledger & Co Accountants');

    // Resubmitted and approved: the new address is live and the old one answers 404.
    await e.client.ok('affiliateProfileSubmit', { body: submitBody(renamed, { name: 'Ledger Partners' }) });
    expect(await approve(e.businessId)).toBe('ok');
    expect((await anyone().ok('affiliateDirectoryProfile', { params: { slug: renamed } })).name).toBe(
      'Ledger Partners',
    );
    expect((await anyone().call('affiliateDirectoryProfile', { params: { slug } })).status).toBe(404);
    const links = await e.client.ok('affiliateLinks');
    expect(links?.profileUrl).toMatch(new RegExp(`/app/directory/${renamed}$`));
  });

  it('gives a slug to one of two businesses submitting it at once', async () => {
    const slug = uniqueSlug('contested');
    const [a, b] = await Promise.all([enrolled(), enrolled()]);
    const replies = await Promise.all(
      [a, b].map((e) => e.client.call('affiliateProfileSubmit', { body: submitBody(slug) })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = replies.find((r) => r.status === 400);
    expect(loser?.error.errors).toEqual([{ field: 'slug', message: AFFILIATE_SLUG_TAKEN }]);
    const winner = replies[0]?.status === 200 ? a : b;
    const other = winner === a ? b : a;
    expect(await other.client.ok('affiliateProfileSlug', { body: { slug } })).toEqual({ available: false });
    expect(await winner.client.ok('affiliateProfileSlug', { body: { slug } })).toEqual({ available: true });
  });

  it('withdraws: the profile leaves the directory and its address answers 404', async () => {
    const slug = uniqueSlug('leaving');
    const e = await published(slug);
    expect((await anyone().call('affiliateDirectoryProfile', { params: { slug } })).status).toBe(200);
    expect(await e.client.ok('affiliateWithdraw')).toEqual({ enabled: true, enrolled: false, hasActiveProfile: false });
    const gone = await anyone().call('affiliateDirectoryProfile', { params: { slug } });
    expect(gone.status).toBe(404);
    expect(gone.error.message).toBe('Profile not found');
    const list = await anyone().ok('affiliateDirectoryList', { query: { q: 'ledger', accountants: 'true' } });
    expect(list.profiles.map((p) => p.slug)).not.toContain(slug);
    // The address is free for anyone again.
    const next = await enrolled();
    expect(await next.client.ok('affiliateProfileSlug', { body: { slug } })).toEqual({ available: true });
  });

  it('keeps profile text as plain text', async () => {
    const slug = uniqueSlug('markup');
    const text = '<script>alert(1)</script> & <b>bold</b>';
    await published(slug, { name: 'Tags <i>Ltd</i>', description: text });
    const profile = await anyone().ok('affiliateDirectoryProfile', { params: { slug } });
    expect(profile.description).toBe(text);
    expect(profile.name).toBe('Tags <i>Ltd</i>');
  });
});

describe('the public directory', () => {
  it('searches by text, industry and town, filters accountants and pages', async () => {
    const tag = uniqueSlug('zq');
    await published(`${tag}-acc`, { name: `Acc ${tag}`, description: `Payroll ${tag}` });
    await published(`${tag}-shop`, { name: `Shop ${tag}`, isAccountant: false, includeAddress: false });
    const all = await anyone().ok('affiliateDirectoryList', { query: { q: tag } });
    expect(all.profiles.map((p) => p.slug)).toEqual([`${tag}-acc`, `${tag}-shop`]);
    expect(all.profiles[1]?.town).toBeNull(); // the shop does not show its address
    expect((await anyone().ok('affiliateDirectoryList', { query: { q: tag, accountants: 'true' } })).total).toBe(1);
    expect((await anyone().ok('affiliateDirectoryList', { query: { q: `payroll ${tag}` } })).total).toBe(1);
    expect((await anyone().ok('affiliateDirectoryList', { query: { q: tag, town: 'leed' } })).total).toBe(1);
    expect((await anyone().ok('affiliateDirectoryList', { query: { q: tag, industryId: 2 } })).total).toBe(0);
    const paged = await anyone().call('affiliateDirectoryList', { query: { q: tag, page: 2 } });
    expect(paged.json).toEqual({ profiles: [], pages: 1, total: 2 });
    expect(paged.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
  });
});
