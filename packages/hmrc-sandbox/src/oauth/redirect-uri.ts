/**
 * Redirect URI matching ([REFGUIDE]: the URI at /oauth/authorize must match a registered one; the
 * one at /oauth/token must equal it). HMRC compares the whole URI, so scheme, host, port, path and
 * query must all be the same string. The one exception is not HMRC's: a client with
 * `loopbackAnyPort` (only the local client) may register a loopback URI with port `*`, which matches
 * that scheme, host and path on any port, because local stacks run on free ports.
 *
 * @example redirectUriRegistered(LOCAL_CLIENT, 'http://localhost:5173/app/') // true
 */
import type { SandboxClient } from '../options';

export function redirectUriRegistered(
  client: Pick<SandboxClient, 'redirectUris' | 'loopbackAnyPort'>,
  candidate: string,
): boolean {
  return client.redirectUris.some(
    (uri) => uri === candidate || (client.loopbackAnyPort === true && wildcardPortMatches(uri, candidate)),
  );
}

const LOOPBACK_ANY_PORT = /^(https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])):\*(\/[^?#]*)$/;
/** A port as a URL writes it: 1 to 65535, no leading zero. */
const PORT = /^[1-9]\d{0,4}$/;

function wildcardPortMatches(pattern: string, candidate: string): boolean {
  const m = LOOPBACK_ANY_PORT.exec(pattern);
  if (!m) return false;
  const [, origin = '', path = ''] = m;
  if (!candidate.startsWith(`${origin}:`)) return false;
  const rest = candidate.slice(origin.length + 1);
  const slash = rest.indexOf('/');
  if (slash < 0) return false;
  const port = rest.slice(0, slash);
  return PORT.test(port) && Number(port) <= 65535 && rest.slice(slash) === path;
}
