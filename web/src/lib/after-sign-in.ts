/**
 * Where a person goes after signing in: the screen they asked for before sign-in stopped them,
 * carried in the sign-in address's `next`. Only an address inside this app is honoured, so a link
 * crafted to send someone elsewhere after they sign in lands them Home instead.
 */

/** The query value of the sign-in address that holds the screen asked for. */
export const NEXT_PARAM = 'next';

const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * A same-app address (path, query, hash below the router's basename), or null for anything else:
 * absolute or protocol-relative URLs, backslashes, control characters, the sign-in screen itself.
 * @example safeReturnPath('/charts?x=1') // '/charts?x=1'
 * @example safeReturnPath('//evil.example/x') // null
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines: '/\evil.example' leaves the site.
  if (value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path === '/' || url.pathname === '/signin') return null;
  return path;
}

/** The address below the router's basename, e.g. `/app/charts?x=1` -> `/charts?x=1`. */
export function appAddress(url: URL, basename: string = BASENAME): string {
  const path = url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) : url.pathname;
  return `${path || '/'}${url.search}`;
}
