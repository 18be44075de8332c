import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLambda, lambdaEntries, topContributors, type BuiltBundle } from '../../infra/lib/bundle-build';

/**
 * The most each deployed function's bundle may weigh, in KiB of minified JavaScript (decision
 * 0058). Sizes are deterministic, so a budget passed is a change to look at: either the function
 * gained code it calls (raise its budget here, saying why in the change) or it gained code it
 * never calls (find the import). Each is its measured size plus about 5% for ordinary growth.
 * `user` carries zxcvbn's dictionaries (about 1.6 MB, loaded on the password routes only) until
 * they ship beside the bundle (decision 0058, "Not done").
 */
const BUDGET_KIB: Readonly<Record<string, number>> = {
  user: 2_580,
  business: 1_030,
  account: 730,
  transaction: 880,
  category: 600,
  contact: 820,
  attachment: 890,
  invoice: 890,
  hmrc: 690,
  places: 615,
  affiliate: 600,
  misc: 605,
  'jobs/housekeeping': 415,
  'jobs/vat-reminders': 555,
  'jobs/delete-account': 640,
  'jobs/delete-business': 565,
  'jobs/delete-bank-account': 590,
};

/** Credential sources the Lambda never uses: the env-only provider replaces the chain (bundling.ts). */
const UNUSED_CREDENTIAL_CODE =
  /node_modules\/@aws-sdk\/(nested-clients|credential-provider-(ini|sso|web-identity|process|http|login))\//;

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
      Object.entries(b.metafile.outputs).flatMap(([, output]) =>
        Object.entries(output.inputs)
          .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && UNUSED_CREDENTIAL_CODE.test(input))
          .map(([input]) => `${b.entry.name}: ${input}`),
      ),
    );
    expect(carrying).toEqual([]);
  });
});
