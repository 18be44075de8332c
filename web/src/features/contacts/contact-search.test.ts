import { describe, expect, it } from 'vitest';
import { contactFilterOf, EMPTY_CONTACT_SEARCH } from './contact-search';

describe('contactFilterOf', () => {
  it('asks for one contact in the single-contact view, whatever was searched', () => {
    expect(contactFilterOf('c1', true, { ...EMPTY_CONTACT_SEARCH, name: 'x' })).toEqual({ id: 'c1' });
  });

  it('sends the typed filters, trimmed, only while search is open', () => {
    const typed = { ...EMPTY_CONTACT_SEARCH, name: ' acme ', email: '  ', twitterHandle: '@a' };
    expect(contactFilterOf(null, true, typed)).toEqual({ name: 'acme', twitterHandle: '@a' });
    expect(contactFilterOf(null, false, typed)).toEqual({});
  });
});
