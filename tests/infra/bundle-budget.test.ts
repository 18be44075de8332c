import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLambda, lambdaEntries, topContributors, type BuiltBundle } from '../../infra/lib/bundle-build';

/**
 * The most each deployed function's bundle may weigh, in KiB of minified JavaScript (decision
 * 0058). Sizes are deterministic, so a budget passed is a change to look at: either the function
 * gained code it calls (raise its budget here, saying why in the change) or it gained code it
 * never calls (find the import). Each is its measured size plus about 5% for ordinary growth.
 * Functions that read or write files in S3 (CSV imports and exports, attachments, logos) carry
 * the S3 client, about 150 KiB with its share of the SDK's core (decision 0058).
 */
const BUDGET_KIB: Readonly<Record<string, number>> = {
  user: 695,
  business: 850,
  account: 560,
  transaction: 720,
  category: 425,
  contact: 650,
  attachment: 715,
  invoice: 715,
  // Income Tax's calls (decision 0068) are in the one file until the functions are split into chunks.
  hmrc: 660,
  places: 420,
  affiliate: 615,
  misc: 410,
  'jobs/housekeeping': 405,
  'jobs/vat-reminders': 525,
  'jobs/delete-account': 615,
  'jobs/delete-business': 540,
  'jobs/delete-bank-account': 580,
};

/** Credential sources the Lambda never uses: the env-only provider replaces the chain (bundling.ts). */
const UNUSED_CREDENTIAL_CODE =
  /node_modules\/@aws-sdk\/(nested-clients|credential-provider-(ini|sso|web-identity|process|http|login))\//;

/** The X-Ray SDK and the Tracer that loads it: the functions have no active tracing (decision 0058). */
const TRACING_CODE = /node_modules\/(aws-xray-sdk-core|cls-hooked|@aws-lambda-powertools\/tracer)\//;

/** A route group's module of the contract, and the modules that hold every group's routes. */
const GROUP_ROUTES = /packages\/contract\/src\/routes\/([a-z-]+)\.ts$/;
const WHOLE_TABLE = /packages\/contract\/src\/(routes|table)\.ts$/;
/** A routes module belongs to the group it is named after; Income Tax's routes are the hmrc group's. */
const groupOfRoutesFile = (name?: string) => (name === 'itsa' ? 'hmrc' : name);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

let bundles: BuiltBundle[] = [];

beforeAll(async () => {
  const dir = path.join(os.tmpdir(), 'bk-bundle-budget');
  // In parallel: esbuild spreads the builds over the cores; nothing is written to disk.
  bundles = await Promise.all(
    lambdaEntries().map((e) => buildLambda(e, path.join(dir, e.name, 'index.mjs'), { sourceMaps: false })),
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

  it('keeps every function within its budget, naming the top contributors of any that is not', () => {
    const over = bundles
      .filter((b) => b.bytes > (BUDGET_KIB[b.entry.name] ?? 0) * 1024)
      .map(
        (b) =>
          `${b.entry.name} is ${kib(b.bytes)}, budget ${BUDGET_KIB[b.entry.name] ?? 0} KiB; largest: ` +
          topContributors(b)
            .map((c) => `${c.owner} ${kib(c.bytes)}`)
            .join(', '),
      );
    expect(over, over.join('\n')).toEqual([]);
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

  it("carries only its own group's routes of the contract, never the whole table", () => {
    const foreign = bundles.flatMap((b) =>
      [...carried(b, GROUP_ROUTES), ...carried(b, WHOLE_TABLE)]
        .filter((input) => groupOfRoutesFile(GROUP_ROUTES.exec(input)?.[1]) !== b.entry.name)
        .map((input) => `${b.entry.name}: ${input}`),
    );
    expect(foreign).toEqual([]);
  });

  it("keeps the contract's validation messages in every route function (error-map.ts configures zod as it loads)", () => {
    // The contract package is declared free of side effects but for this module; were it dropped,
    // a 400 would carry zod's own wording instead of SPEC §8's.
    const routeFunctions = bundles.filter((b) => !b.entry.name.startsWith('jobs/'));
    const without = routeFunctions.filter((b) => carried(b, /packages\/contract\/src\/error-map\.ts$/).length === 0);
    expect(without.map((b) => b.entry.name)).toEqual([]);
  });

  it('loads the packages installed beside a bundle on first use, never at the cold start', () => {
    // esbuild hoists a static import of an external package to the top of the bundle, where it
    // would run at every cold start (zxcvbn's dictionaries in the user function, pdfkit in invoice).
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    const eager = bundles.flatMap((b) =>
      Object.entries(b.metafile.outputs)
        .filter(([file]) => !file.endsWith('.map'))
        .flatMap(([, output]) => output.imports)
        .filter((i) => i.external && i.kind === 'import-statement' && !builtins.has(i.path))
        .map((i) => `${b.entry.name}: ${i.path}`),
    );
    expect(eager).toEqual([]);
    const user = bundles.find((b) => b.entry.name === 'user');
    expect(user && carried(user, /node_modules\/@zxcvbn-ts\//)).toEqual([]);
  });
});

/** The inputs matching `pattern` that put bytes in a bundle's JavaScript. */
function carried(bundle: BuiltBundle, pattern: RegExp): string[] {
  return Object.entries(bundle.metafile.outputs)
    .filter(([file]) => !file.endsWith('.map'))
    .flatMap(([, output]) => Object.entries(output.inputs))
    .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && pattern.test(input))
    .map(([input]) => input);
}
