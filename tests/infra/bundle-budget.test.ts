import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as contract from '@bk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLambda, lambdaEntries, topContributors, type BuiltBundle } from '../../infra/lib/bundle-build';

/**
 * The most each deployed function may weigh, in KiB of minified JavaScript (decision 0058): `eager`
 * is what its cold start loads (the entry file and the chunks it imports statically), `total` all
 * it can load (with the chunks its calls load on first use). Sizes are deterministic, so a budget
 * passed is a change to look at: either the function gained code it calls (raise its budget here,
 * saying why in the change) or it gained code it never calls (find the import). Each is its
 * measured size plus about 5%. A route function's cold start stays within {@link ROUTE_EAGER_KIB}.
 */
const BUDGET_KIB: Readonly<Record<string, { eager: number; total: number }>> = {
  user: { eager: 365, total: 640 },
  business: { eager: 410, total: 780 },
  account: { eager: 405, total: 495 },
  transaction: { eager: 455, total: 665 },
  category: { eager: 345, total: 360 },
  contact: { eager: 390, total: 585 },
  attachment: { eager: 410, total: 650 },
  invoice: { eager: 430, total: 655 },
  hmrc: { eager: 445, total: 520 },
  places: { eager: 340, total: 355 },
  affiliate: { eager: 360, total: 375 },
  assistant: { eager: 420, total: 620 },
  misc: { eager: 330, total: 345 },
  'jobs/housekeeping': { eager: 315, total: 330 },
  'jobs/vat-reminders': { eager: 385, total: 470 },
  'jobs/delete-account': { eager: 480, total: 540 },
  'jobs/delete-business': { eager: 465, total: 470 },
  'jobs/delete-bank-account': { eager: 505, total: 510 },
};

/** What a route function's cold start may load at most (route functions ≤ 500 KiB). */
const ROUTE_EAGER_KIB = 500;

/**
 * Route functions whose cold start is over {@link ROUTE_EAGER_KIB} for now, each with the reason
 * and what brings it under (decision 0058, third part).
 */
const OVER_ROUTE_LIMIT: Readonly<Record<string, string>> = {};

/** SDK clients only some calls use: a route function loads each on the first call that needs it. */
const CALL_ONLY_CLIENTS = /node_modules\/@aws-sdk\/client-(s3|lambda|sesv2|bedrock-runtime)\//;

/** Credential sources the Lambda never uses: the env-only provider replaces the chain (bundling.ts). */
const UNUSED_CREDENTIAL_CODE =
  /node_modules\/@aws-sdk\/(nested-clients|credential-provider-(ini|sso|web-identity|process|http|login))\//;

/** The X-Ray SDK and the Tracer that loads it: the functions have no active tracing (decision 0058). */
const TRACING_CODE = /node_modules\/(aws-xray-sdk-core|cls-hooked|@aws-lambda-powertools\/tracer)\//;

/**
 * zod's classic API, the methods on every schema (decision 0058, fifth part): the contract, the
 * data items and the config are built with zod/mini, the same core and messages for less code.
 */
const CLASSIC_ZOD = /node_modules\/zod\/v4\/classic\//;

/** A routes module of the contract, and the modules that hold every group's routes. */
const ROUTES_MODULE = /packages\/contract\/src\/routes\/([a-z-]+)\.ts$/;
const WHOLE_TABLE = /packages\/contract\/src\/(routes|table)\.ts$/;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const isRouteFunction = (b: BuiltBundle) => !b.entry.name.startsWith('jobs/');

let bundles: BuiltBundle[] = [];

beforeAll(async () => {
  const dir = path.join(os.tmpdir(), 'bk-bundle-budget');
  // In parallel: esbuild spreads the builds over the cores; nothing is written to disk.
  bundles = await Promise.all(
    lambdaEntries().map((e) => buildLambda(e, path.join(dir, e.name), { sourceMaps: false })),
  );
  // A few seconds on an idle machine; generous for a shared one under load.
}, 300_000);

