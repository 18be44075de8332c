import { readFileSync } from 'node:fs';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../web/src/config/routes';
import { currentIndexText, INDEX_FILE, readCorpusFiles } from './build-index';
import { CorpusError, parseCorpus, parseCorpusFile } from './corpus';

const passages = parseCorpus(readCorpusFiles());
const HELP_PAGE = new URL('../../../web/public/legal/help.html', import.meta.url);

describe('the committed help index', () => {
  it('is what the corpus builds today (run `npm run build:help -w @bk/help` after editing the corpus)', () => {
    expect(readFileSync(INDEX_FILE, 'utf8') === currentIndexText()).toBe(true);
  });

  it('stays under 150 KiB, for the assistant function bundle', () => {
    expect(readFileSync(INDEX_FILE).byteLength).toBeLessThan(150 * 1024);
  });
});

describe('the corpus', () => {
  it('has a passage for every topic file, each with a unique id', () => {
    expect(passages.length).toBeGreaterThanOrEqual(80);
    expect(new Set(passages.map((p) => p.topic)).size).toBe(readCorpusFiles().length);
  });

  it('links only to anchors that the help page has', () => {
    const page = readFileSync(HELP_PAGE, 'utf8');
    const anchors = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    const cited = passages.filter((p) => p.href.startsWith('/app/legal/help.html'));
    expect(cited.length).toBeGreaterThan(0);
    for (const p of cited) {
      const anchor = p.href.split('#')[1] ?? '';
      expect(anchors.has(anchor), `${p.id} cites #${anchor}`).toBe(true);
      expect(p.linkLabel).toMatch(/^Read /);
    }
  });

  it('deep-links only to screens of the app, labelled "Open <screen>"', () => {
    const paths = Object.values(ROUTES).filter((path) => path !== '*');
    for (const p of passages.filter((x) => !x.href.startsWith('/app/legal/'))) {
      const path = p.href.replace(/^\/app/, '');
      expect(
        paths.some((pattern) => matchPath({ path: pattern, end: true }, path)),
        `${p.id} links to ${p.href}`,
      ).toBe(true);
      expect(p.linkLabel).toMatch(/^Open /);
    }
  });

  it('refuses a section without a link, with markup, or with an id used twice', () => {
    expect(() => parseCorpusFile('a.md', '## x: Title\n\nText.')).toThrow(CorpusError);
    expect(() => parseCorpusFile('a.md', '## x: T\nlink: https://example.com | Open it\n\nText.')).toThrow(CorpusError);
    expect(() => parseCorpusFile('a.md', '## x: T\nlink: /app/home | Open Home\n\nSee <b>this</b>.')).toThrow(
      CorpusError,
    );
    const twice = { name: 'a.md', content: '## x: T\nlink: /app/home | Open Home\n\nText.' };
    expect(() => parseCorpus([twice, { ...twice, name: 'b.md' }])).toThrow(/used twice/);
  });

  it('reads the link, the keywords and the paragraphs of a section', () => {
    const [p] = parseCorpusFile(
      'topic.md',
      '# Topic\n\n## an-id: A title\nlink: /app/home | Open Home\nkeywords: one, two\n\nFirst\nline.\n\nSecond.\n',
    );
    expect(p).toEqual({
      id: 'an-id',
      title: 'A title',
      href: '/app/home',
      linkLabel: 'Open Home',
      keywords: 'one, two',
      text: 'First line.\n\nSecond.',
      topic: 'topic',
    });
  });
});
