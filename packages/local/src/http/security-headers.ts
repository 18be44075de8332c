import { buildContentSecurityPolicy } from '../../../../infra/lib/web/csp';

/** HMRC's sandbox authorisation page, the form target the CSP allows in non-production stages. */
export const DEFAULT_HMRC_AUTHORISE_ORIGIN = 'https://test-www.tax.service.gov.uk';

export interface CspOptions {
  /** Origins of the files bucket (presigned POST uploads, presigned GET downloads). */
  fileOrigins?: readonly string[];
  /** Where the HMRC sign-in form posts; the local HMRC emulator's origin once it exists. */
  hmrcAuthoriseOrigin?: string;
}

/**
 * The app's Content-Security-Policy, built by the same function CloudFront's response headers
 * policy uses (infra/lib/web/csp.ts), so a CSP violation shows up locally first.
 *
 * @example buildCsp({ fileOrigins: ['http://127.0.0.1:4569'] }).includes("connect-src 'self' http://127.0.0.1:4569") // true
 */
export function buildCsp(options: CspOptions = {}): string {
  const files = options.fileOrigins?.length ? options.fileOrigins.join(' ') : "'self'";
  return buildContentSecurityPolicy({
    filesOrigin: files,
    hmrcAuthoriseOrigin: options.hmrcAuthoriseOrigin ?? DEFAULT_HMRC_AUTHORISE_ORIGIN,
  });
}

/**
 * The headers CloudFront's response headers policy puts on every response of the app and the API
 * (with `override`, infra/lib/constructs/web.ts). HSTS is left out on purpose: the local stack is
 * plain HTTP on loopback, where browsers ignore it anyway.
 */
export function edgeHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}
