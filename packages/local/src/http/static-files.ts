import { createReadStream, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { planStatic } from './static-plan';
import { html, send, text } from './send';
import { escapeHtml } from '../mail/page';

function fileStats(file: string): Stats | undefined {
  try {
    const s = statSync(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/** The page shown at `/app/` when `web/dist` has not been built. */
export function buildMissingPage(webDist: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body style="font:16px system-ui,sans-serif;max-width:40rem;margin:3rem auto">
<h1>The web app has not been built</h1>
<p>No build was found in <code>${escapeHtml(webDist)}</code>. Run <code>npm run build:web</code> (or use <code>npm start</code>, which builds first, or <code>npm run dev</code> for hot reload), then reload this page.</p>
<p>The API is running under <a href="/api/">/api/</a>; sent mail is at <a href="/_local/mail">/_local/mail</a>.</p>
</body></html>`;
}

/**
 * Serve the SPA build under `/app/` following {@link planStatic}, with ETag revalidation (so
 * `no-cache` files cost a 304 only) and CloudFront's security headers.
 */
export function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  webDist: string,
  edge: Record<string, string>,
): void {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    send(res, text(405, 'Method Not Allowed', { allow: 'GET, HEAD', ...edge }), method);
    return;
  }
  const url = new URL(req.url ?? '/', 'http://local');
  const buildPresent = fileStats(path.join(webDist, 'index.html')) !== undefined;
  const plan = planStatic(
    { pathname: url.pathname, search: url.search, accept: req.headers.accept },
    (rel) => fileStats(path.join(webDist, rel)) !== undefined,
    buildPresent,
  );
  switch (plan.kind) {
    case 'redirect':
      send(
        res,
        { statusCode: 302, headers: { location: plan.location, 'cache-control': 'no-cache' }, body: Buffer.alloc(0) },
        method,
      );
      return;
    case 'not-found':
      send(res, text(404, 'Not Found', edge), method);
      return;
    case 'build-missing':
      send(res, html(200, buildMissingPage(webDist), edge), method);
      return;
    case 'file': {
      const file = path.join(webDist, plan.file);
      const stats = fileStats(file);
      if (!stats) {
        send(res, text(404, 'Not Found', edge), method);
        return;
      }
      const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
      const headers = {
        'content-type': plan.contentType,
        'cache-control': plan.cacheControl,
        etag,
        'last-modified': stats.mtime.toUTCString(),
        ...edge,
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(200, { ...headers, 'content-length': stats.size });
      if (method === 'HEAD') res.end();
      else
        createReadStream(file)
          .on('error', () => res.destroy())
          .pipe(res);
    }
  }
}
