import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { expectPath, useBrowser } from './support/browser';
import { field } from './support/fields';

const browser = useBrowser();

const PASSWORD = 'Quiet-Harbour-Ledger-17';

/** The chunks decision 0059 keeps out of the first load: zod, the contract and the answer reader. */
const DEFERRED_CHUNK = /\/assets\/(zod|contract|api-answers)-[\w-]{8}\.js$/;

describe('Sign in without the deferred chunks (decision 0059)', () => {
  it('shows a usable form while zod and the contract are held back, and signs in once they arrive', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Held Back Bakery', password: PASSWORD });
    const page = await browser.open();
    const held: Route[] = [];
    await page.route(DEFERRED_CHUNK, (route) => void held.push(route));

    await page.goto('/app/signin');
    const main = page.getByRole('main');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await main.getByLabel(field('Email')).fill(user.email);
    await main.getByLabel(field('Password')).fill(PASSWORD);
    expect(await main.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    // The form is there and typed into while every deferred chunk asked for is still unanswered.
    expect(held.length).toBeGreaterThan(0);
    expect(held.map((r) => new URL(r.request().url()).pathname).join(' ')).toMatch(/zod-/);

    await main.getByRole('button', { name: 'Sign in' }).click();
    for (const route of held) await route.continue();
    await page.unroute(DEFERRED_CHUNK);
    await expectPath(page, '/app/home');
  });
});
