import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { removeBanner, seedBanner, seedUser } from '../support/seed';
import { eventually, useBrowser } from './support/browser';

const browser = useBrowser();
const seeded: string[] = [];

/** Banners are global, so each carries this run's tag and is removed afterwards. */
async function banner(text: string, colorId: 1 | 2 | 3, canClear: boolean, html?: string) {
  const id = await seedBanner({ messageHtml: html ?? `<p>${text}</p>`, colorId, canClear });
  seeded.push(id);
  return id;
}

afterAll(async () => {
  await Promise.all(seeded.map((id) => removeBanner(id)));
});

function note(page: Page, text: string) {
  return page.getByRole('region', { name: 'Announcements' }).getByRole('note').filter({ hasText: text });
}

/** Which colour family a banner's background belongs to. */
async function tint(page: Page, text: string): Promise<'blue' | 'yellow' | 'red' | 'other'> {
  const rgb = await note(page, text).evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  if (b > r && b >= g) return 'blue';
  if (r > b && g > b && Math.abs(r - g) < 40) return 'yellow';
  if (r > g && r > b) return 'red';
  return 'other';
}

describe('banner messages (SPEC §2 Shell, §9)', () => {
  it('shows banners in the three colours, and a Clear button only on clearable ones', async () => {
    const tag = randomUUID().slice(0, 8);
    await banner(`Primary ${tag}`, 1, true);
    await banner(`Gold ${tag}`, 2, false);
    await banner(`Danger ${tag}`, 3, false);
    const page = await browser.open();
    await page.goto('/app/signin');
    await eventually(() => note(page, `Danger ${tag}`).isVisible()).toBe(true);
    expect(await tint(page, `Primary ${tag}`)).toBe('blue');
    expect(await tint(page, `Gold ${tag}`)).toBe('yellow');
    expect(await tint(page, `Danger ${tag}`)).toBe('red');
    expect(await note(page, `Primary ${tag}`).getByRole('button', { name: 'Clear' }).count()).toBe(1);
    expect(await note(page, `Gold ${tag}`).getByRole('button', { name: 'Clear' }).count()).toBe(0);
    expect(await note(page, `Danger ${tag}`).getByRole('button', { name: 'Clear' }).count()).toBe(0);
  });

  it('hides a cleared banner, and it stays hidden after a reload for an anonymous visitor', async () => {
    const tag = randomUUID().slice(0, 8);
    await banner(`Clear me ${tag}`, 1, true);
    await banner(`Keep me ${tag}`, 2, false);
    const page = await browser.open();
    await page.goto('/app/signin');
    await note(page, `Clear me ${tag}`).getByRole('button', { name: 'Clear' }).click();
    await eventually(() => note(page, `Clear me ${tag}`).count()).toBe(0);
    await page.reload();
    await eventually(() => note(page, `Keep me ${tag}`).isVisible()).toBe(true);
    expect(await note(page, `Clear me ${tag}`).count()).toBe(0);
  });

  it('tells the server when a signed-in user clears a banner, so it stays hidden on another device', async () => {
    const tag = randomUUID().slice(0, 8);
    const id = await banner(`Server clear ${tag}`, 3, true);
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    const cleared = page.waitForRequest(
      (req) => req.method() === 'PATCH' && req.url().endsWith(`/api/banner-message/${id}/clear`),
    );
    await note(page, `Server clear ${tag}`).getByRole('button', { name: 'Clear' }).click();
    await cleared;
    await eventually(() => note(page, `Server clear ${tag}`).count()).toBe(0);

    const otherDevice = await browser.open({ token });
    await otherDevice.goto('/app/home');
    await eventually(() => otherDevice.getByRole('heading', { level: 1, name: 'Home' }).isVisible()).toBe(true);
    expect(await note(otherDevice, `Server clear ${tag}`).count()).toBe(0);
  });

  it('renders banner HTML safely: formatting and web links kept, scripts and handlers dropped', async () => {
    const tag = randomUUID().slice(0, 8);
    await banner(
      `Safe ${tag}`,
      1,
      false,
      [
        `<p>Safe ${tag} <strong>bold</strong> <a href="https://example.com/news">news</a>`,
        `<a href="javascript:alert(1)">bad link</a><img src="x" onerror="window.__pwned=1">`,
        `<script>window.__pwned=2</script><span onclick="window.__pwned=3">span</span><img/onerror="window.__pwned=4"/src=y></p>`,
      ].join(''),
    );
    const page = await browser.open();
    await page.goto('/app/signin');
    const shown = note(page, `Safe ${tag}`);
    await eventually(() => shown.isVisible()).toBe(true);
    expect(await shown.locator('strong').textContent()).toBe('bold');
    expect(await shown.getByRole('link', { name: 'news' }).getAttribute('href')).toBe('https://example.com/news');
    expect(await shown.getByRole('link', { name: 'bad link' }).count()).toBe(0);
    expect(await shown.getByText('bad link').count()).toBe(1);
    expect(await shown.locator('img, script, [onclick], [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
