/** Product-wide constants for the web app (SPEC §9). */
export const PRODUCT_NAME = 'Bookkeeper';

/** The client version sent in the browser fingerprint (SPEC §9). */
export const CLIENT_VERSION = '4.17.1';

/** SPEC §7: every API call times out after 20 seconds. */
export const API_TIMEOUT_MS = 20_000;

/** SPEC §9: notifications disappear after 4 seconds unless told otherwise. */
export const NOTIFICATION_TIMEOUT_MS = 4_000;

/** SPEC §9: cookie lifetimes (the session's cookies are the API's, decision 0051). */
export const CONSENT_COOKIE_DAYS = 730;

/** The API's base path (SPEC §7). */
export const API_BASE = '/api';

/** Static pages shipped with the build (web/public/legal). */
export const STATIC_PAGES = {
  cookies: 'legal/cookies.html',
  privacy: 'legal/privacy.html',
  terms: 'legal/terms.html',
  help: 'legal/help.html',
} as const;
