import { describe, expect, it } from 'vitest';
import { contentTypeOf, IMMUTABLE, planStatic, REVALIDATE, safeRelativePath } from './http/static-plan';
import { buildCsp, edgeHeaders } from './http/security-headers';

const files = new Set([
  'index.html',
  'version.json',
  'assets/index-abc123.js',
  'assets/index-abc123.css',
  'favicon.svg',
  'fonts/receipt.ttf',
]);
const exists = (rel: string): boolean => files.has(rel);
const plan = (pathname: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8', search = '') =>
  planStatic({ pathname, search, accept }, exists, true);

describe('planStatic', () => {
  it('redirects / and /app to /app/, keeping the query', () => {
    expect(plan('/')).toEqual({ kind: 'redirect', location: '/app/' });
    expect(plan('/app', undefined, '?code=abc&returnName=x')).toEqual({
      kind: 'redirect',
      location: '/app/?code=abc&returnName=x',
    });
  });

  it('serves index.html and version.json for revalidation, hashed assets for a year', () => {
    expect(plan('/app/')).toMatchObject({
      kind: 'file',
      file: 'index.html',
      cacheControl: REVALIDATE,
      contentType: 'text/html; charset=utf-8',
      spaFallback: false,
    });
    expect(plan('/app/version.json', 'application/json')).toMatchObject({
      file: 'version.json',
      cacheControl: REVALIDATE,
      contentType: 'application/json; charset=utf-8',
    });
    expect(plan('/app/assets/index-abc123.js', '*/*')).toMatchObject({
      file: 'assets/index-abc123.js',
      cacheControl: IMMUTABLE,
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(plan('/app/favicon.svg', 'image/*')).toMatchObject({
      file: 'favicon.svg',
      cacheControl: REVALIDATE,
      contentType: 'image/svg+xml',
    });
  });

  it('serves index.html for client-side routes (last segment without a dot), like the CloudFront Function', () => {
    expect(plan('/app/some/deep/link')).toMatchObject({
      kind: 'file',
      file: 'index.html',
      spaFallback: true,
      cacheControl: REVALIDATE,
    });
    expect(plan('/app/invoices/')).toMatchObject({ file: 'index.html', spaFallback: true });
    expect(plan('/app/contacts/7', 'application/json')).toMatchObject({ file: 'index.html', spaFallback: true });
  });

  it('answers 404 for missing files, HTML or not', () => {
    expect(plan('/app/assets/index-old999.js', '*/*')).toEqual({ kind: 'not-found' });
    expect(plan('/app/logo.png', 'image/avif,image/webp,*/*')).toEqual({ kind: 'not-found' });
    expect(plan('/app/report.v2', 'text/html')).toEqual({ kind: 'not-found' });
  });

  it('never leaves the build directory', () => {
    expect(plan('/app/a/%2e%2e/package.json')).toEqual({ kind: 'not-found' });
    expect(plan('/app/%2e%2e')).toEqual({ kind: 'not-found' });
    expect(plan('/app/%2e%2e/%2e%2e/etc/passwd', '*/*')).toEqual({ kind: 'not-found' });
    expect(safeRelativePath('%2e%2e/secret')).toBeNull();
    expect(safeRelativePath('a/%00b')).toBeNull();
    expect(safeRelativePath('a%5C..%5Cb')).toBeNull();
    expect(safeRelativePath('%E0%A4%A')).toBeNull();
    expect(safeRelativePath('assets/./x.js')).toBe('assets/x.js');
  });

  it('serves nothing outside /app/', () => {
    expect(plan('/favicon.ico', '*/*')).toEqual({ kind: 'not-found' });
    expect(plan('/application')).toEqual({ kind: 'not-found' });
  });

  it('explains a missing build on HTML requests', () => {
    expect(
      planStatic({ pathname: '/app/some/deep/link', search: '', accept: 'text/html' }, () => false, false),
    ).toEqual({ kind: 'build-missing' });
    expect(
      planStatic({ pathname: '/app/assets/x.js', search: '', accept: 'application/javascript' }, () => false, false),
    ).toEqual({ kind: 'not-found' });
  });

  it('knows the content types of a Vite build', () => {
    expect(contentTypeOf('a.woff2')).toBe('font/woff2');
    expect(contentTypeOf('a.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeOf('a.unknown')).toBe('application/octet-stream');
  });
});

describe('security headers', () => {
  it('allows the files bucket in the CSP and nothing else from outside', () => {
    const csp = buildCsp({ fileOrigins: ['http://127.0.0.1:4569'] });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4569");
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:4569");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://test-www.tax.service.gov.uk");
  });

  it('lists the headers CloudFront adds to every response, without HSTS over plain HTTP', () => {
    const headers = edgeHeaders('x');
    expect(headers).toMatchObject({
      'content-security-policy': 'x',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});
