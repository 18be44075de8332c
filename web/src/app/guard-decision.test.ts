import { describe, expect, it, vi } from 'vitest';
import { guardRedirect, type GuardContext } from './guard-decision';

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    loggedIn: true,
    activeBusiness: vi.fn(async () => ({ enableVat: true })),
    penaltiesEnabled: vi.fn(async () => true),
    ...overrides,
  };
}

describe('guardRedirect (SPEC §2 navigation guards)', () => {
  it('sends the root address to sign in', async () => {
    expect(await guardRedirect('Root', context({ loggedIn: false }))).toBe('/signin');
  });

  it('sends logged-out users to sign in from protected screens', async () => {
    const ctx = context({ loggedIn: false });
    expect(await guardRedirect('Home', ctx)).toBe('/signin');
    expect(await guardRedirect('EditProfile', ctx)).toBe('/signin');
    expect(ctx.activeBusiness).not.toHaveBeenCalled();
  });

  it('lets logged-out users see anonymous screens and sends signed-in users Home from them', async () => {
    expect(await guardRedirect('Register', context({ loggedIn: false }))).toBeNull();
    expect(await guardRedirect('Login', context())).toBe('/home');
    expect(await guardRedirect('ForgotPassword', context())).toBe('/home');
    expect(await guardRedirect('ResetPassword', context())).toBe('/home');
    expect(await guardRedirect('AdminLogin', context())).toBe('/home');
  });

  it('lets anyone open the e-mail links: verify e-mail and disable VAT reminders', async () => {
    for (const loggedIn of [true, false]) {
      expect(await guardRedirect('VerifyEmail', context({ loggedIn }))).toBeNull();
      expect(await guardRedirect('DisableVATReminders', context({ loggedIn }))).toBeNull();
    }
  });

  it('sends a user without a selected business to SelectBusiness, except from three screens', async () => {
    const ctx = context({ activeBusiness: async () => null });
    expect(await guardRedirect('Home', ctx)).toBe('/select-business');
    expect(await guardRedirect('Transactions', ctx)).toBe('/select-business');
    for (const screen of ['SelectBusiness', 'EditProfile', 'Support'] as const) {
      expect(await guardRedirect(screen, ctx)).toBeNull();
    }
  });

  it('sends VAT-only screens to ToggleVat, by name, when VAT is off', async () => {
    const ctx = context({ activeBusiness: async () => ({ enableVat: false }) });
    expect(await guardRedirect('Vat', ctx)).toBe('/hmrc/vat-toggle?returnName=Vat');
    expect(await guardRedirect('HmrcObligations', ctx)).toBe('/hmrc/vat-toggle?returnName=HmrcObligations');
    expect(await guardRedirect('ToggleVat', ctx)).toBeNull();
    expect(await guardRedirect('Home', ctx)).toBeNull();
  });

  it('sends penalty screens to Vat when penalties are off', async () => {
    const ctx = context({ penaltiesEnabled: async () => false });
    expect(await guardRedirect('HmrcPenalties', ctx)).toBe('/vat');
    expect(await guardRedirect('FinancialDetails', ctx)).toBe('/vat');
    expect(await guardRedirect('HmrcObligations', ctx)).toBeNull();
  });

  it('sends invoice screens Home when invoices are switched off (SPEC §6)', async () => {
    const off = context({ invoicesVisible: async () => false });
    expect(await guardRedirect('Invoices', off)).toBe('/home');
    expect(await guardRedirect('CreateInvoice', off)).toBe('/home');
    expect(await guardRedirect('Invoice', off)).toBe('/home');
    expect(await guardRedirect('Contacts', off)).toBeNull();
    expect(await guardRedirect('Invoices', context({ invoicesVisible: async () => true }))).toBeNull();
  });

  it('sends HMRC screens to HmrcLogin without an HMRC sign-in, and to SetVrn without a confirmed VRN (SPEC §4)', async () => {
    const signedOut = context({ hmrcDetails: async () => ({ loggedIn: false, vrnConfirmed: false }) });
    expect(await guardRedirect('HmrcObligations', signedOut)).toBe('/hmrc/login?returnName=HmrcObligations');
    expect(await guardRedirect('SetVrn', signedOut)).toBe('/hmrc/login?returnName=SetVrn');
    expect(await guardRedirect('Vat', signedOut)).toBeNull();
    expect(await guardRedirect('HmrcLogin', signedOut)).toBeNull();
    const noVrn = context({ hmrcDetails: async () => ({ loggedIn: true, vrnConfirmed: false }) });
    expect(await guardRedirect('HmrcPayments', noVrn)).toBe('/hmrc/vrn?returnName=HmrcPayments');
    expect(await guardRedirect('SetVrn', noVrn)).toBeNull();
    const ready = context({ hmrcDetails: async () => ({ loggedIn: true, vrnConfirmed: true }) });
    expect(await guardRedirect('HmrcLiabilities', ready)).toBeNull();
  });

  it('lets a signed-in user open an e-mail verification link (a changed address is confirmed that way)', async () => {
    expect(await guardRedirect('VerifyEmail', context())).toBeNull();
    expect(await guardRedirect('VerifyEmail', context({ loggedIn: false }))).toBeNull();
  });

  it('lets anyone see PageNotFound', async () => {
    expect(await guardRedirect('PageNotFound', context({ loggedIn: false }))).toBeNull();
  });
});

describe('sign-in comes back to the screen asked for', () => {
  it('carries the address a logged-out user opened to sign in', async () => {
    expect(await guardRedirect('Charts', context({ loggedIn: false, requested: '/charts' }))).toBe(
      '/signin?next=%2Fcharts',
    );
  });

  it('carries nothing for the root address, Home, or an address that is not one of the app’s', async () => {
    expect(await guardRedirect('Root', context({ loggedIn: false, requested: '/' }))).toBe('/signin');
    expect(await guardRedirect('Home', context({ loggedIn: false, requested: '//evil.example/x' }))).toBe('/signin');
    expect(await guardRedirect('Home', context({ loggedIn: false, requested: '/home' }))).toBe('/signin');
  });
});
