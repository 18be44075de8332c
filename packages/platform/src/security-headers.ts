/**
 * The security headers CloudFront's response headers policy puts on every answer, pages and API
 * alike, besides the Content Security Policy: `nosniff`, no framing, `strict-origin-when-cross-origin`
 * referrers, no powerful browser features, and an isolated browsing context group. The CDK app
 * turns them into the policy and the local gateway sends them as they are.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** HSTS: two years, subdomains included. Only CloudFront sends it; the local stack is plain HTTP. */
export const HSTS = { maxAgeDays: 730, includeSubdomains: true } as const;

/**
 * The headers of every response at the edge, with their names in lower case as Node and HTTP/2
 * send them: the CSP and {@link SECURITY_HEADERS}. HSTS is not among them (see {@link HSTS}).
 * @example edgeHeaders("default-src 'self'")['x-frame-options'] // 'DENY'
 */
export function edgeHeaders(csp: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': csp };
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers[name.toLowerCase()] = value;
  return headers;
}
