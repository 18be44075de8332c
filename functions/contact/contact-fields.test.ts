import { describe, expect, it } from 'vitest';
import type { ContactItem } from '@bk/data';
import { byName, contactFields, contactVrn, matchesFilter } from './contact-fields';

const contact = (fields: Partial<ContactItem>): ContactItem => ({
  id: 'c1',
  name: 'Acme Ltd',
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
  importId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('contact fields', () => {
  it('keeps a UK VAT number as HMRC wants it and any other as typed, in capitals', () => {
    expect(contactVrn('gb 123 456-789')).toBe('123456789');
    expect(contactVrn('123456789012')).toBe('123456789012');
    expect(contactVrn('de 1234')).toBe('DE1234');
    expect(contactVrn('  ')).toBeNull();
    expect(contactVrn(null)).toBeNull();
  });

  it('trims every field and keeps blanks as null', () => {
    const fields = contactFields({
      name: ' Acme ',
      email: ' a@acme.test ',
      phone: '   ',
      mobile: null,
      address: ' 1 High St\nLeeds ',
      website: null,
      twitterHandle: null,
      facebookProfile: null,
      linkedinProfile: null,
      otherSocials: null,
      vrn: 'GB123456789',
    });
    expect(fields).toMatchObject({
      name: 'Acme',
      email: 'a@acme.test',
      phone: null,
      address: '1 High St\nLeeds',
      vrn: '123456789',
    });
  });

  it('matches every filter given, case-insensitive "contains", blanks matching all', () => {
    const c = contact({ email: 'Jo@Acme.test', vrn: '123456789' });
    expect(matchesFilter(c, {})).toBe(true);
    expect(matchesFilter(c, { name: 'ACME', email: 'jo@', vrn: '3456' })).toBe(true);
    expect(matchesFilter(c, { name: ' ' })).toBe(true);
    expect(matchesFilter(c, { phone: '0' })).toBe(false);
    expect(matchesFilter(c, { id: 'c2' })).toBe(false);
  });

  it('sorts by name as people read it, then by id', () => {
    const names = [
      contact({ id: 'b', name: 'beta' }),
      contact({ id: 'a', name: 'Alpha' }),
      contact({ id: 'c', name: 'Beta' }),
    ];
    expect(names.sort(byName).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});
