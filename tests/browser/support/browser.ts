import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@bk/contract';
import { CONSENT_COOKIE } from '../../../web/src/features/consent/consent-cookie';

/**
 * Browser journeys (STYLE §16 d): the Debian chromium driven by playwright-core against the
 * local stack that tests/setup/global-setup.ts starts.
 */
const require = createRequire(import.meta.url);

/**
 * The names of the app's cookies, from the modules that own them: the session token (HttpOnly,
 * set by the API, decision 0051), its readable signed-in marker, and the consent answer.
 */
export { SESSION_COOKIE as AUTH_COOKIE, SIGNED_IN_COOKIE } from '@bk/contract';
export { CONSENT_COOKIE } from '../../../web/src/features/consent/consent-cookie';

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromiumPath(): string {
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium is missing: on Debian, apt-get install -y chromium');
  }
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS });
}

/**
 * One browser per test file (launched once), a fresh context per test. Call at the top of a
 * test file; `open()` gives a new page in a new context.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  /** Uncaught exceptions and Content-Security-Policy refusals: a journey must have none. */
  let problems: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(() => {
    const found = problems;
    problems = [];
    expect(found, 'page errors or CSP violations').toEqual([]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });

  return {
    /**
     * A page in a brand-new context. `token` signs the user in as the API would: the token in
     * its HttpOnly cookie and the readable marker beside it; consent is answered unless
     * `consent: null`, so the bar stays out of journeys that are not about it.
     */
    async open(
      options: { token?: string; consent?: 'accepted' | 'declined' | null; width?: number } = {},
    ): Promise<Page> {
      if (!browser) throw new Error('useBrowser() must be called at the top of the test file');
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: options.width ?? 1280, height: 800 },
        locale: 'en-GB',
        timezoneId: 'Europe/London',
      });
      contexts.push(context);
      const domain = new URL(baseUrl()).hostname;
      const cookies: Parameters<BrowserContext['addCookies']>[0][number][] = [];
      if (options.token) {
        const session = { domain, sameSite: 'Strict', expires: Math.floor(Date.now() / 1000) + 12 * 3600 } as const;
        cookies.push({ ...session, name: SESSION_COOKIE, value: options.token, path: '/api', httpOnly: true });
        cookies.push({ ...session, name: SIGNED_IN_COOKIE, value: '1', path: '/' });
      }
      const consent = options.consent === undefined ? 'declined' : options.consent;
      if (consent) cookies.push({ name: CONSENT_COOKIE, value: consent, url: baseUrl() });
      if (cookies.length > 0) await context.addCookies(cookies);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      return page;
    },
  };
}

/**
 * Poll until an assertion holds, allowing for cold starts of the local Lambdas (vitest's
 * default of one second is too short for a first call).
 */
export function eventually<T>(check: () => Promise<T> | T, message?: string) {
  return expect.poll(check, { timeout: 10_000, ...(message ? { message } : {}) });
}

/** Wait until the page's address (path and query, without the origin) is `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await eventually(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Run axe-core on the page and fail on serious or critical violations, listing each rule and
 * where it failed.
 */
export async function axeScan(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol rather than added as a <script>: the app's strict
  // Content-Security-Policy (script-src 'self') rightly refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map(
    (v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
  expect(report, `axe found serious or critical problems on ${page.url()}`).toEqual([]);
}

/**
 * Wait until a dialog has faded in fully: axe measures colour contrast through opacity, so a scan
 * during the transition reports low contrast that the person never sees.
 */
export async function shown(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await eventually(() =>
    dialog.evaluate((el) => {
      let opacity = 1;
      for (let node: Element | null = el; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      return opacity;
    }),
  ).toBe(1);
}
