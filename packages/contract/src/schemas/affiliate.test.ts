import { describe, expect, it } from 'vitest';
import { AFFILIATE_SLUG_MESSAGE, AffiliateDirectoryQuery, AffiliateSlug, affiliateSlugOf } from './affiliate';

describe('affiliate slugs (SPEC §5, §9)', () => {
  it('derives kebab case from a name', () => {
    expect(affiliateSlugOf('Smith & Jones Accountants Ltd')).toBe('smith-jones-accountants-ltd');
    expect(affiliateSlugOf('  Café Crème  ')).toBe('cafe-creme');
    expect(affiliateSlugOf('***')).toBe('');
    // An apostrophe belongs to its word; letters with no plain form are spelt out.
    expect(affiliateSlugOf("O'Brien’s Books")).toBe('obriens-books');
    expect(affiliateSlugOf('Søren Straße Æble')).toBe('soren-strasse-aeble');
  });

  it('stays within 64 characters without a trailing hyphen', () => {
    const slug = affiliateSlugOf(`${'a'.repeat(63)} bcd`);
    expect(slug).toBe('a'.repeat(63));
    expect(affiliateSlugOf('word '.repeat(30)).length).toBeLessThanOrEqual(64);
    expect(affiliateSlugOf('word '.repeat(30))).not.toMatch(/-$/);
  });

  it('accepts only kebab case up to 64 characters', () => {
    expect(AffiliateSlug.safeParse('smith-jones-2').success).toBe(true);
    expect(AffiliateSlug.safeParse('a'.repeat(64)).success).toBe(true);
    expect(AffiliateSlug.safeParse('a'.repeat(65)).success).toBe(false);
    for (const bad of ['Smith', 'smith--jones', '-smith', 'smith-', 'smith jones', 'smíth'])
      expect(AffiliateSlug.safeParse(bad).error?.issues[0]?.message, bad).toBe(AFFILIATE_SLUG_MESSAGE);
  });

  it('reads directory filters from the query string', () => {
    expect(AffiliateDirectoryQuery.parse({})).toEqual({ accountants: false, page: 1 });
    expect(AffiliateDirectoryQuery.parse({ accountants: 'true', page: '3', industryId: '1' })).toEqual({
      accountants: true,
      page: 3,
      industryId: 1,
    });
  });
});
