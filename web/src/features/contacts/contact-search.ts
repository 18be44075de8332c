import type { ContactFilter } from '../../lib/queries/contacts';

/** The eleven filters of Contacts (SPEC §2, §4 Filters) as their inputs hold them. */
export interface ContactSearchValues {
  name: string;
  email: string;
  phone: string;
  mobile: string;
  address: string;
  website: string;
  vrn: string;
  twitterHandle: string;
  facebookProfile: string;
  linkedinProfile: string;
  otherSocials: string;
}

export const EMPTY_CONTACT_SEARCH: ContactSearchValues = {
  name: '',
  email: '',
  phone: '',
  mobile: '',
  address: '',
  website: '',
  vrn: '',
  twitterHandle: '',
  facebookProfile: '',
  linkedinProfile: '',
  otherSocials: '',
};

/** The filters' labels, in the order the search panel shows them. */
export const CONTACT_FILTER_LABELS: readonly (readonly [keyof ContactSearchValues, string])[] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['mobile', 'Mobile'],
  ['address', 'Address'],
  ['website', 'Website'],
  ['vrn', 'VRN'],
  ['twitterHandle', 'Twitter'],
  ['facebookProfile', 'Facebook'],
  ['linkedinProfile', 'LinkedIn'],
  ['otherSocials', 'Other socials'],
];

/**
 * The list request: the one contact of the single-contact view, else the filters typed (blank
 * ones left out) while search is open.
 * @example contactFilterOf(null, true, { ...EMPTY_CONTACT_SEARCH, name: ' acme ' }) // { name: 'acme' }
 */
export function contactFilterOf(contactId: string | null, searchOpen: boolean, s: ContactSearchValues): ContactFilter {
  if (contactId) return { id: contactId };
  if (!searchOpen) return {};
  return Object.fromEntries(
    CONTACT_FILTER_LABELS.map(([field]) => [field, s[field].trim()] as const).filter(([, v]) => v !== ''),
  );
}
