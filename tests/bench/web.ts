/**
 * The web app's first load (`BENCH_WEB=0` skips it; decision 0059): the gzip and Brotli sizes of
 * what the sign-in and dashboard screens download, then Chromium (playwright-core, the Debian
 * chromium of the browser tests) on a throttled 4G profile through CDP timing, with an empty
 * cache, navigation to the sign-in form being usable and to Income & Expenses showing its first
 * page, directly and by a click from Home (where the screen's code is fetched ahead). The built SPA is served compressed by a small server here, as CloudFront sends it; every
 * other request goes to the local stack's gateway.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@bk/contract';
import type { Db } from '@bk/data';
import { seedAdministrator } from './seed-administrator';
import { CONSENT_COOKIE } from '../../web/src/features/consent/consent-cookie';
import { buildWeb, firstLoads } from '../support/web-first-load';
import { stackDb } from './stack-db';

/** Chrome DevTools' "Fast 4G"-like profile: 9 Mbit/s down, 1.5 Mbit/s up, 150 ms round trip. */
export const PROFILE = { downloadKbps: 9_000, uploadKbps: 1_500, latencyMs: 150 };
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const TRANSACTIONS = 60;

export interface WebResults {
  profile: typeof PROFILE;
  runs: number;
  firstLoads: {
    screen: string;
    jsGzipKiB: number;
    jsBrotliKiB: number;
    cssGzipKiB: number;
    chunks: number;
    /** What a deferred import() fetches once the screen is usable (zod, the contract, the menus). */
    deferredJsGzipKiB: number;
  }[];
  timings: { measure: string; p50ms: number; maxMs: number }[];
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
};

/** Serves the build under /app/ (gzip when asked, index.html for the app's addresses) and passes the rest to the gateway. */
function serveApp(dist: string, gateway: string): Promise<{ url: string; close: () => void }> {
  const target = new URL(gateway);
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/app/') || path === '/app') {
      const rel = normalize(path.slice('/app/'.length)).replace(/^(\.\.[/\\])+/, '');
      const candidate = join(dist, rel);
      const file = rel && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(dist, 'index.html');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      let body = readFileSync(file);
      const headers: Record<string, string> = { 'content-type': type };
      if (/gzip/.test(String(req.headers['accept-encoding'])) && !file.endsWith('.ttf')) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers).end(body);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

/** A user administering a business with a bank account and some transactions, and a session on it. */
async function seedDashboard(db: Db, gateway: string): Promise<string> {
  const { token } = await seedAdministrator(db, { name: 'Bench Web Ltd', enableVat: false, emailTag: 'web' });
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${gateway}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const account = await post('/account', { name: 'Current account', isMain: true });
  for (let i = 0; i < TRANSACTIONS; i++) {
    const date = new Date(Date.now() - (i % 28) * 86_400_000).toISOString().slice(0, 10);
    await post('/transaction', {
      date,
      desc: `Bench line ${i}`,
      transactionTypeId: 1,
      categoryId: 'fuel',
      amount: 10 + i,
      accountId: account.id,
    });
  }
  return token;
}

/** A fresh context (empty cache) on the throttled profile; signed in when `token` is given. */
async function throttledContext(browser: Browser, url: string, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const domain = new URL(url).hostname;
  const cookies: Parameters<BrowserContext['addCookies']>[0][number][] = [
    { name: CONSENT_COOKIE, value: 'declined', url },
  ];
  if (token) {
    cookies.push({ domain, path: '/api', name: SESSION_COOKIE, value: token, httpOnly: true, sameSite: 'Strict' });
    cookies.push({ domain, path: '/', name: SIGNED_IN_COOKIE, value: '1', sameSite: 'Strict' });
  }
  await context.addCookies(cookies);
  return context;
}

/** A new page with an empty cache on the bench's throttled network profile. */
async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PROFILE.uploadKbps * 1000) / 8,
  });
  return page;
}

