import type { z } from 'zod/mini';
import type { Contact, ContactFilter, ContactInput } from '@bk/contract';
import type { ContactItem } from '@bk/data';
import { normaliseVrn, sanitiseVrnInput } from '@bk/domain';

export type ContactDto = z.input<typeof Contact>;
export type ContactFields = z.output<typeof ContactInput>;
export type Filter = z.output<typeof ContactFilter>;

/** The fields of a contact other than its name, in the order the screen shows them. */
const OPTIONAL_FIELDS = [
  'email',
  'phone',
  'mobile',
  'address',
  'website',
  'twitterHandle',
  'facebookProfile',
  'linkedinProfile',
  'otherSocials',
  'vrn',
] as const;

/** The filters of the list and the field each one searches (SPEC §2 Contacts). */
const FILTERED_FIELDS = ['name', ...OPTIONAL_FIELDS] as const;

/** Trimmed text, or null when nothing is left. */
function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * SPEC §5 "Inputs": a VAT number keeps letters then digits, in capitals; a UK number is kept as HMRC
 * wants it (9 or 12 digits, no GB), so the VRN check and a search by digits find it.
 * @example contactVrn('gb 123 456 789') // '123456789'
 */
export function contactVrn(value: string | null): string | null {
  const typed = sanitiseVrnInput(value ?? '');
  if (typed === '') return null;
  return normaliseVrn(typed) ?? typed;
}

/** What a contact keeps of an input (SPEC §5: name required and trimmed, e-mail trimmed). */
export function contactFields(input: ContactFields): Omit<ContactItem, 'id' | 'importId' | 'createdAt' | 'updatedAt'> {
  const fields = Object.fromEntries(OPTIONAL_FIELDS.map((f) => [f, text(input[f])])) as Record<
    (typeof OPTIONAL_FIELDS)[number],
    string | null
  >;
  return { ...fields, name: input.name.trim(), vrn: contactVrn(input.vrn) };
}

export function contactDto(c: ContactItem): ContactDto {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    mobile: c.mobile,
    address: c.address,
    website: c.website,
    twitterHandle: c.twitterHandle,
    facebookProfile: c.facebookProfile,
    linkedinProfile: c.linkedinProfile,
    otherSocials: c.otherSocials,
    vrn: c.vrn,
  };
}

/**
 * Whether a contact matches every filter given: each is a case-insensitive "contains" on its field,
 * and a blank filter matches all.
 * @example matchesFilter(contact, { name: 'acme' })
 */
export function matchesFilter(c: ContactItem, f: Filter): boolean {
  if (f.id !== undefined && c.id !== f.id) return false;
  return FILTERED_FIELDS.every((field) => {
    const wanted = f[field]?.trim().toLowerCase() ?? '';
    return wanted === '' || (c[field] ?? '').toLowerCase().includes(wanted);
  });
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** By name as people read it (case and accents aside), then by id so pages never overlap. */
export function byName(a: ContactItem, b: ContactItem): number {
  return collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
}
