import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../packages/help/src/corpus';
import { readCorpusFiles } from '../../packages/help/src/build-index';
import { axeScan, useBrowser } from './support/browser';

const browser = useBrowser();

/** The help page's anchors that the assistant's passages cite (packages/help/corpus). */
const CITED = [
  ...new Set(
    parseCorpus(readCorpusFiles())
      .map((p) => p.href)
      .filter((href) => href.startsWith('/app/legal/help.html#')),
  ),
];

describe('the help page the assistant cites', () => {
  it('passes axe, signed out, as the footer and the assistant link to it', async () => {
    const page = await browser.open();
    await page.goto('/app/legal/help.html');
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
    await axeScan(page);
  });

  it('opens every cited anchor at a heading on the page', async () => {
    expect(CITED.length).toBeGreaterThan(5);
    const page = await browser.open();
    for (const href of CITED) {
      await page.goto(href);
      const id = href.split('#')[1] ?? '';
      const target = page.locator(`[id="${id}"]`);
      expect(await target.evaluate((el) => el.tagName), href).toBe('H2');
      await expect(target.isVisible()).resolves.toBe(true);
    }
  });
});
