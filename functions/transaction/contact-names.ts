import { contactRepository, type TransactionItem } from '@bk/data';
import { getDb } from '../shared/clients/db';
import { ValidationError } from '../shared/errors';

const contacts = () => contactRepository(getDb());

export const UNKNOWN_CONTACT_MESSAGE = 'This contact no longer exists. Choose another contact or clear the field.';

/**
 * The name to store with a transaction for the contact it is given: the contact's current name. A
 * contact that is not the business's is a field error, except the deleted contact the transaction
 * already had, whose stored name it keeps (so editing other fields of the transaction still saves).
 */
export async function contactNameOfInput(
  businessId: string,
  contactId: string | null,
  before: TransactionItem | null,
): Promise<string | null> {
  if (!contactId) return null;
  const contact = await contacts().getContact(businessId, contactId);
  if (contact) return contact.name;
  if (before?.contactId === contactId) return before.contactName ?? null;
  throw new ValidationError([{ field: 'contactId', message: UNKNOWN_CONTACT_MESSAGE }]);
}

/** The live names of the contacts of these transactions, by id: one batch read for a page. */
export async function contactNamesOf(
  businessId: string,
  txs: readonly TransactionItem[],
): Promise<Map<string, string>> {
  const ids = txs.flatMap((t) => (t.contactId ? [t.contactId] : []));
  if (ids.length === 0) return new Map();
  return new Map((await contacts().getContacts(businessId, ids)).map((c) => [c.id, c.name]));
}
