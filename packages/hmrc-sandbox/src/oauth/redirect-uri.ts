/**
 * Redirect URI matching ([REFGUIDE]: the URI at /oauth/authorize must match a registered one; the
 * one at /oauth/token must equal it). Exact string match, except that a registered loopback URI
 * with port `*` matches that host on any port (local stacks run on free ports).
 *
 * @example redirectUriRegistered(['http://localhost:*\/app/'], 'http://localhost:5173/app/') // true
 */
export function redirectUriRegistered(registered: string[], candidate: string): boolean {
  return registered.some((uri) => uri === candidate || wildcardPortMatches(uri, candidate));
}

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function wildcardPortMatches(pattern: string, candidate: string): boolean {
  const m = /^(https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])):\*(\/.*)?$/.exec(pattern);
  const origin = m?.[1];
  if (!m || !origin) return false;
  return new RegExp(`^${escapeRe(origin)}:\\d{1,5}${escapeRe(m[2] ?? '')}$`).test(candidate);
}