describe('Lambda bundle budgets (built as CDK builds them)', () => {
  it('has a budget for every deployed function, and none for a function that is gone', () => {
    expect(Object.keys(BUDGET_KIB).sort()).toEqual(
      lambdaEntries()
        .map((e) => e.name)
        .sort(),
    );
  });

  it('keeps what each cold start loads within its budget, naming the top contributors of any that is not', () => {
    const over = bundles
      .filter((b) => b.bytes > (BUDGET_KIB[b.entry.name]?.eager ?? 0) * 1024)
      .map(
        (b) =>
          `${b.entry.name} loads ${kib(b.bytes)} at its cold start, budget ${BUDGET_KIB[b.entry.name]?.eager ?? 0} KiB; largest: ` +
          topContributors(b)
            .map((c) => `${c.owner} ${kib(c.bytes)}`)
            .join(', '),
      );
    expect(over, over.join('\n')).toEqual([]);
  });

  it('keeps all each function can load within its budget, naming the top contributors of any that is not', () => {
    const over = bundles
      .filter((b) => b.totalBytes > (BUDGET_KIB[b.entry.name]?.total ?? 0) * 1024)
      .map(
        (b) =>
          `${b.entry.name} is ${kib(b.totalBytes)} in all, budget ${BUDGET_KIB[b.entry.name]?.total ?? 0} KiB; largest: ` +
          topContributors(b, 5, 'all')
            .map((c) => `${c.owner} ${kib(c.bytes)}`)
            .join(', '),
      );
    expect(over, over.join('\n')).toEqual([]);
  });

  it(`gives no route function a cold start over ${ROUTE_EAGER_KIB} KiB but those listed with their reason`, () => {
    const names = bundles.filter(isRouteFunction).map((b) => b.entry.name);
    const over = names.filter((n) => (BUDGET_KIB[n]?.eager ?? 0) > ROUTE_EAGER_KIB);
    expect(over.sort()).toEqual(Object.keys(OVER_ROUTE_LIMIT).sort());
  });

  it('loads the S3, Lambda, SES and Bedrock clients of a route function with the calls that use them, not at its cold start', () => {
    // A list or a sign-in must not parse the client of an import, a deletion or an e-mail.
    const eager = bundles
      .filter(isRouteFunction)
      .flatMap((b) => carried(b, CALL_ONLY_CLIENTS, b.eager).map((input) => `${b.entry.name}: ${input}`));
    expect([...new Set(eager.map((e) => e.replace(/(client-[a-z0-9-]+)\/.*/, '$1')))]).toEqual([]);
    // ... and the calls that use them still have them, in chunks of their own.
    const contact = bundles.find((b) => b.entry.name === 'contact');
    expect(contact && carried(contact, /node_modules\/@aws-sdk\/client-s3\//).length).toBeGreaterThan(0);
    expect(contact?.lazy.length).toBeGreaterThan(0);
  });

  it('ships no credential source but the environment (no STS or SSO clients in any bundle)', () => {
    const carrying = bundles.flatMap((b) =>
      carried(b, UNUSED_CREDENTIAL_CODE).map((input) => `${b.entry.name}: ${input}`),
    );
    expect(carrying).toEqual([]);
  });

  it('carries no X-Ray SDK: nothing would receive its traces', () => {
    expect(bundles.flatMap((b) => carried(b, TRACING_CODE).map((input) => `${b.entry.name}: ${input}`))).toEqual([]);
  });

  it('carries only routes of its own group from the contract, never the whole table', () => {
    const foreign = bundles.flatMap((b) =>
      [...carried(b, ROUTES_MODULE), ...carried(b, WHOLE_TABLE)]
        .filter((input) => !routesModuleOf(input, b.entry.name))
        .map((input) => `${b.entry.name}: ${input}`),
    );
    expect(foreign).toEqual([]);
  });

  it("keeps the contract's validation messages in every route function's cold start (error-map.ts configures zod as it loads)", () => {
    // The contract package is declared free of side effects but for this module; were it dropped,
    // a 400 would carry zod's own wording instead of SPEC §8's.
    const without = bundles
      .filter(isRouteFunction)
      .filter((b) => carried(b, /packages\/contract\/src\/error-map\.ts$/, b.eager).length === 0);
    expect(without.map((b) => b.entry.name)).toEqual([]);
  });

  it("loads zod/mini at every cold start, never zod's classic API", () => {
    // One `import * as z from 'zod'` in a module a function loads statically brings back classic
    // zod's methods and the core's JSON Schema code with them: about 60 KiB of every cold start.
    const classic = bundles.flatMap((b) => (carried(b, CLASSIC_ZOD, b.eager).length > 0 ? [b.entry.name] : []));
    expect(classic).toEqual([]);
    const category = bundles.find((b) => b.entry.name === 'category');
    expect(category && carried(category, /node_modules\/zod\/v4\/mini\//, category.eager).length).toBeGreaterThan(0);
  });

  it('loads the packages installed beside a bundle on first use, never at the cold start', () => {
    // esbuild hoists a static import of an external package to the top of the file that imports it,
    // which would run at every cold start if that file is the entry or one of its static chunks
    // (zxcvbn's dictionaries in the user function, pdfkit in invoice).
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    const eager = bundles.flatMap((b) =>
      b.eager
        .flatMap((file) => b.metafile.outputs[file]?.imports ?? [])
        .filter((i) => i.external && i.kind === 'import-statement' && !builtins.has(i.path))
        .map((i) => `${b.entry.name}: ${i.path}`),
    );
    expect(eager).toEqual([]);
    const user = bundles.find((b) => b.entry.name === 'user');
    expect(user && carried(user, /node_modules\/@zxcvbn-ts\//)).toEqual([]);
  });
});

/** Whether a routes module of the contract holds only routes of `group` (a group may span modules). */
function routesModuleOf(input: string, group: string): boolean {
  const name = ROUTES_MODULE.exec(input)?.[1];
  if (!name) return false;
  const camel = name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  const routes = (contract as unknown as Record<string, unknown>)[`${camel}Routes`];
  if (!routes || typeof routes !== 'object') return false;
  return Object.values(routes).every((r) => (r as { group?: string }).group === group);
}

/** The inputs matching `pattern` that put bytes in the given files of a function (all it can load by default). */
function carried(bundle: BuiltBundle, pattern: RegExp, files?: readonly string[]): string[] {
  const of = files ?? Object.keys(bundle.metafile.outputs).filter((f) => !bundle.unreachable.includes(f));
  return of
    .filter((file) => !file.endsWith('.map'))
    .flatMap((file) => Object.entries(bundle.metafile.outputs[file]?.inputs ?? {}))
    .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && pattern.test(input))
    .map(([input]) => input);
}
