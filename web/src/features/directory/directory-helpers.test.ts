import { describe, expect, it } from 'vitest';
import { paramsOfSearch, queryOfSearch, searchFromParams } from './directory-search';
import { facebookHref, linkedinHref, twitterHref, websiteHref } from './profile-links';

describe('the directory search in the address bar', () => {
  it('reads a shared address and writes it back the same', () => {
    const search = searchFromParams(new URLSearchParams('q=tax&industryId=3&town=Leeds&accountants=true&page=2'));
    expect(search).toEqual({ q: 'tax', industryId: '3', town: 'Leeds', accountants: true, page: 2 });
    expect(paramsOfSearch(search).toString()).toBe('q=tax&industryId=3&town=Leeds&accountants=true&page=2');
    expect(queryOfSearch(search)).toEqual({ q: 'tax', industryId: 3, town: 'Leeds', accountants: 'true', page: 2 });
  });

  it('counts what it cannot read as not given', () => {
    expect(searchFromParams(new URLSearchParams('industryId=x&page=-1&accountants=yes'))).toEqual({
      q: '',
      industryId: '',
      town: '',
      accountants: false,
      page: 1,
    });
    expect(queryOfSearch(searchFromParams(new URLSearchParams('')))).toEqual({ page: 1 });
    expect(paramsOfSearch(searchFromParams(new URLSearchParams('page=1&q=%20'))).toString()).toBe('');
  });
});

describe('links on a profile (typed by the affiliate, so checked)', () => {
  it('links web addresses only', () => {
    expect(websiteHref('https://smith.example/about')).toBe('https://smith.example/about');
    expect(websiteHref('smith.example')).toBe('https://smith.example/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('data:text/html,<b>x</b>')).toBeNull();
    expect(websiteHref('call us')).toBeNull();
  });

  it('turns handles into their network\u2019s address', () => {
    expect(twitterHref('@smith_co')).toBe('https://twitter.com/smith_co');
    expect(twitterHref('https://x.com/smith_co')).toBe('https://x.com/smith_co');
    expect(facebookHref('smithandco')).toBe('https://www.facebook.com/smithandco');
    expect(facebookHref('https://facebook.com/smithandco')).toBe('https://facebook.com/smithandco');
    expect(linkedinHref('Smith and Co')).toBeNull();
    expect(linkedinHref('https://www.linkedin.com/company/smith')).toBe('https://www.linkedin.com/company/smith');
  });
});
