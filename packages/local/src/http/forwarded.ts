import type { IncomingHttpHeaders } from 'node:http';

export interface Peer {
  ip: string;
  port: number;
  /** Port the gateway (or the dev server in front of it) was reached on. */
  localPort: number;
}

/** `::ffff:127.0.0.1` -> `127.0.0.1`, as API Gateway reports IPv4 peers. */
export function plainIp(ip: string | undefined): string {
  if (!ip) return '127.0.0.1';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/**
 * Add the headers the AWS edge adds before a request reaches Lambda: API Gateway's
 * `x-forwarded-for` (client appended), `x-forwarded-port` and `x-forwarded-proto`, and
 * CloudFront's `cloudfront-viewer-address` (`ip:port`), which the HMRC fraud prevention headers
 * (Gov-Client-Public-IP and -Port) are built from. Values already set by a proxy in front (the
 * Vite dev server forwards with `xfwd`) are kept and the peer is appended as in AWS.
 *
 * @example withForwardedHeaders({}, { ip: '127.0.0.1', port: 50000, localPort: 3000 })['cloudfront-viewer-address'] // '127.0.0.1:50000'
 */
export function withForwardedHeaders(headers: IncomingHttpHeaders, peer: Peer): IncomingHttpHeaders {
  const existingFor = headers['x-forwarded-for'];
  const forwardedFor = existingFor
    ? `${Array.isArray(existingFor) ? existingFor.join(', ') : existingFor}, ${peer.ip}`
    : peer.ip;
  const clientIp = forwardedFor.split(',')[0]?.trim() || peer.ip;
  const viewer = headers['cloudfront-viewer-address'] ?? `${clientIp}:${peer.port}`;
  return {
    ...headers,
    'x-forwarded-for': forwardedFor,
    'x-forwarded-port':
      typeof headers['x-forwarded-port'] === 'string' ? headers['x-forwarded-port'] : String(peer.localPort),
    'x-forwarded-proto': typeof headers['x-forwarded-proto'] === 'string' ? headers['x-forwarded-proto'] : 'http',
    'cloudfront-viewer-address': viewer,
  };
}
