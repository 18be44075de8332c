import { absPence, formatMoney, MESSAGES, parsePounds, subtractPence } from '@bk/domain';
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addAccount, addTx } from '../integration/ledger-support';
import { api } from '../support/api-client';
import { fileVatReturn } from '../support/filed-return';
import { linkBusinessToHmrc } from '../support/hmrc-link';
import { seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, expectPath, shown, useBrowser } from './support/browser';

/**
 * The help assistant's popup (SPEC §9 chat popup, decision 0066) on the local stack,
 * which has the assistant switched on (packages/local/src/env.ts): the launcher on signed-in
 * screens only, answers from the help with their links, a figure from the seeded books, an
 * off-topic question, the keyboard alone, and a phone.
 */
const browser = useBrowser();

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask for help' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Help assistant' });
const questionField = (page: Page) => panel(page).getByRole('textbox', { name: 'Your question' });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function open(token: string, width?: number): Promise<Page> {
  const page = await browser.open({ token, ...(width ? { width } : {}) });
  page.setDefaultTimeout(20_000);
  return page;
}

async function openPanel(page: Page): Promise<Locator> {
  await launcher(page).click();
  await shown(panel(page));
  return panel(page);
}

/** Ask in the open panel and answer the turn (question and answer) once its answer has come. */
async function ask(page: Page, question: string): Promise<Locator> {
  const turns = panel(page).locator('ol > li');
  const before = await turns.count();
  await questionField(page).fill(question);
  await panel(page).getByRole('button', { name: 'Send', exact: true }).click();
  await eventually(() => turns.count()).toBe(before + 1);
  const turn = turns.nth(before);
  await expect(turn.textContent()).resolves.toContain(question);
  return turn;
}

describe('Help assistant: the launcher (SPEC §7 aisha/enabled)', () => {
  it('is not shown signed out, nor when aisha/enabled answers false', async () => {
    const signedOut = await browser.open();
    await signedOut.goto('/app/signin');
    await signedOut.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect(launcher(signedOut).count()).resolves.toBe(0);

    // The one call intercepted: the local stack has the assistant on.
    const user = await seedUser({ withBusiness: true, businessName: 'Switched Off Ltd', selectBusiness: true });
    const page = await open(user.token);
    let asked = false;
    await page.route('**/api/aisha/enabled', (route) => {
      asked = true;
      return route.fulfill({ status: 200, contentType: 'application/json', body: 'false' });
    });
    await page.goto('/app/home');
    await page.getByRole('button', { name: /^Business:/ }).waitFor();
    await eventually(() => asked).toBe(true);
    // Give the launcher's answer time to render before checking it did not.
    await page.waitForTimeout(500);
    await expect(launcher(page).count()).resolves.toBe(0);
  });

  it('is shown on every signed-in screen when on, and its panel passes axe', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Launcher Ltd', selectBusiness: true });
    const page = await open(user.token);
    const panelCode: string[] = [];
    page.on('request', (r) => {
      if (/assistant-panel/.test(r.url())) panelCode.push(r.url());
    });
    await page.goto('/app/home');
    await launcher(page).waitFor();
    await axeScan(page);
    // The panel's code comes only when it is first opened (it adds nothing to a first load).
    expect(panelCode).toEqual([]);
    await page.goto('/app/profile');
    await launcher(page).waitFor();
    await openPanel(page);
    expect(panelCode.length).toBeGreaterThan(0);
    await axeScan(page);
  });
});

