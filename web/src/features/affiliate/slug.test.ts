import { AFFILIATE_SLUG_MAX, AffiliateSlug, affiliateSlugOf } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import { slugAfterNameChange } from './slug';

describe('the profile address derived from the name (SPEC §5, §9)', () => {
  it.each([
    ['Smith & Jones Accountants Ltd', 'smith-jones-accountants-ltd'],
    ['  Café   Crème  (UK) ', 'cafe-creme-uk'],
    ['ACME -- Tax // Services!!', 'acme-tax-services'],
    ['123 Numbers', '123-numbers'],
  ])('%s → %s', (name, slug) => {
    expect(affiliateSlugOf(name)).toBe(slug);
  });

  it('cuts at 64 characters without a hyphen at the end, and the submit schema takes it', () => {
    for (const name of [`${'a'.repeat(63)} b c`, 'word '.repeat(40), 'Ünïcödé Ltd', '--a--b--']) {
      const slug = affiliateSlugOf(name);
      expect(slug.length).toBeLessThanOrEqual(AFFILIATE_SLUG_MAX);
      expect(AffiliateSlug.safeParse(slug).success).toBe(true);
    }
  });

  it('refuses a typed address that is not kebab case', () => {
    for (const typed of ['Smith-and-co', 'smith--co', '-smith', 'smith co', 'a'.repeat(65)]) {
      expect(AffiliateSlug.safeParse(typed).success).toBe(false);
    }
  });
});

describe('slugAfterNameChange', () => {
  it('follows the name of a first profile until the address is typed', () => {
    expect(slugAfterNameChange({ name: 'Acme', slug: 'acme' }, 'Acme Books', true)).toBe('acme-books');
    expect(slugAfterNameChange({ name: 'Acme', slug: '' }, 'Acme Books', true)).toBe('');
    expect(slugAfterNameChange({ name: 'Acme', slug: 'my-own' }, 'Acme Books', true)).toBe('my-own');
  });

  it('keeps the address of a profile already submitted', () => {
    expect(slugAfterNameChange({ name: 'Acme', slug: 'acme' }, 'Acme Books', false)).toBe('acme');
  });
});
