import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AffiliateProfileSubmit } from '@bk/contract';
import { affiliateRepository } from '@bk/data';
import type * as z from 'zod';
import { api, type ApiClient } from '../support/api-client';
import { seedUser, stackDb, type SeededUser } from '../support/seed';

/** A browser's user agent: the counting ignores scripts and bots. */
export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A slug no other test uses. */
export function uniqueSlug(stem: string): string {
  return `${stem}-${randomUUID().slice(0, 8)}`;
}

export const ENROL = {
  industryId: 1,
  firstLineOfAddress: '1 High Street',
  town: 'Leeds',
  region: 'West Yorkshire',
  country: 'United Kingdom',
  postalCode: 'LS1 1AA',
  emailAddress: 'hello@ledger.example',
  phoneNumber: '0113 496 0000',
  website: 'https://ledger.example',
  termsAndConditions: true as const,
};

export function submitBody(
  slug: string,
  over: Partial<z.input<typeof AffiliateProfileSubmit>> = {},
): z.input<typeof AffiliateProfileSubmit> {
  return {
    slug,
    name: 'Ledger & Co Accountants',
    description: 'VAT returns and bookkeeping for small businesses in Leeds.',
    isAccountant: true,
    includeLogo: false,
    includeEmailAddress: true,
    includePhoneNumber: false,
    includeWebsite: true,
    includeAddress: true,
    includeVrn: false,
    includeTwitter: false,
    includeFacebook: false,
    includeLinkedin: false,
    includeOtherSocials: false,
    ...over,
  };
}

/** A signed-in administrator of a new business that has joined the programme. */
export async function enrolled(): Promise<SeededUser & { client: ApiClient; businessId: string }> {
  const user = await seedUser({ withBusiness: true });
  const client = api(user.token);
  await client.ok('affiliateEnroll', { body: ENROL });
  if (!user.businessId) throw new Error('seedUser gave no business');
  return { ...user, client, businessId: user.businessId };
}

/** An enrolled business with a published profile at `slug` (approved as an operator would). */
export async function published(slug: string, over: Partial<z.input<typeof AffiliateProfileSubmit>> = {}) {
  const e = await enrolled();
  await e.client.ok('affiliateProfileSubmit', { body: submitBody(slug, over) });
  expect(await approve(e.businessId)).toBe('ok');
  return e;
}

export function approve(businessId: string) {
  return affiliateRepository(stackDb()).approve(businessId, { at: new Date().toISOString() });
}

export function reject(businessId: string, publicNote: string) {
  return affiliateRepository(stackDb()).reject(businessId, { at: new Date().toISOString(), publicNote });
}
