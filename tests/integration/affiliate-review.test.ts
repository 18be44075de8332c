import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { reviewCommands } from '../support/affiliate-review';
import { listLine, showText } from '../../packages/ops/src/affiliate-review-text';
import { api } from '../support/api-client';
import { enrolled, submitBody, uniqueSlug } from './affiliate-support';
import { IMAGES } from './business-support';
import { baseUrl, waitForMails } from './user-helpers';

/**
 * The operators' review command (decision 0062) on the tests' local stack: the affiliate submits
 * through the API, the command's functions approve or reject as `npm run affiliate` does, the
 * outcome arrives in the SES sink, and the published logo is served as CloudFront serves it.
 */

/** A business with a logo that has submitted a profile showing it. */
async function submittedWithLogo(slug: string) {
  const affiliate = await enrolled();
  await affiliate.client.ok('businessActiveUpdate', { body: { name: 'Ledger & Co', logoBase64: IMAGES.png } });
  await affiliate.client.ok('affiliateProfileSubmit', { body: submitBody(slug, { includeLogo: true }) });
  return affiliate;
}

describe('npm run affiliate: review, e-mails and logos', () => {
  it('lists and shows a submission, approves it, publishes its logo and e-mails the public address', async () => {
    const slug = uniqueSlug('review-ok');
    const affiliate = await submittedWithLogo(slug);
    const ops = reviewCommands();

    const pending = await ops.list('PENDING');
    expect(pending.map((s) => s.businessId)).toContain(affiliate.businessId);
    expect(pending.map(listLine).find((l) => l.startsWith(affiliate.businessId))).toContain(slug);
    const review = await ops.show(affiliate.businessId);
    expect(review?.contactEmail).toBe(affiliate.email);
    const shown = showText(review ?? expect.unreachable()).join('\n');
    expect(shown).toContain('Nothing published yet');
    expect(shown).toMatch(/\* Logo\s+\(nothing published\)\s+->\s+the business logo/);

    const outcome = await ops.approve(affiliate.businessId, 'Welcome to the directory');
    expect(outcome).toMatchObject({ result: 'ok', mailedTo: affiliate.email });
    const logoPath = outcome.logoUrl ?? expect.unreachable();
    expect(logoPath).toMatch(/^\/public\/logos\/[a-f0-9]{64}\.png$/);

    // The directory answers the published logo's address, served with its type and a long cache.
    const profile = await api().ok('affiliateDirectoryProfile', { params: { slug } });
    expect(profile.logoUrl).toBe(outcome.logoUrl);
    const logo = await fetch(`${baseUrl}${logoPath}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer()).equals(Buffer.from(IMAGES.png, 'base64'))).toBe(true);
    // Nothing but published logos is reachable under the public prefix.
    expect((await fetch(`${baseUrl}/public/logos/page.html`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/public/logos/${'0'.repeat(64)}.png`)).status).toBe(404);

    const [mail] = await waitForMails(affiliate.email, 1);
    expect(mail?.subject).toBe('Your affiliate profile on Bookkeeper is published');
    expect(mail?.text).toContain('Welcome to the directory');
    expect(mail?.text).toContain(`/app/directory/${slug}`);
    expect(mail?.text).toContain('“Ledger & Co Accountants”');

    // Reviewed once: a second approval does nothing and mails nobody.
    expect(await ops.approve(affiliate.businessId, null)).toEqual({ result: 'notPending', mailedTo: null });
    expect(await ops.reject('no-such-business', 'x')).toEqual({ result: 'notFound', mailedTo: null });
  });

  it('rejects a change with a public note, mails how to resubmit, and keeps the approved profile live', async () => {
    const slug = uniqueSlug('review-no');
    const affiliate = await submittedWithLogo(slug);
    const ops = reviewCommands();
    const first = await ops.approve(affiliate.businessId, null);
    expect(first.result).toBe('ok');
    await affiliate.client.ok('affiliateProfileSubmit', {
      body: submitBody(slug, { includeLogo: true, description: 'Cheapest accountants in Leeds, guaranteed!!!' }),
    });
    const changes = showText((await ops.show(affiliate.businessId)) ?? expect.unreachable()).join('\n');
    expect(changes).toMatch(/\* Description\s+VAT returns.*->\s+Cheapest accountants/);
    expect(changes).not.toMatch(/\* Logo/);

    const note = 'Please describe your services rather than your prices.';
    expect(await ops.reject(affiliate.businessId, note)).toEqual({ result: 'ok', mailedTo: affiliate.email });
    const mails = await waitForMails(affiliate.email, 2);
    const rejected = mails.find((m) => m.subject === 'Your affiliate profile on Bookkeeper needs changes');
    expect(rejected?.text).toContain(note);
    expect(rejected?.text).toContain('Submit for Approval');
    expect(rejected?.text).toContain('/app/affiliate/edit-profile');
    expect(rejected?.text).toContain('The profile we approved before stays in the directory');

    const live = await api().ok('affiliateDirectoryProfile', { params: { slug } });
    expect(live.description).toBe(submitBody(slug).description);
    expect(live.logoUrl).toBe(first.logoUrl);
    expect((await fetch(`${baseUrl}${first.logoUrl ?? ''}`)).status).toBe(200);
  });

  it('works from the command line on the running local stack, as an operator types it', async () => {
    // WHY: the functions above are only what operators run if `npm run affiliate` wires them to
    // the stack the way `npm start` leaves it (stack.json in DATA_DIR).
    const slug = uniqueSlug('review-cli');
    const affiliate = await enrolled();
    await affiliate.client.ok('affiliateProfileSubmit', { body: submitBody(slug) });
    const env = inject('stackEnv');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bk-affiliate-cli-'));
    writeFileSync(
      path.join(dataDir, 'stack.json'),
      JSON.stringify({
        dynamodbEndpoint: env.DYNAMODB_ENDPOINT,
        tableName: env.TABLE_NAME,
        url: baseUrl,
        s3Endpoint: env.S3_ENDPOINT,
        bucket: env.FILES_BUCKET,
        sesEndpoint: env.SES_ENDPOINT,
        appUrl: env.APP_URL,
      }),
    );
    const { TABLE_NAME: _stage, ...shell } = process.env;
    const run = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'packages/ops/src/affiliate.ts', ...args], {
        env: { ...shell, DATA_DIR: dataDir },
      });
    expect((await run('show', affiliate.businessId)).stdout).toContain(
      `* Address (slug)  (nothing published)  ->  ${slug}`,
    );
    const approved = await run('approve', affiliate.businessId, 'Looks', 'good');
    expect(approved.stdout).toContain(`Approved and published the profile of business ${affiliate.businessId}.`);
    expect(approved.stdout).toContain(`E-mailed the outcome to ${affiliate.email}.`);
    const [mail] = await waitForMails(affiliate.email, 1);
    expect(mail?.text).toContain('A note from our reviewer: Looks good');
    expect((await api().call('affiliateDirectoryProfile', { params: { slug } })).status).toBe(200);
  }, 60_000);
});
