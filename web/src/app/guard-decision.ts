import { routeTo, type ScreenName } from '../config/routes';
import { SCREENS } from '../config/screens';
import { NEXT_PARAM, safeReturnPath } from '../lib/after-sign-in';

/** What the guards need to know, loaded only when a rule needs it. */
export interface GuardContext {
  loggedIn: boolean;
  /** The active business, or null when none is selected. */
  activeBusiness: () => Promise<{ enableVat: boolean } | null>;
  penaltiesEnabled: () => Promise<boolean>;
  /** The server's invoices flag; without it the invoice screens are not gated. */
  invoicesVisible?: () => Promise<boolean>;
  /** SPEC §3 "Tax authority details"; without it the HMRC gating is not applied. */
  hmrcDetails?: () => Promise<{ loggedIn: boolean; vrnConfirmed: boolean }>;
  /** The address asked for (below the basename): sign-in sends a logged-out user there after. */
  requested?: string;
}

/**
 * Sign in, coming back afterwards to the address asked for when it is one of this app's (Home,
 * where sign-in goes anyway, needs no mention).
 */
export function signInFor(requested: string | undefined): string {
  const next = safeReturnPath(requested);
  return routeTo('Login', {}, next === null || next === routeTo('Home') ? {} : { [NEXT_PARAM]: next });
}

/**
 * SPEC §2 "Navigation guards", in order: anonymous screens send a signed-in user Home;
 * everything else needs a signed-in user; most screens need a selected business; VAT-only
 * screens need VAT on (else ToggleVat, coming back by name); penalty screens need the
 * penalties flag (else Vat); invoice screens need invoices switched on (else Home); HMRC screens need the HMRC sign-in (else HmrcLogin) and a
 * confirmed VRN (else SetVrn), SPEC §4 "VAT gating". Answers where to go instead, or null to stay.
 */
export async function guardRedirect(name: ScreenName, ctx: GuardContext): Promise<string | null> {
  const meta = SCREENS[name];
  if (name === 'Root') return routeTo('Login');
  if (meta.access === 'public') return null;
  if (meta.access === 'loggedOut') return ctx.loggedIn ? routeTo('Home') : null;
  if (!ctx.loggedIn) return signInFor(ctx.requested);
  if (meta.access === 'user') return null;
  const business = await ctx.activeBusiness();
  if (business === null) return routeTo('SelectBusiness');
  if (meta.vatOnly && !business.enableVat) return routeTo('ToggleVat', {}, { returnName: name });
  if (meta.needsPenalties && !(await ctx.penaltiesEnabled())) return routeTo('Vat');
  if (meta.needsInvoices && ctx.invoicesVisible && !(await ctx.invoicesVisible())) return routeTo('Home');
  if (meta.needsHmrc && ctx.hmrcDetails) {
    const details = await ctx.hmrcDetails();
    if (!details.loggedIn) return routeTo('HmrcLogin', {}, { returnName: name });
    if (meta.needsHmrc === 'vrn' && !details.vrnConfirmed) return routeTo('SetVrn', {}, { returnName: name });
  }
  return null;
}
