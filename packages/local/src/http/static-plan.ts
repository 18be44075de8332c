import path from 'node:path';

/** Content types of the files a Vite build emits (and a few the app serves as static files). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.csv': 'text/csv; charset=utf-8',
};

/** `x.css` -> `text/css; charset=utf-8`; unknown extensions are `application/octet-stream`. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Hashed build assets never change under the same name: cache for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, version.json, unhashed files) is revalidated on every use. */
export const REVALIDATE = 'no-cache';

/** What to answer for a non-API request, decided without touching the disk. */
export type StaticPlan =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: string; cacheControl: string; contentType: string; spaFallback: boolean }
  | { kind: 'build-missing' }
  | { kind: 'not-found' };

export interface StaticRequest {
  /** URL path as sent (percent-encoded). */
  pathname: string;
  /** Query string including `?`, or ''. */
  search: string;
  accept?: string;
}

/** Relative path inside the build, or null when the path is malformed or escapes it. */
export function safeRelativePath(encoded: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return null;
  return path.posix.normalize(`/${decoded}`).slice(1);
}

/**
 * Decide how the SPA is served under `/app/`, exactly as the CloudFront Function in front of the
 * web bucket does (infra/lib/web/spa-function.ts): `/` and `/app` redirect to `/app/` keeping the
 * query (HMRC's `code` comes back that way); an `/app/...` path whose last segment has no dot is
 * a client-side route and gets `index.html`; anything else is a file, or 404 when missing (so a
 * stale hashed chunk fails loudly instead of parsing HTML). Hashed `assets/` are cached for a
 * year, everything else is revalidated.
 *
 * @example planStatic({ pathname: '/app/invoices/7', search: '' }, () => false, true) // index.html, spaFallback
 */
export function planStatic(
  req: StaticRequest,
  fileExists: (relative: string) => boolean,
  buildPresent: boolean,
): StaticPlan {
  if (req.pathname === '/' || req.pathname === '/app') return { kind: 'redirect', location: `/app/${req.search}` };
  if (!req.pathname.startsWith('/app/')) return { kind: 'not-found' };
  const rel = safeRelativePath(req.pathname.slice('/app/'.length));
  if (rel === null) return { kind: 'not-found' };
  const lastSegment = rel.slice(rel.lastIndexOf('/') + 1);
  const clientRoute = !lastSegment.includes('.');
  if (!buildPresent) {
    const wantsHtml = clientRoute || Boolean(req.accept?.includes('text/html'));
    return wantsHtml ? { kind: 'build-missing' } : { kind: 'not-found' };
  }
  if (clientRoute) {
    return {
      kind: 'file',
      file: 'index.html',
      cacheControl: REVALIDATE,
      contentType: CONTENT_TYPES['.html'] as string,
      spaFallback: rel !== '',
    };
  }
  if (!fileExists(rel)) return { kind: 'not-found' };
  const immutable = rel.startsWith('assets/');
  return {
    kind: 'file',
    file: rel,
    cacheControl: immutable ? IMMUTABLE : REVALIDATE,
    contentType: contentTypeOf(rel),
    spaFallback: false,
  };
}
