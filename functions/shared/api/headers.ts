/**
 * Security headers on every API response (the CDN adds its own to the web app). API replies
 * are data, never documents, so the CSP forbids everything.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export function jsonHeaders(requestId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    ...SECURITY_HEADERS,
    'x-request-id': requestId,
    ...extra,
  };
}
