import { ROUTES, routeTo, type ScreenName } from '../../config/routes';

const STORAGE_KEY = 'bk.hmrc.returnName';

/**
 * A screen name from an address (`returnName`), kept only when it names a screen that needs no
 * address parameters; anything else means the MTD VAT menu.
 */
export function returnScreen(returnName: string | null | undefined, fallback: ScreenName = 'Vat'): ScreenName {
  if (!returnName || !Object.hasOwn(ROUTES, returnName)) return fallback;
  const name = returnName as ScreenName;
  if (ROUTES[name].includes(':') || name === 'PageNotFound' || name === 'Root') return fallback;
  return name;
}

/** The address of {@link returnScreen}. */
export function returnAddress(returnName: string | null | undefined, fallback: ScreenName = 'Vat'): string {
  return routeTo(returnScreen(returnName, fallback) as 'Vat');
}

/**
 * HMRC sends the browser back with `code` and `state` only, so the screen to come back to is
 * kept in this tab while the user is at HMRC.
 */
export function keepHmrcReturnName(returnName: string | null): void {
  try {
    if (returnName) sessionStorage.setItem(STORAGE_KEY, returnName);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the user comes back to the MTD VAT menu.
  }
}

/** The kept screen name, forgotten once read. */
export function takeHmrcReturnName(): string | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return value;
  } catch {
    return null;
  }
}
