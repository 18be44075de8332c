import * as z from 'zod';
import { importKeys, ledgerKeys } from './keys';

/** A contact as stored, under the business partition (a business deletion removes it). */
export const ContactItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  otherSocials: z.string().nullable(),
  vrn: z.string().nullable(),
  /** The CSV import that brought the contact in, or null when it was typed. */
  importId: z.string().nullable().default(null),
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
