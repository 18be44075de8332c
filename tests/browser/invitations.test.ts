import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, useBrowser } from './support/browser';
import { field } from './support/fields';
import { nextMail } from './support/mail';

const browser = useBrowser();

const PASSWORD = 'Quiet-Harbour-Ledger-17';

describe('Invitations (decision 0050)', () => {
  it('an owner invites a colleague, who signs in from the e-mail link, accepts and switches to the business', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Invited Books Ltd', name: 'Olive Owner' });
    const colleague = await seedUser({ withBusiness: true, businessName: 'Colleague Own Ltd', password: PASSWORD });

    // The owner invites the colleague on Share Access.
    const ownerPage = await browser.open({ token: owner.token });
    await ownerPage.goto('/app/share-access');
    await ownerPage.getByRole('textbox', { name: 'Email' }).fill(colleague.email);
    await ownerPage.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Accountant' });
    await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
    await ownerPage.getByRole('status').getByText(`Invitation sent to ${colleague.email}`).waitFor();

    // The e-mail's link opens the invitations screen; signed out, sign-in comes first and comes back.
    const mail = await nextMail(colleague.email, /invited to share a business/);
    expect(mail.subject).not.toContain('Invited Books Ltd');
    // Mail links use APP_URL, whose host may differ from the test's: keep the app address.
    const link = /\/app\/invitations\b/.exec(mail.text)?.[0] ?? 'no link';
    expect(link).toBe('/app/invitations');
    const page = await browser.open();
    await page.goto(link);
    await expectPath(page, '/app/signin?next=%2Finvitations');
    const main = page.getByRole('main');
    await main.getByLabel(field('Email')).fill(colleague.email);
    await main.getByLabel(field('Password')).fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/app/invitations');
    await page.getByRole('heading', { level: 1, name: 'Invitations' }).waitFor();
    const invitations = page.getByRole('list', { name: 'Your invitations' });
    await invitations.getByText('Olive Owner invited you as Accountant.').waitFor();
    await axeScan(page);

    await invitations.getByRole('button', { name: 'Accept the invitation to Invited Books Ltd' }).click();
    await page.getByRole('status').getByText('You now have access to Invited Books Ltd').waitFor();
    await page.getByText('You have no invitations waiting.').waitFor();
    await axeScan(page);
    await page.getByRole('button', { name: 'Open Invited Books Ltd' }).click();
    await expectPath(page, '/app/home');
    await eventually(() =>
      page.getByRole('banner').getByRole('button', { name: 'Business: Invited Books Ltd' }).isVisible(),
    ).toBe(true);

    // The owner sees the colleague as a member now.
    await ownerPage.reload();
    const row = ownerPage
      .getByRole('table', { name: 'Who has access to Invited Books Ltd' })
      .getByRole('row', { name: new RegExp(colleague.email) });
    await row.getByRole('cell', { name: 'Accountant', exact: true }).waitFor();
  });

  it('shows pending invitations on Home, and a declined one goes away', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Declined Books Ltd' });
    const colleague = await seedUser({ withBusiness: true, businessName: 'Own Books Ltd' });
    const ownerPage = await browser.open({ token: owner.token });
    await ownerPage.goto('/app/share-access');
    await ownerPage.getByRole('textbox', { name: 'Email' }).fill(colleague.email);
    await ownerPage.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Partner' });
    await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
    await ownerPage.getByRole('status').getByText(`Invitation sent to ${colleague.email}`).waitFor();

    const page = await browser.open({ token: colleague.token });
    await page.goto('/app/home');
    const notice = page.getByText('You have been invited to use Declined Books Ltd.');
    await notice.waitFor();
    await axeScan(page);
    await page.getByRole('link', { name: 'See your invitations' }).click();
    await expectPath(page, '/app/invitations');
    await page.getByRole('button', { name: 'Decline the invitation to Declined Books Ltd' }).click();
    await page.getByRole('status').getByText('Invitation to Declined Books Ltd declined').waitFor();
    await page.getByText('You have no invitations waiting.').waitFor();
    await page.goto('/app/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await notice.count()).toBe(0);
  });
});
