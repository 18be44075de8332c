import * as z from 'zod/mini';
import { importKeys, ledgerKeys } from './keys';

/** A contact as stored, under the business partition (a business deletion removes it). */
export const ContactItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  address: z.nullable(z.string()),
  website: z.nullable(z.string()),
  twitterHandle: z.nullable(z.string()),
  facebookProfile: z.nullable(z.string()),
  linkedinProfile: z.nullable(z.string()),
  otherSocials: z.nullable(z.string()),
  vrn: z.nullable(z.string()),
  /** The CSV import that brought the contact in, or null when it was typed. */
  importId: z._default(z.nullable(z.string()), null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactItem = z.infer<typeof ContactItem>;

/**
 * A contact as stored (keys and entity), for the repository and for bulk writers (the CSV import)
 * that put contacts in batches.
 * @example contactRecord('b1', contact) // { pk: 'BUS#b1', sk: 'CONTACT#c1', entity: 'contact', ... }
 */
export function contactRecord(businessId: string, contact: ContactItem): Record<string, unknown> {
  const key = ledgerKeys.contact(businessId, contact.id);
  return {
    ...key,
    // Listed under its CSV import, so removing the import finds it (decision 0033).
    ...(contact.importId ? importKeys.rowOfImport(businessId, contact.importId, key.sk) : {}),
    entity: 'contact',
    ...contact,
  };
}

export function parseContact(item: Record<string, unknown>): ContactItem {
  return ContactItem.parse(item);
}
