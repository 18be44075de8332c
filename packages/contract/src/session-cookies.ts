/**
 * How a browser's session travels (decision 0051): the API sets the token in an HttpOnly cookie
 * that scripts cannot read, and beside it a readable marker that only says "signed in". The web
 * app sends the app header on every call; the API refuses cookie-carried changes without it.
 */

/** The session token: HttpOnly, SameSite=Strict, Path=/api. */
export const SESSION_COOKIE = 'bk_session';

/** The readable marker (`1`) with the session's lifetime; holds nothing secret. */
export const SIGNED_IN_COOKIE = 'bk_signed_in';

/**
 * The header the web app sends on every call. A cross-site form cannot set it, and a
 * cross-origin script would need a CORS preflight that the API never grants.
 */
export const APP_HEADER = 'x-requested-with';
export const APP_HEADER_VALUE = 'bookkeeper';
