import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GROUP_NODE_MODULES, groupBundling, groupLockFile } from '../../infra/lib/bundling';
import { BUNDLING } from '../../infra/lib/constructs/app-function';
import { REPO_ROOT } from '../../infra/lib/paths';

/** The parts of package-lock.json files the test reads. */
interface LockFile {
  packages?: Record<string, { version?: string; integrity?: string; dependencies?: Record<string, string> }>;
}
const readLock = (file: string) => JSON.parse(fs.readFileSync(path.resolve(REPO_ROOT, file), 'utf8')) as LockFile;

describe('the user Lambda (password strength, decisions 0055 and 0058)', () => {
  it("installs zxcvbn's packages beside its bundle instead of bundling their dictionaries", () => {
    // WHY: bundled, the 1.6 MB of dictionaries are parsed at every cold start, also by the calls
    // that set no password; installed, the estimator imports them on its first check.
    expect(groupBundling(BUNDLING, 'user').nodeModules).toEqual([
      '@zxcvbn-ts/core',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-en',
    ]);
    expect(groupBundling(BUNDLING, 'user').commandHooks).toBeUndefined();
  });

  it("installs exactly the versions the browser's meter and the tests use, from its own lock file", () => {
    // WHY: a server scoring with other dictionaries than the meter would refuse passwords the
    // meter calls strong, or take ones it calls weak.
    const root = readLock('package-lock.json');
    const lock = readLock(groupLockFile('user'));
    const installed = Object.keys(lock.packages ?? {}).filter((k) => k !== '');
    expect(installed.length).toBeGreaterThanOrEqual((GROUP_NODE_MODULES.user ?? []).length);
    for (const key of installed) {
      const want = root.packages?.[key];
      expect(want, key).toBeDefined();
      expect([key, lock.packages?.[key]?.version, lock.packages?.[key]?.integrity]).toEqual([
        key,
        want?.version,
        want?.integrity,
      ]);
    }
    for (const name of GROUP_NODE_MODULES.user ?? [])
      expect(lock.packages?.['']?.dependencies?.[name], name).toBe(root.packages?.[`node_modules/${name}`]?.version);
  });
});
