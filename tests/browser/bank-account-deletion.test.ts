import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountRepository, jobRepository } from '@bk/data';
import { api } from '../support/api-client';
import { seedUser, stackDb } from '../support/seed';
import { seedTransactions } from '../security/account-deletion-support';
import { axeScan, eventually, shown, useBrowser } from './support/browser';

/**
 * Deleting a bank account as a job (decision 0053): the Bank Accounts screen shows "Deleting…
 * NN%" polled until the account is gone, and a failed deletion in words with a way to try again.
 */
const browser = useBrowser();

function rowOf(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: /^Bank accounts of/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

async function openAt(token: string): Promise<Page> {
  const page = await browser.open({ token });
  page.setDefaultTimeout(20_000);
  await page.goto('/app/bank-accounts');
  await page.getByRole('heading', { name: 'Bank Accounts', level: 1 }).waitFor();
  return page;
}

/** A business with a default account and "Old Card" holding `n` transactions. */
async function withOldCard(n: number) {
  const user = await seedUser({ withBusiness: true, businessName: 'Tidy Books' });
  const businessId = user.businessId as string;
  const current = await api(user.token).ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
  const card = await api(user.token).ok('accountCreate', { body: { name: 'Old Card', isMain: false } });
  await seedTransactions(businessId, card.id, n);
  return { token: user.token, businessId, currentId: current.id, cardId: card.id };
}

const stamp = () => new Date().toISOString();

describe('Bank Accounts: deleting an account with its transactions', () => {
  it('deletes through the dialog, answers at once, and the account goes when the job is done', async () => {
    const s = await withOldCard(150);
    const page = await openAt(s.token);
    await page.getByRole('button', { name: 'Edit Old Card' }).click();
    await page.getByRole('button', { name: 'More actions for Old Card' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete bank account?' });
    await shown(dialog);
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').getByText('Bank account Old Card deleted').waitFor({ timeout: 60_000 });
    await eventually(() => rowOf(page, 'Old Card').count()).toBe(0);
    await rowOf(page, 'Current Account').getByText('Default').waitFor();
    await axeScan(page);
  });

  it('shows the progress polled until done, and a failed deletion in words with Try again', async () => {
    const s = await withOldCard(20);
    // The state the request leaves while the job runs, held still so each step can be seen.
    const jobId = randomUUID();
    await jobRepository(stackDb()).putJob({
      id: jobId,
      kind: 'delete-bank-account',
      subject: { businessId: s.businessId, accountId: s.cardId, total: '20' },
      status: 'running',
      progress: 40,
      error: null,
      createdAt: stamp(),
      updatedAt: stamp(),
    });
    const accounts = accountRepository(stackDb());
    const marked = await accounts.markDeleting(s.businessId, s.cardId, {
      jobId,
      previousJobId: null,
      seenDefault: await accounts.getDefaultAccountId(s.businessId),
      nextDefault: s.currentId,
    });
    expect(marked).toBe(true);

    const page = await openAt(s.token);
    const row = rowOf(page, 'Old Card');
    await row.getByText('Deleting… 40%').waitFor();
    expect(await row.getByRole('button', { name: 'Edit Old Card' }).count()).toBe(0);
    await axeScan(page);
    await jobRepository(stackDb()).updateJob(jobId, { status: 'running', progress: 70, updatedAt: stamp() });
    await row.getByText('Deleting… 70%').waitFor();

    // Meanwhile a new transaction cannot be put in it: the account is not offered.
    await page.goto('/app/transactions');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const picker = page
      .getByRole('form', { name: 'Add a transaction' })
      .getByRole('combobox', { name: 'Bank account' });
    await picker.locator('option', { hasText: 'Current Account' }).waitFor({ state: 'attached' });
    expect(await picker.locator('option', { hasText: 'Old Card' }).count()).toBe(0);
    await page.goto('/app/bank-accounts');

    await jobRepository(stackDb()).updateJob(jobId, { status: 'failed', error: 'gave up', updatedAt: stamp() });
    await row.getByText('Deleting this account did not finish.').waitFor();
    await axeScan(page);
    await row.getByRole('button', { name: 'Try again to delete Old Card' }).click();
    await page.getByRole('status').getByText('Bank account Old Card deleted').waitFor({ timeout: 30_000 });
    await eventually(() => rowOf(page, 'Old Card').count()).toBe(0);
  });
});