/** Milliseconds from the start of navigation until `ready` holds in the page (checked every frame). */
async function timeTo(context: BrowserContext, address: string, ready: () => boolean): Promise<number> {
  const page = await throttledPage(context);
  await page.goto(address, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  await page.close();
  return ms;
}

/**
 * Milliseconds from a click on Home's Income & Expenses tile until the table shows its first page,
 * once Home has shown and the network has gone quiet (a person reads Home before moving on).
 */
async function timeFromHome(context: BrowserContext, home: string): Promise<number> {
  const page = await throttledPage(context);
  await page.goto(home, { waitUntil: 'commit', timeout: 60_000 });
  const tile = page.locator('main a[href$="/app/transactions"]').first();
  await tile.waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const start = await page.evaluate(() => performance.now());
  await tile.click();
  await page.waitForFunction(tableFirstPage, undefined, { polling: 'raf', timeout: 60_000 });
  const ms = (await page.evaluate(() => performance.now())) - start;
  await page.close();
  return ms;
}

function signInUsable(): boolean {
  const email = document.querySelector<HTMLInputElement>('main input[type="email"], main input[autocomplete="email"]');
  const submit = document.querySelector<HTMLButtonElement>('main form button[type="submit"]');
  return email !== null && submit !== null && !submit.disabled;
}

function tableFirstPage(): boolean {
  return document.querySelectorAll('main table tbody tr').length > 1;
}

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * `BENCH_WEB_DIST` measures a build made elsewhere (another commit's, built with `--manifest`)
 * instead of building this source; its sizes are left out when its screens are not split the same way.
 */
export async function webBench(gateway: string, env: Record<string, string | undefined>): Promise<WebResults> {
  const db = stackDb(env);
  const prebuilt = process.env.BENCH_WEB_DIST;
  const dist = prebuilt ?? mkdtempSync(join(tmpdir(), 'bk-bench-web-'));
  let close = () => undefined as void;
  let browser: Browser | undefined;
  try {
    if (!prebuilt) buildWeb(dist);
    const loads = prebuilt ? safely(() => firstLoads(dist)) : firstLoads(dist);
    const sizes = loads.map((load) => ({
      screen: load.screen,
      jsGzipKiB: kib(load.jsGzipBytes),
      jsBrotliKiB: kib(load.js.reduce((n, c) => n + brotliCompressSync(readFileSync(join(dist, c.file))).length, 0)),
      cssGzipKiB: kib(load.cssGzipBytes),
      chunks: load.js.length,
      deferredJsGzipKiB: kib(load.deferredJsGzipBytes),
    }));
    const served = await serveApp(dist, gateway);
    close = served.close;
    const token = await seedDashboard(db, gateway);
    browser = await chromium.launch({
      executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : 'chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    const measures: [string, (b: Browser) => Promise<number>][] = [
      [
        'sign-in form usable (/app/signin, signed out)',
        async (b) => timeTo(await throttledContext(b, served.url), `${served.url}/app/signin`, signInUsable),
      ],
      [
        `Income & Expenses first page (/app/transactions, signed in, ${TRANSACTIONS} transactions)`,
        async (b) =>
          timeTo(await throttledContext(b, served.url, token), `${served.url}/app/transactions`, tableFirstPage),
      ],
      [
        'Income & Expenses first page, from Home (click on its tile, Home shown and the network quiet)',
        async (b) => timeFromHome(await throttledContext(b, served.url, token), `${served.url}/app/home`),
      ],
    ];
    const timings: WebResults['timings'] = [];
    for (const [measure, run] of measures) {
      await run(browser); // warm-up: the local Lambdas' first calls are cold starts, not the page's cost
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await run(browser));
      samples.sort((a, b) => a - b);
      timings.push({
        measure,
        p50ms: Math.round(samples[Math.floor((samples.length - 1) / 2)] ?? -1),
        maxMs: Math.round(samples[samples.length - 1] ?? -1),
      });
    }
    return { profile: PROFILE, runs: RUNS, firstLoads: sizes, timings };
  } finally {
    await browser?.close();
    close();
    if (!prebuilt) rmSync(dist, { recursive: true, force: true });
  }
}

function safely<T>(measure: () => T[]): T[] {
  try {
    return measure();
  } catch {
    return [];
  }
}

export function webDocLines(r: WebResults): string[] {
  return [
    '',
    `Web first load (decision 0059): what each first screen downloads, then Chromium with an empty cache on a throttled 4G profile (${r.profile.downloadKbps / 1000} Mbit/s down, ${r.profile.uploadKbps / 1000} Mbit/s up, ${r.profile.latencyMs} ms round trip, CDP Network.emulateNetworkConditions), the build served gzip-compressed, median of ${r.runs} runs after a warm-up.`,
    '',
    '| first screen | JS gzip KiB | JS Brotli KiB | CSS gzip KiB | JS files | fetched after, JS gzip KiB |',
    '|---|---|---|---|---|---|',
    ...r.firstLoads.map(
      (f) =>
        `| ${f.screen} | ${f.jsGzipKiB} | ${f.jsBrotliKiB} | ${f.cssGzipKiB} | ${f.chunks} | ${f.deferredJsGzipKiB} |`,
    ),
    '',
    '| from navigation to | p50 ms | max ms |',
    '|---|---|---|',
    ...r.timings.map((t) => `| ${t.measure} | ${t.p50ms} | ${t.maxMs} |`),
  ];
}
