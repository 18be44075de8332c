import { beforeAll, describe, expect, it } from 'vitest';
import { VAT_DATES_MESSAGES, VatScheme } from '@bk/domain';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { addAccount, addTx } from './ledger-support';

/**
 * The flat rate scheme's first-year discount through the local gateway (decision 0047,
 * docs/vat-rules.md): Edit Business keeps and checks the VAT registration and joining dates, and
 * `transaction/vat-figures` charges turnover on the days of the discount at the percent less 1.
 */

/** A flat rate business at 12.5% with these sales (all Business, standard rate, VAT included). */
async function flatRateBusiness(dates: { vatRegistrationDate: string; flatRateJoinDate: string }) {
  const u = await seedUser({ withBusiness: true, enableVat: true });
  const client = api(u.token);
  const saved = await client.call('businessActiveUpdate', {
    body: { name: 'First Year Florist', scheme: VatScheme.FLAT_RATE, flatRatePercent: 12.5, ...dates },
  });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.json).toMatchObject(dates);
  const accountId = await addAccount(u.token, 'Current account', true);
  const sale = (date: string, amount: number) =>
    addTx(u.token, {
      date,
      desc: `Flowers ${date}`,
      transactionTypeId: 1,
      categoryId: 'sales',
      amount,
      accountId,
      vatRateId: 'standard',
    });
  await sale('2025-04-01', 1000);
  await sale('2025-06-30', 333.33);
  await sale('2026-03-14', 1001.01);
  await sale('2026-03-15', 1001.01);
  await sale('2026-04-01', 1000);
  await sale('2026-06-30', 333.33);
  const figures = (startDate: string, endDate: string) =>
    client.call('transactionVatFigures', {
      body: { startDate, endDate, scheme: VatScheme.FLAT_RATE, flatRatePercent: 12.5 },
    });
  return { client, figures };
}

describe('flat rate scheme first year: VAT figures (PATCH transaction/vat-figures)', () => {
  let business: Awaited<ReturnType<typeof flatRateBusiness>>;
  beforeAll(async () => {
    // Registered and joined on 15/03/2025: 11.5% to 14/03/2026, then 12.5%.
    business = await flatRateBusiness({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-03-15' });
  });

  it('a quarter inside the first year: 1,333.33 x 11.5% = 153.33295 -> £153.33', async () => {
    const r = await business.figures('2025-04-01', '2025-06-30');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ box1: 153.33, box3: 153.33, box5: 153.33, box6: 1333, transactionCount: 2 });
    expect(r.json.flatRateFirstYear).toEqual({ fullPercent: 12.5, discountedPercent: 11.5, until: '2026-03-14' });
  });

  it('a quarter straddling the anniversary: 1,001.01 x 11.5% + 1,001.01 x 12.5% = 240.2424 -> £240.24', async () => {
    const r = await business.figures('2026-01-01', '2026-03-31');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ box1: 240.24, box6: 2002, transactionCount: 2 });
    expect(r.json.flatRateFirstYear).toEqual({ fullPercent: 12.5, discountedPercent: 11.5, until: '2026-03-14' });
  });

  it('a quarter after the first year: 1,333.33 x 12.5% = 166.66625 -> £166.67, no discount', async () => {
    const r = await business.figures('2026-04-01', '2026-06-30');
    expect(r.json).toMatchObject({ box1: 166.67, box6: 1333, flatRateFirstYear: null });
  });

  it('the standard scheme is not touched by the dates', async () => {
    const r = await business.client.call('transactionVatFigures', {
      body: { startDate: '2025-04-01', endDate: '2025-06-30', scheme: VatScheme.STANDARD },
    });
    // 1,000.00 / 1.2 = 833.33 (VAT 166.67); 333.33 / 1.2 = 277.775 -> 277.78 (VAT 55.55).
    expect(r.json).toMatchObject({ box1: 222.22, flatRateFirstYear: null });
  });

  it('a business that joined the scheme after its first year gets no discount: 2,002.02 x 12.5% = £250.25', async () => {
    const late = await flatRateBusiness({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2026-03-15' });
    const r = await late.figures('2026-01-01', '2026-03-31');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ box1: 250.25, box6: 2002, flatRateFirstYear: null });
  });
});

describe('flat rate scheme first year: the dates on Edit Business (PATCH user/business/active)', () => {
  it('refuses a date in the future, joining before registering, and text that is no date', async () => {
    const client = api((await seedUser({ withBusiness: true, enableVat: true })).token);
    const edit = (dates: Record<string, string | null>) =>
      client.call('businessActiveUpdate', {
        body: { name: 'Dated', scheme: VatScheme.FLAT_RATE, flatRatePercent: 12.5, ...dates },
      });
    const future = await edit({ vatRegistrationDate: '2099-01-01', flatRateJoinDate: null });
    expect(future.status).toBe(400);
    expect(future.error.errors).toEqual([
      { field: 'vatRegistrationDate', message: VAT_DATES_MESSAGES.registrationInFuture },
    ]);
    const before = await edit({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-03-14' });
    expect(before.error.errors).toEqual([
      { field: 'flatRateJoinDate', message: VAT_DATES_MESSAGES.joinBeforeRegistration },
    ]);
    const text = await client.raw({
      method: 'PATCH',
      path: '/user/business/active',
      body: { name: 'Dated', vatRegistrationDate: '15/03/2025' },
    });
    expect(text.status).toBe(400);
    expect(text.error.errors?.map((e) => e.field)).toEqual(['vatRegistrationDate']);
    // Nothing was saved; clearing is allowed, and another scheme clears the joining date.
    const saved = await edit({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-03-15' });
    expect(saved.json).toMatchObject({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: '2025-03-15' });
    const standard = await client.call('businessActiveUpdate', { body: { name: 'Dated', scheme: VatScheme.STANDARD } });
    expect(standard.json).toMatchObject({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: null });
  });
});
