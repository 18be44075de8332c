/** Sources the Content Security Policy must allow beyond the app's own origin. */
export interface CspSources {
  /** Origin of presigned S3 URLs, e.g. `https://bookkeeper-dev-files-123-eu-west-2.s3.eu-west-2.amazonaws.com`. */
  readonly filesOrigin: string;
  /** Origin of HMRC's authorisation page, e.g. `https://test-www.tax.service.gov.uk`. */
  readonly hmrcAuthoriseOrigin: string;
}

/**
 * The app's Content Security Policy (ARCHITECTURE "Deployment"). Scripts only from our origin;
 * inline styles allowed because the UI library injects them at run time; images also from
 * `data:`/`blob:` (logo previews) and the files bucket (presigned downloads); `connect-src`
 * the files bucket for presigned POST uploads; `frame-src blob:` for the invoice PDF preview;
 * forms may post only to us and to HMRC's authorisation page; nobody may frame the app.
 * @example buildContentSecurityPolicy({ filesOrigin: 'https://b.s3.eu-west-2.amazonaws.com', hmrcAuthoriseOrigin: 'https://test-www.tax.service.gov.uk' })
 */
export function buildContentSecurityPolicy(sources: CspSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', sources.filesOrigin],
    ['font-src', "'self'"],
    ['connect-src', "'self'", sources.filesOrigin],
    ['frame-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", sources.hmrcAuthoriseOrigin],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
