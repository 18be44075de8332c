import { describe, expect, it } from 'vitest';
import { escapeHtml, linksOf, profileUrlOf } from './links';

describe('sharing links', () => {
  const links = linksOf({
    slug: 'smith-jones',
    name: 'Smith & Jones <Accountants>',
    appUrl: 'https://books.example/app/',
    product: 'Bookkeeper',
  });

  it('point at the profile under the fixed prefix', () => {
    expect(profileUrlOf('smith-jones', 'https://books.example/app')).toBe(
      'https://books.example/app/directory/smith-jones',
    );
    expect(links.profileUrl).toBe('https://books.example/app/directory/smith-jones');
    for (const l of [links.emailProfileLink, links.websiteProfileLink, links.otherProfileLink])
      expect(l).toBe(links.profileUrl);
    expect(links.badgeImageUrl).toBe('https://books.example/app/affiliate-badge.svg');
  });

  it('tweet the text and the address', () => {
    const url = new URL(links.tweetProfileLink);
    expect(url.origin).toBe('https://twitter.com');
    expect(url.searchParams.get('text')).toBe(links.tweetText);
    expect(url.searchParams.get('url')).toBe(links.profileUrl);
  });

  it('never let the name become markup in the signature or the badge', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    for (const html of [links.emailBadgeLink, links.websiteBadgeLink]) {
      expect(html).not.toContain('<Accountants>');
      expect(html).toContain('Smith &#38; Jones &#60;Accountants&#62;');
      expect(html).toContain('href="https://books.example/app/directory/smith-jones"');
    }
    expect(links.emailSignaturePlain).toBe(
      'Smith & Jones <Accountants>\nFind us on Bookkeeper: https://books.example/app/directory/smith-jones',
    );
  });
});
