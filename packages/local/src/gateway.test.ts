import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { startGateway, type Gateway } from './gateway';
import type { HandlerLoader } from './lambda/handlers';
import { defined } from '../../../tests/support/defined';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Fake route groups: `account` echoes the event, `misc` answers 404, `user` throws, `places` hangs. */
const calls: { group: string; event: APIGatewayProxyEventV2; context: Context }[] = [];
const loader: HandlerLoader = async (_kind, group) => async (event: APIGatewayProxyEventV2, context: Context) => {
  calls.push({ group, event, context });
  if (group === 'user') throw new Error('handler bug');
  if (group === 'places') return new Promise(() => {});
  if (group === 'misc')
    return {
      statusCode: 404,
      headers: { 'content-type': 'application/json' },
      body: '{"message":"There is no such API call"}',
    };
  if (group === 'attachment')
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.from([37, 80, 68, 70]).toString('base64'),
      isBase64Encoded: true,
    };
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    cookies: ['a=1', 'b=2'],
    body: JSON.stringify({ routeKey: event.routeKey }),
  };
};

let gateway: Gateway;
let webDist: string;
let missingDist: Gateway;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'bk-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>App</title>');
  await writeFile(path.join(webDist, 'version.json'), '{"version":"1"}');
  await writeFile(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
  gateway = await startGateway({
    port: 0,
    loadHandler: loader,
    webDist,
    logger: quiet,
    timeoutMs: 300,
    fileOrigins: ['http://127.0.0.1:9'],
  });
  missingDist = await startGateway({
    port: 0,
    loadHandler: loader,
    webDist: path.join(webDist, 'nope'),
    logger: quiet,
  });
});

afterAll(async () => {
  await gateway.close();
  await missingDist.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (p: string, init: RequestInit = {}, g: Gateway = gateway) =>
  fetch(`${g.url}${p}`, { redirect: 'manual', ...init });

describe('gateway: API', () => {
  it('calls the route group with the route key of the prefix used', async () => {
    for (const prefix of ['/api', '/api/v1']) {
      const res = await get(`${prefix}/account/7?x=1`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: 'sid=1' },
        body: '{"name":"Main"}',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ routeKey: `PATCH ${prefix}/account/{id}` });
      expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      const { event, context } = defined(calls.at(-1), 'the last call');
      expect(event).toMatchObject({
        rawPath: `${prefix}/account/7`,
        pathParameters: { id: '7' },
        body: '{"name":"Main"}',
        cookies: ['sid=1'],
        queryStringParameters: { x: '1' },
      });
      expect(event.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(context.functionName).toBe('bookkeeper-local-account');
      // CloudFront's response headers policy covers the API too.
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('passes unknown API paths to misc through the catch-all', async () => {
    const res = await get('/api/v1/does/not/exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'There is no such API call' });
    expect(calls.at(-1)).toMatchObject({
      group: 'misc',
      event: { routeKey: 'ANY /api/v1/{proxy+}', pathParameters: { proxy: 'does/not/exist' } },
    });
  });

  it('answers a JSON 404 itself when misc cannot', async () => {
    const broken = await startGateway({
      port: 0,
      loadHandler: async () => {
        throw new Error('no misc yet');
      },
      webDist,
      logger: quiet,
    });
    try {
      const res = await get('/api/nope', {}, broken);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
    } finally {
      await broken.close();
    }
  });

  it('maps a thrown error to 500 and a hung handler to 503, like API Gateway', async () => {
    const failed = await get('/api/user');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Internal Server Error' });
    const hung = await get('/api/places/session-token');
    expect(hung.status).toBe(503);
  });

  it('decodes base64 results', async () => {
    const res = await get('/api/attachment/1', { method: 'DELETE' });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([37, 80, 68, 70]);
  });

  it('refuses bodies over 6 MB with a JSON 413, counting base64 growth', async () => {
    const before = calls.length;
    const json = await get('/api/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(6 * 1024 * 1024 + 1),
    });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ message: 'Request Entity Too Large' });
    const binary = await get('/api/account', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(5 * 1024 * 1024),
    });
    expect(binary.status).toBe(413);
    expect(calls.length).toBe(before);
    const fits = await get('/api/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(1024 * 1024) }),
    });
    expect(fits.status).toBe(200);
  });
});

describe('gateway: web app', () => {
  it('redirects / to /app/', async () => {
    const res = await get('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/');
  });

  it('serves index.html with CloudFront-like headers and deep links with the same page', async () => {
    for (const p of ['/app/', '/app/some/deep/link']) {
      const res = await get(p, { headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<title>App</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' http://127.0.0.1:9");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year and revalidates with ETag', async () => {
    const asset = await get('/app/assets/index-abc.js');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const version = await get('/app/version.json');
    expect(version.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/app/version.json', { headers: { 'if-none-match': version.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await get('/app/assets/index-old.js')).status).toBe(404);
  });

  it('explains how to build the app when web/dist is missing', async () => {
    const res = await get('/app/some/deep/link', { headers: { accept: 'text/html' } }, missingDist);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('npm run build:web');
  });

  it('does not serve /_local without a mail store', async () => {
    expect((await get('/_local/mail.json')).status).toBe(404);
  });
});
