import { PROVIDER_ORIGINS, type BotCheckProviderName } from './bot-check';

/** Sources the Content Security Policy must allow beyond the app's own origin. */
export interface CspSources {
  /** Origin of presigned S3 URLs, e.g. `https://bookkeeper-dev-files-123-eu-west-2.s3.eu-west-2.amazonaws.com`. */
  readonly filesOrigin: string;
  /** Origin of HMRC's authorisation page, e.g. `https://test-www.tax.service.gov.uk`. */
  readonly hmrcAuthoriseOrigin: string;
  /** The stage's invisible bot check, whose script and frames the sign-in pages load. @default 'none' */
  readonly botCheckProvider?: BotCheckProviderName;
}

type Directive = 'script-src' | 'style-src' | 'connect-src' | 'frame-src';

/**
 * Where each bot check's origins ({@link PROVIDER_ORIGINS}, the list the web app loads from) are
 * allowed: every provider loads a script and runs in a frame; hCaptcha also loads its own styles
 * and calls its API from the page (hCaptcha's CSP guide).
 */
export const BOT_CHECK_DIRECTIVES: Readonly<Record<Exclude<BotCheckProviderName, 'none'>, readonly Directive[]>> = {
  recaptcha: ['script-src', 'frame-src'],
  hcaptcha: ['script-src', 'frame-src', 'style-src', 'connect-src'],
  turnstile: ['script-src', 'frame-src'],
};

/**
 * The app's Content Security Policy (ARCHITECTURE "Deployment"). Scripts only from our origin
 * (and the stage's bot check, when it has one); inline styles allowed because the UI library
 * injects them at run time; images also from `data:`/`blob:` (logo previews) and the files bucket
 * (presigned downloads); `connect-src` the files bucket for presigned POST uploads; `frame-src
 * blob:` for the invoice PDF preview; forms may post only to us and to HMRC's authorisation page;
 * nobody may frame the app.
 * @example buildContentSecurityPolicy({ filesOrigin: 'https://b.s3.eu-west-2.amazonaws.com', hmrcAuthoriseOrigin: 'https://test-www.tax.service.gov.uk' })
 */
export function buildContentSecurityPolicy(sources: CspSources): string {
  const provider = sources.botCheckProvider ?? 'none';
  const botCheck = (directive: Directive): readonly string[] =>
    provider !== 'none' && BOT_CHECK_DIRECTIVES[provider].includes(directive) ? PROVIDER_ORIGINS[provider] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...botCheck('script-src')],
    ['style-src', "'self'", "'unsafe-inline'", ...botCheck('style-src')],
    ['img-src', "'self'", 'data:', 'blob:', sources.filesOrigin],
    ['font-src', "'self'"],
    ['connect-src', "'self'", sources.filesOrigin, ...botCheck('connect-src')],
    ['frame-src', "'self'", 'blob:', ...botCheck('frame-src')],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", sources.hmrcAuthoriseOrigin],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
