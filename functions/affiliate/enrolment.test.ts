import { describe, expect, it } from 'vitest';
import { enrolmentErrors, websiteOf } from './enrolment';

describe('enrolment checks', () => {
  it('takes a website with or without its scheme', () => {
    expect(websiteOf('example.co.uk')).toBe('https://example.co.uk');
    expect(websiteOf('http://example.co.uk/about')).toBe('http://example.co.uk/about');
    expect(websiteOf('javascript:alert(1)')).toBeNull();
    expect(websiteOf('not a site')).toBeNull();
    expect(websiteOf('localhost')).toBeNull();
  });

  it('names each field in error', () => {
    expect(enrolmentErrors({ industryId: 1, emailAddress: 'a@b.example', website: null })).toEqual([]);
    expect(enrolmentErrors({ industryId: 9999, emailAddress: 'nope', website: 'ftp://x.example' })).toEqual([
      { field: 'industryId', message: 'Choose an industry from the list' },
      { field: 'emailAddress', message: 'Enter a valid email address' },
      { field: 'website', message: 'Enter a website address, for example https://www.example.co.uk' },
    ]);
  });
});
