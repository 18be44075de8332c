import { describe, expect, it } from 'vitest';
import { axeScan, eventually, useBrowser } from './support/browser';
import { field } from './support/fields';

const browser = useBrowser();

/**
 * Decision 0055: the register form shows the password's strength in words as it is typed, loads
 * the estimator only on the password's first input, and refuses a weak password before sending.
 */
describe('password strength on the register form', () => {
  it('loads the estimator on first input, says the strength in words, and refuses a weak password unsent', async () => {
    const page = await browser.open();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto('/app/register');
    const main = page.getByRole('main');
    await main.getByLabel(field('Name')).fill('Robin Strength');
    await main.getByLabel(field('Business name')).fill('Strength Ledger');
    await main.getByLabel(field('Email')).fill('robin.strength@example.test');
    expect(fetched.filter((u) => u.includes('zxcvbn-engine'))).toEqual([]);

    const password = main.getByLabel(field('Password'));
    await password.fill('aaaaaaaa');
    await main.getByRole('progressbar', { name: 'Password strength: Very weak' }).waitFor();
    await main.getByText('Password strength: Very weak').first().waitFor();
    expect(fetched.filter((u) => u.includes('zxcvbn-engine'))).toHaveLength(1);

    await main.getByLabel(field('Confirm password')).fill('aaaaaaaa');
    await main.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await main.getByRole('button', { name: 'Register' }).click();
    await main.getByText('Choose a stronger password: repeated characters like "aaa" are easy to guess.').waitFor();
    await eventually(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(fetched.filter((u) => u.includes('/api/user/register'))).toEqual([]);

    await password.fill('Robin Strength 1');
    await main
      .getByText(/Password strength: (Very weak|Weak|Fair)/)
      .first()
      .waitFor();
    await password.fill('kettle-orbit-57-lantern');
    await main.getByRole('progressbar', { name: 'Password strength: Very strong' }).waitFor();
    await axeScan(page);
  });
});
