import { randomUUID } from 'node:crypto';
import { contactRepository, type ContactItem } from '@bk/data';
import type { HandlerMap } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { NotFoundError } from '../shared/errors';
import { byName, contactDto, contactFields, matchesFilter } from './contact-fields';

/** Rows of one page of the contact list: the same as the transaction list. */
export const CONTACT_PAGE_SIZE = 20;

export const CONTACT_NOT_FOUND_MESSAGE = 'This contact no longer exists. The list has been reloaded.';

const contacts = () => contactRepository(getDb());

/**
 * Contact calls of SPEC §7 (the list, create, edit and delete). A transaction keeps the name of
 * its contact, so deleting a contact leaves the name its transactions show.
 */
export const contactHandlers = {
  contactList: async ({ query, body }, ctx) => {
    const matching = (await contacts().listContacts(ctx.business.id))
      .filter((c) => matchesFilter(c, body))
      .sort(byName);
    // The single-contact view shows its contact unpaged.
    if (body.id !== undefined) return { contacts: matching.map(contactDto), pages: matching.length ? 1 : 0 };
    const offset = (query.page - 1) * CONTACT_PAGE_SIZE;
    return {
      contacts: matching.slice(offset, offset + CONTACT_PAGE_SIZE).map(contactDto),
      pages: Math.ceil(matching.length / CONTACT_PAGE_SIZE),
    };
  },

  contactCreate: async ({ body }, ctx) => {
    const at = ctx.now.toISOString();
    const contact: ContactItem = {
      id: randomUUID(),
      ...contactFields(body),
      importId: null,
      createdAt: at,
      updatedAt: at,
    };
    await contacts().createContact(ctx.business.id, contact);
    return contactDto(contact);
  },

  contactUpdate: async ({ params, body }, ctx) => {
    const repo = contacts();
    const before = await repo.getContact(ctx.business.id, params.id);
    if (!before) throw new NotFoundError(CONTACT_NOT_FOUND_MESSAGE);
    const after: ContactItem = { ...before, ...contactFields(body), updatedAt: ctx.now.toISOString() };
    if (!(await repo.updateContact(ctx.business.id, after))) throw new NotFoundError(CONTACT_NOT_FOUND_MESSAGE);
    return contactDto(after);
  },

  contactDelete: async ({ params }, ctx) => {
    if (!(await contacts().deleteContact(ctx.business.id, params.id)))
      throw new NotFoundError(CONTACT_NOT_FOUND_MESSAGE);
    return { ok: true as const };
  },
} satisfies HandlerMap<'contact'>;
