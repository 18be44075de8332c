import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { call } from './business-support';

/**
 * The HMRC routes' own rules, before HMRC is asked (SPEC §4 VAT gating, §5 date ranges), and the
 * link state of a business that never signed in to HMRC.
 */
describe('HMRC routes without an HMRC sign-in', () => {
  it('report a business that is not linked and has no confirmed VAT number', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const details = await call('GET', '/hmrc/details', { token: u.token });
    expect(details.status).toBe(200);
    expect(details.json).toEqual({ loggedIn: false, vrnConfirmed: false, mode: null, declaration: null });
  });

  it('confirm a saved VAT number', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const saved = await call('PATCH', '/hmrc/vrn', { token: u.token, body: { vrn: '666119668' } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ loggedIn: false, vrnConfirmed: true });
    const bad = await call('PATCH', '/hmrc/vrn', { token: u.token, body: { vrn: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ field: 'vrn', message: 'Enter a 9-digit VAT registration number' }]);
  });

  it('refuse a code that comes back without the state of a sign-in this session started', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const noState = await call('POST', '/hmrc/auth', { token: u.token, body: { code: 'abc', returnName: 'Vat' } });
    expect(noState.status).toBe(400);
    expect(noState.json.message).toBe(
      'The answer from HMRC did not match your sign-in request. Please sign in to HMRC again',
    );
    const forged = await call('POST', '/hmrc/auth', { token: u.token, body: { code: 'abc', state: 'made-up' } });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe(noState.json.message);
  });

  it('check the date range first (SPEC §5), then ask for an HMRC sign-in', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const tooLong = await call('POST', '/hmrc/obligations', {
      token: u.token,
      body: { from: '2024-01-01', to: '2025-06-01' },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual([{ field: 'from', message: 'Date range must be less than 1 year' }]);
    const backwards = await call('POST', '/hmrc/payments', {
      token: u.token,
      body: { from: '2025-06-01', to: '2025-01-01' },
    });
    expect(backwards.json.errors).toEqual([{ field: 'to', message: 'Date to must be after Date from' }]);
    const unlinked = await call('POST', '/hmrc/liabilities', {
      token: u.token,
      body: { from: '2025-01-01', to: '2025-06-01' },
    });
    expect(unlinked.status).toBe(400);
    expect(unlinked.json).toMatchObject({ message: 'Invalid credentials', code: 'HMRC_SIGN_IN_REQUIRED' });
  });

  it('refuse VAT calls while VAT is switched off', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: false });
    const res = await call('POST', '/hmrc/penalties', { token: u.token });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/VAT is not switched on/);
  });
});
