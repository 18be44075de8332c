import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { contactRepository } from '@bk/data';
import { BusinessRole } from '@bk/domain';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { seedUser, stackDb } from '../support/seed';
import { addAccount, list } from './ledger-support';

type ContactBody = {
  name: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  address: string | null;
  website: string | null;
  twitterHandle: string | null;
  facebookProfile: string | null;
  linkedinProfile: string | null;
  otherSocials: string | null;
  vrn: string | null;
};

function contactBody(fields: Partial<ContactBody> & { name: string }): ContactBody {
  return {
    email: null,
    phone: null,
    mobile: null,
    address: null,
    website: null,
    twitterHandle: null,
    facebookProfile: null,
    linkedinProfile: null,
    otherSocials: null,
    vrn: null,
    ...fields,
  };
}

async function addContact(token: string, fields: Partial<ContactBody> & { name: string }) {
  return api(token).ok('contactCreate', { body: contactBody(fields) });
}

/** A page of the list; the contract types its paged replies by a key given at run time. */
async function contacts(token: string, filter: Record<string, string> = {}, page = 1) {
  const out = await api(token).ok('contactList', { query: { page }, body: filter });
  return out as unknown as { contacts: (ContactBody & { id: string })[]; pages: number };
}

describe('contacts', () => {
  it('creates with a trimmed name and e-mail and a cleaned VRN, edits and deletes', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const created = await api(token).call('contactCreate', {
      body: contactBody({ name: '  Acme Ltd ', email: ' hello@acme.test ', phone: '', vrn: 'gb 123 456-789' }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ name: 'Acme Ltd', email: 'hello@acme.test', phone: null, vrn: '123456789' });
    const id = created.json.id;

    const blank = await api(token).call('contactCreate', { body: contactBody({ name: '   ' }) });
    expect(blank.status).toBe(400);
    expect(blank.error.errors).toEqual([expect.objectContaining({ field: 'name', message: 'Name is required' })]);

    const updated = await api(token).ok('contactUpdate', {
      params: { id },
      body: contactBody({ name: 'Acme Trading', address: '1 High St\nLeeds', website: 'acme.test' }),
    });
    expect(updated).toMatchObject({ id, name: 'Acme Trading', address: '1 High St\nLeeds', email: null, vrn: null });
    expect((await contacts(token)).contacts).toEqual([updated]);

    expect((await api(token).call('contactDelete', { params: { id } })).status).toBe(200);
    expect(await contacts(token)).toEqual({ contacts: [], pages: 0 });
    const again = await api(token).call('contactDelete', { params: { id } });
    expect(again.status).toBe(404);
    const gone = await api(token).call('contactUpdate', { params: { id }, body: contactBody({ name: 'X' }) });
    expect(gone.status).toBe(404);
  });

  it('filters by each of the eleven fields, case-insensitive "contains", all together', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const full = await addContact(token, {
      name: 'Bright Sparks',
      email: 'jo@bright.test',
      phone: '0113 496 0000',
      mobile: '07700 900123',
      address: '2 Mill Lane, York',
      website: 'https://bright.test',
      twitterHandle: '@brightsparks',
      facebookProfile: 'facebook.com/brightsparks',
      linkedinProfile: 'linkedin.com/company/bright',
      otherSocials: 'instagram: sparky',
      vrn: '987654321',
    });
    await addContact(token, { name: 'Other Person', email: 'other@else.test' });
    const cases: Record<string, string> = {
      name: 'BRIGHT',
      email: 'JO@',
      phone: '496',
      mobile: '900123',
      address: 'mill lane',
      website: 'BRIGHT.TEST',
      vrn: '7654',
      twitterHandle: 'SPARKS',
      facebookProfile: 'facebook.com/bright',
      linkedinProfile: 'COMPANY',
      otherSocials: 'Instagram',
    };
    for (const [field, value] of Object.entries(cases))
      expect(
        (await contacts(token, { [field]: value })).contacts.map((c) => c.id),
        field,
      ).toEqual([full.id]);
    expect((await contacts(token, cases)).contacts).toHaveLength(1);
    expect((await contacts(token, { name: 'bright', email: 'other' })).contacts).toEqual([]);
    expect((await contacts(token, { name: '' })).contacts).toHaveLength(2);
    // The single-contact view: that contact only, unpaged.
    expect(await contacts(token, { id: full.id })).toEqual({ contacts: [full], pages: 1 });
  });

  it('sorts by name and pages by 20', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const names = Array.from({ length: 23 }, (_, i) => `Contact ${String(23 - i).padStart(2, '0')}`);
    for (const name of names) await addContact(token, { name });
    await addContact(token, { name: 'aardvark supplies' });
    const first = await contacts(token);
    expect(first.pages).toBe(2);
    expect(first.contacts).toHaveLength(20);
    expect(first.contacts[0]?.name).toBe('aardvark supplies');
    expect(first.contacts[1]?.name).toBe('Contact 01');
    const second = await contacts(token, {}, 2);
    expect(second.contacts.map((c) => c.name)).toEqual(['Contact 20', 'Contact 21', 'Contact 22', 'Contact 23']);
    expect((await contacts(token, {}, 3)).contacts).toEqual([]);
    expect((await contacts(token, { name: 'contact 2' })).pages).toBe(1);
  });

  it('lets a viewer read but not write, and keeps each business to its own contacts', async () => {
    const viewer = await seedUser({ withBusiness: true, role: BusinessRole.OTHER });
    const at = new Date().toISOString();
    const seeded = {
      id: randomUUID(),
      ...contactBody({ name: 'Seeded' }),
      importId: null,
      createdAt: at,
      updatedAt: at,
    };
    await contactRepository(stackDb()).createContact(defined(viewer.businessId, 'businessId'), seeded);
    expect((await contacts(viewer.token)).contacts.map((c) => c.name)).toEqual(['Seeded']);
    expect((await api(viewer.token).call('contactCreate', { body: contactBody({ name: 'No' }) })).status).toBe(403);
    const vUpdate = await api(viewer.token).call('contactUpdate', {
      params: { id: seeded.id },
      body: contactBody({ name: 'No' }),
    });
    expect(vUpdate.status).toBe(403);
    expect((await api(viewer.token).call('contactDelete', { params: { id: seeded.id } })).status).toBe(403);

    const owner = await seedUser({ withBusiness: true });
    const mine = await addContact(owner.token, { name: 'Mine' });
    const other = await seedUser({ withBusiness: true });
    expect((await contacts(other.token)).contacts).toEqual([]);
    expect((await contacts(other.token, { id: mine.id })).contacts).toEqual([]);
    const oUpdate = await api(other.token).call('contactUpdate', {
      params: { id: mine.id },
      body: contactBody({ name: 'Taken' }),
    });
    expect(oUpdate.status).toBe(404);
    expect((await api(other.token).call('contactDelete', { params: { id: mine.id } })).status).toBe(404);
    expect((await contacts(owner.token)).contacts).toEqual([mine]);
  });

  it('names a transaction’s contact live, and keeps the name once the contact is deleted', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const accountId = await addAccount(token, 'Main', true);
    const contact = await addContact(token, { name: 'Fuel Co' });
    const tx = await api(token).ok('transactionCreate', {
      body: {
        date: '2026-05-01',
        desc: 'Diesel',
        transactionTypeId: 1,
        categoryId: 'fuel',
        amount: 40,
        accountId,
        contactId: contact.id,
      },
    });
    expect(tx.contact).toEqual({ id: contact.id, name: 'Fuel Co' });

    await api(token).ok('contactUpdate', { params: { id: contact.id }, body: contactBody({ name: 'Fuel Company' }) });
    expect((await list(token)).transactions[0].contact).toEqual({ id: contact.id, name: 'Fuel Company' });

    await api(token).ok('contactDelete', { params: { id: contact.id } });
    expect((await list(token)).transactions[0].contact).toEqual({ id: contact.id, name: 'Fuel Co' });

    // An edit that keeps the deleted contact still saves; a contact of no one is a field error.
    const body = { date: '2026-05-01', desc: 'Diesel, A1', transactionTypeId: 1, categoryId: 'fuel', amount: 40 };
    const kept = await api(token).call('transactionUpdate', {
      params: { id: tx.id },
      body: { ...body, accountId, contactId: contact.id, updatedDate: tx.updatedDate },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.contact).toEqual({ id: contact.id, name: 'Fuel Co' });

    const other = await seedUser({ withBusiness: true });
    const foreign = await addContact(other.token, { name: 'Not yours' });
    const refused = await api(token).call('transactionCreate', {
      body: { ...body, accountId, contactId: foreign.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.error.errors).toEqual([
      { field: 'contactId', message: 'This contact no longer exists. Choose another contact or clear the field.' },
    ]);
  });
});
