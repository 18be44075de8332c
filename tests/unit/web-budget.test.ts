import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AFFILIATE_DIRECTORY_PATH } from '@bk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../web/src/config/routes';
import { buildWeb, firstLoads, type FirstLoad, type FirstScreen } from '../support/web-first-load';

/**
 * The first screens' download budget (decision 0059), in KiB gzip. Sizes are deterministic for a
 * given source and lockfile, so a chunk that grows past its line fails here, by name, before it
 * reaches anyone's browser. Raise a line only with the reason in the decision.
 */
const KIB = 1024;
const CHUNK_BUDGET_KIB: Record<string, number> = {
  // Preact 11's compat served for react and react-dom, and react-router: a vendor file of its own,
  // cached across releases. 39 KiB; with React 19 it was 95, so React coming back fails here.
  react: 42,
  index: 22, // the shell (top bar, banners, footer, notifications) and the router's screen table
  query: 11, // TanStack Query
  'mantine-core': 14, // Mantine's provider, Box and styles, which every component needs
  'api-client': 4, // the client and the build's wire table (method and path of each route), no schemas
};
/** Any other chunk of a first load: a screen's own code or a shared Mantine component. */
const OTHER_CHUNK_BUDGET_KIB = 13;
/** Each first screen's JavaScript and CSS in total. */
const FIRST_LOAD_BUDGET_KIB: Record<FirstScreen, { js: number; css: number }> = {
  'sign-in': { js: 120, css: 20 },
  dashboard: { js: 138, css: 20 },
};

let outDir = '';
let loads: FirstLoad[] = [];

/** `WEB_BUDGET_DIST` checks a build made elsewhere (with `--manifest`), e.g. an older commit's. */
const prebuilt = process.env.WEB_BUDGET_DIST;

beforeAll(() => {
  outDir = prebuilt ?? mkdtempSync(join(tmpdir(), 'bk-web-budget-'));
  if (!prebuilt) buildWeb(outDir);
  loads = firstLoads(outDir);
}, 300_000);

afterAll(() => {
  if (outDir && !prebuilt) rmSync(outDir, { recursive: true, force: true });
});

describe('first load of the web app (gzip)', () => {
  it.each(['sign-in', 'dashboard'] as const)('%s: every chunk within its budget', (screen) => {
    const load = loads.find((l) => l.screen === screen);
    expect(load, `${screen} was not measured`).toBeDefined();
    const over = (load?.js ?? [])
      .map((c) => ({ ...c, budget: (CHUNK_BUDGET_KIB[c.name] ?? OTHER_CHUNK_BUDGET_KIB) * KIB }))
      .filter((c) => c.gzipBytes > c.budget)
      .map((c) => `${c.name} (${c.file}) is ${(c.gzipBytes / KIB).toFixed(1)} KiB, budget ${c.budget / KIB} KiB`);
    expect(over).toEqual([]);
  });

  it.each(['sign-in', 'dashboard'] as const)('%s: JavaScript and CSS in total within budget', (screen) => {
    const load = loads.find((l) => l.screen === screen);
    const top = (load?.js ?? [])
      .slice(0, 5)
      .map((c) => `${c.name} ${(c.gzipBytes / KIB).toFixed(1)}`)
      .join(', ');
    const budget = FIRST_LOAD_BUDGET_KIB[screen];
    expect(load?.jsGzipBytes ?? Infinity, `JS ${screen}, largest: ${top}`).toBeLessThanOrEqual(budget.js * KIB);
    expect(load?.cssGzipBytes ?? Infinity, `CSS ${screen}`).toBeLessThanOrEqual(budget.css * KIB);
  });

  it('styles every Mantine class the app uses (web/src/styles/mantine.css imports only some components)', () => {
    const files = readdirSync(join(outDir, 'assets'));
    const text = (ext: string) =>
      files
        .filter((f) => f.endsWith(ext))
        .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
        .join('\n');
    const classes = (source: string) => new Set(source.match(/\bm_[0-9a-f]{5,8}\b/g) ?? []);
    const styled = classes(text('.css'));
    const unstyled = [...classes(text('.js'))].filter((c) => !styled.has(c));
    expect(unstyled, 'find the component in node_modules/@mantine/core/styles and import its file').toEqual([]);
  });

  it('keeps the heavy libraries out of the first load', () => {
    const names = new Set(loads.flatMap((l) => l.js.map((c) => c.name)));
    for (const heavy of ['pdfkit.browser', 'xlsx', 'victory-charts', 'zxcvbn-engine', 'parse-worker', 'csv-worker'])
      expect(names.has(heavy), `${heavy} in a first load`).toBe(false);
  });

  it('fetches zod and the contract after the first screen is usable, beside the first call', () => {
    for (const load of loads) {
      const names = load.js.map((c) => c.name);
      for (const later of ['zod', 'contract', 'api-answers'])
        expect(names, `${later} in ${load.screen}`).not.toContain(later);
      expect(load.deferred.map((c) => c.name)).toEqual(expect.arrayContaining(['zod', 'contract', 'api-answers']));
    }
  });

  it("spells out the contract's directory path in the screen table instead of importing the contract", () => {
    expect([ROUTES.Directory, ROUTES.DirectoryProfile]).toEqual([
      AFFILIATE_DIRECTORY_PATH,
      `${AFFILIATE_DIRECTORY_PATH}/:slug`,
    ]);
  });
});
