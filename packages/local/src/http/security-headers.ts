import { buildContentSecurityPolicy } from '@bk/platform';

export { edgeHeaders } from '@bk/platform';

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
 * policy uses (`@bk/platform`), so a CSP violation shows up locally first. The gateway sends it
 * with the rest of `edgeHeaders`; HSTS is left out on purpose, as the local stack is plain HTTP on
 * loopback, where browsers ignore it anyway.
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
