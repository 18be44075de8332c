import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './csp';
import { edgeHeaders, HSTS, SECURITY_HEADERS } from './security-headers';

describe('buildContentSecurityPolicy', () => {
  it('allows our origin, the files bucket and HMRC sign-in, and nothing else', () => {
    // WHY: written out in full so that any widening of the policy shows up in review.
    expect(buildContentSecurityPolicy({ filesOrigin: 'https://files', hmrcAuthoriseOrigin: 'https://hmrc' })).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://files",
        "font-src 'self'",
        "connect-src 'self' https://files",
        "frame-src 'self' blob:",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self' https://hmrc",
      ].join('; '),
    );
  });

  it("adds a bot check's origins only where it needs them", () => {
    const csp = buildContentSecurityPolicy({
      filesOrigin: 'f',
      hmrcAuthoriseOrigin: 'h',
      botCheckProvider: 'turnstile',
    });
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(csp).toContain("frame-src 'self' blob: https://challenges.cloudflare.com;");
    expect(csp).toContain("connect-src 'self' f;");
  });
});

describe('edgeHeaders', () => {
  it('sends the CSP and every security header in lower case, without HSTS', () => {
    const headers = edgeHeaders('csp');
    expect(headers).toEqual({
      'content-security-policy': 'csp',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': SECURITY_HEADERS['Permissions-Policy'],
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(HSTS.maxAgeDays).toBe(730);
  });
});