describe('Help assistant: answers', () => {
  it('answers "how do I submit a VAT return" with a link that opens Submit VAT Return', async () => {
    const user = await seedUser({
      withBusiness: true,
      businessName: 'Deep Link Bakes',
      enableVat: true,
      selectBusiness: true,
    });
    await linkBusinessToHmrc(baseUrl(), user.token);
    const page = await open(user.token);
    await page.goto('/app/home');
    await openPanel(page);
    const turn = await ask(page, 'how do I submit a VAT return');
    await turn.getByRole('link', { name: /^How do I submit a VAT return/ }).waitFor();
    await axeScan(page);
    await turn.getByRole('link', { name: 'Open Submit VAT Return' }).click();
    // The emulator's open period 18A2: the VAT Return screen opens Submit VAT Return for it.
    await expectPath(page, '/app/hmrc/vat-return/18A2/20170401/20170630');
    await page.getByRole('heading', { name: 'Submit VAT Return' }).waitFor();
    // Above 1023 px the panel stays open beside the screen, with focus still in it.
    await expect(panel(page).isVisible()).resolves.toBe(true);
    await eventually(() => panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  it('answers "why is my bank charge not in box 4" citing the VAT treatment rule', async () => {
    const user = await seedUser({
      withBusiness: true,
      businessName: 'Bank Charge Ltd',
      enableVat: true,
      selectBusiness: true,
    });
    const page = await open(user.token);
    await page.goto('/app/home');
    await openPanel(page);
    const turn = await ask(page, 'why is my bank charge not in box 4');
    await expect(turn.textContent()).resolves.toMatch(/exempt/i);
    const citation = turn.getByRole('link', { name: /^Why is my bank charge not in box 4\?/ });
    await expect(citation.getAttribute('href')).resolves.toBe('/app/legal/help.html#vat-treatment');
  });

  it('answers "how much VAT do I owe" with the figure and period of the seeded ledger', async () => {
    const user = await seedUser({
      withBusiness: true,
      businessName: 'Owed Bakes',
      enableVat: true,
      selectBusiness: true,
    });
    // A return filed for 01/04/2017-30/06/2017 makes the next quarter the open period.
    await fileVatReturn(baseUrl(), user.token);
    const accountId = await addAccount(user.token, 'Business current account', true);
    const tx = (date: string, desc: string, categoryId: string, amount: number) =>
      addTx(user.token, { date, desc, categoryId, amount, accountId, transactionTypeId: 1, vatRateId: 'standard' });
    await tx('2017-07-10', 'Wedding cake', 'sales', 1200);
    await tx('2017-08-15', 'Van fuel', 'fuel', 60);
    await tx('2017-10-01', 'Cake after the period', 'sales', 600);
    const figures = await api(user.token).ok('transactionVatFigures', {
      body: { startDate: '2017-07-01', endDate: '2017-09-30', scheme: 1 },
    });
    const owed = formatMoney(absPence(subtractPence(parsePounds(figures.box3), parsePounds(figures.box4))));
    expect(owed).toBe('£190.00');

    const page = await open(user.token);
    await page.goto('/app/home');
    await openPanel(page);
    const turn = await ask(page, 'how much VAT do I owe');
    const text = (await turn.textContent()) ?? '';
    expect(text).toContain(owed);
    expect(text).toContain('Period: 01/07/2017 to 30/09/2017');
    expect(text).toContain('Business: Owed Bakes');
    await axeScan(page);

    // The conversation is kept for the tab: across a reload, and gone after signing out.
    await page.reload();
    await openPanel(page);
    await expect(panel(page).textContent()).resolves.toContain('how much VAT do I owe');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const kept = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('bk.assistant.')));
    expect(kept).toEqual([]);
  });

  it('says politely it cannot help with an off-topic question and offers the support page', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Off Topic Ltd', selectBusiness: true });
    const page = await open(user.token);
    await page.goto('/app/home');
    await openPanel(page);
    const turn = await ask(page, 'what will the weather be like in Leeds tomorrow');
    await expect(turn.textContent()).resolves.toContain("I can't help with that");
    await turn
      .getByRole('link', { name: /support/i })
      .first()
      .click();
    await expectPath(page, '/app/support');
  });
});

describe('Help assistant: when asking fails', () => {
  it('says so in plain words and keeps the typed question (429 and no network, intercepted)', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Busy Ltd', selectBusiness: true });
    const page = await open(user.token);
    await page.goto('/app/home');
    await openPanel(page);
    const busy = "You've asked a lot of questions in a short time. Please wait a minute and try again.";
    const failures = [
      (route: Route) =>
        route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: busy }) }),
      (route: Route) => route.abort('internetdisconnected'),
    ];
    await page.route('**/api/aisha/ask', (route) => (failures.shift() ?? ((r: Route) => r.continue()))(route));
    const question = 'how do I add a bank account';
    await questionField(page).fill(question);
    const send = panel(page).getByRole('button', { name: 'Send', exact: true });
    await send.click();
    await expect(panel(page).getByRole('alert').textContent()).resolves.toBe(busy);
    await expect(questionField(page).inputValue()).resolves.toBe(question);
    await send.click();
    await eventually(() => panel(page).getByRole('alert').textContent()).toBe(MESSAGES.unreachable);
    await expect(questionField(page).inputValue()).resolves.toBe(question);
    await send.click();
    await eventually(() => panel(page).locator('ol > li').count()).toBe(1);
    await expect(panel(page).getByRole('alert').count()).resolves.toBe(0);
    await expect(questionField(page).inputValue()).resolves.toBe('');
  });
});

describe('Help assistant: keyboard and phone', () => {
  it('works with the keyboard alone: focus moves in, stays in, and returns to the launcher', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Keyboard Ltd', selectBusiness: true });
    const page = await open(user.token);
    await page.goto('/app/home');
    await launcher(page).waitFor();
    for (let i = 0; i < 80 && !(await isFocused(launcher(page))); i += 1) await page.keyboard.press('Tab');
    await expect(isFocused(launcher(page))).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await shown(panel(page));
    await eventually(() => isFocused(questionField(page))).toBe(true);
    await page.keyboard.type('how do I give my accountant access');
    await page.keyboard.press('Enter');
    await eventually(() => panel(page).locator('ol > li').count()).toBe(1);
    // The answer is read out by the polite live region.
    await eventually(() => panel(page).locator('[aria-live="polite"]').textContent()).not.toBe('');
    // Tab never leaves the open dialog.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      await expect(panel(page).evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await eventually(() => panel(page).count()).toBe(0);
    await eventually(() => isFocused(launcher(page))).toBe(true);
  });

  it('fills a 390 px phone: full width, clear of the bottom, at most 640 px high; a link closes it', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Phone Ltd', selectBusiness: true });
    const page = await open(user.token, 390);
    await page.goto('/app/home');
    const dialog = await openPanel(page);
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.width).toBeGreaterThanOrEqual(388);
    expect(box.height).toBeLessThanOrEqual(640);
    expect(800 - (box.y + box.height)).toBeGreaterThanOrEqual(10);
    const turn = await ask(page, 'how do I import a bank statement');
    await axeScan(page);
    // An answer's deep link opens its screen through the router and closes the panel, which
    // covers the screen on a phone.
    const screenLink = turn.getByRole('link', { name: /^Open / }).first();
    const href = await screenLink.getAttribute('href');
    expect(href).toMatch(/^\/app\//);
    await screenLink.click();
    await eventually(() => panel(page).count()).toBe(0);
    await expectPath(page, href ?? '');
  });
});
