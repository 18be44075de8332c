/**
 * The offline half of the dependency check (decision 0060): a pinned list of versions with known
 * high or critical advisories, matched against every package package-lock.json installs. It needs
 * no network, so it gives the same answer in a clean clone, on CI and on a laptop.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod';

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** "0" means "from the first release"; any other bound is a full x.y.z version. */
const bound = z.string().refine((v) => v === '0' || VERSION.test(v), 'a version x.y.z, or "0"');

export const bannedListSchema = z.object({
  about: z.string(),
  banned: z
    .array(
      z.object({
        package: z.string().min(1),
        /** OSV-style: affected from introduced up to, not including, fixed (no fixed: every later one). */
        affected: z.array(z.object({ introduced: bound, fixed: bound.optional() })).min(1),
        advisory: z.string().regex(/^GHSA(-[0-9a-z]{4}){3}$/),
        cve: z.string().regex(/^CVE-\d{4}-\d{4,}$/),
        severity: z.enum(['high', 'critical']),
        reason: z.string().min(1),
      }),
    )
    .min(1),
});
export type BannedList = z.infer<typeof bannedListSchema>;
export type BannedEntry = BannedList['banned'][number];

export const BANNED_LIST_PATH = new URL('./banned-versions.json', import.meta.url);

export function loadBannedList(path: URL | string = BANNED_LIST_PATH): BannedList {
  return bannedListSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

type Parsed = { core: [number, number, number]; pre: string[] };

function parseVersion(version: string): Parsed | null {
  const m = VERSION.exec(version);
  if (!m) return null;
  return { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] };
}

function comparePre(a: string[], b: string[]): number {
  // A release sorts after its own pre-releases (1.0.0-rc.1 < 1.0.0), as in semver.
  if (a.length === 0 || b.length === 0) return b.length - a.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    if (xn && yn) return Number(x) - Number(y);
    if (xn !== yn) return xn ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Semver order of two x.y.z[-pre] versions; null when either is not one. */
export function compareVersions(a: string, b: string): number | null {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) return null;
  for (let i = 0; i < 3; i++) {
    const d = (x.core[i] ?? 0) - (y.core[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return Math.sign(comparePre(x.pre, y.pre));
}

/** Whether a version is inside one of the entry's ranges; a version that cannot be compared counts. */
export function isAffected(version: string, entry: Pick<BannedEntry, 'affected'>): boolean {
  if (!parseVersion(version)) return true;
  return entry.affected.some(({ introduced, fixed }) => {
    const fromStart = introduced === '0' || (compareVersions(version, introduced) ?? 0) >= 0;
    const beforeFix = fixed === undefined || (compareVersions(version, fixed) ?? 0) < 0;
    return fromStart && beforeFix;
  });
}

export interface Finding {
  /** Where the lockfile installs it, e.g. node_modules/xlsx or web/node_modules/xlsx. */
  path: string;
  package: string;
  version: string;
  production: boolean;
  entry: BannedEntry;
}

const lockSchema = z.object({
  lockfileVersion: z.number().int().min(2),
  packages: z.record(
    z.string(),
    z.object({
      name: z.string().optional(),
      version: z.string().optional(),
      dev: z.boolean().optional(),
      link: z.boolean().optional(),
    }),
  ),
});

/**
 * Every package the lockfile installs whose real name and version are on the list. The real name is
 * the lockfile's `name` when the dependency is an alias (`"xlsx": "npm:@e965/xlsx@..."` installs
 * @e965/xlsx at node_modules/xlsx), else the folder after the last node_modules/. A package is a
 * production one unless the lockfile marks it dev-only.
 */
export function findBanned(lockfile: unknown, list: BannedList): Finding[] {
  const lock = lockSchema.parse(lockfile);
  const findings: Finding[] = [];
  for (const [path, pkg] of Object.entries(lock.packages)) {
    const at = path.lastIndexOf('node_modules/');
    if (at < 0 || pkg.link || pkg.version === undefined) continue;
    const name = pkg.name ?? path.slice(at + 'node_modules/'.length);
    for (const entry of list.banned) {
      if (entry.package === name && isAffected(pkg.version, entry))
        findings.push({ path, package: name, version: pkg.version, production: pkg.dev !== true, entry });
    }
  }
  return findings;
}

export function describeFinding(f: Finding): string {
  const { entry } = f;
  return `${f.package}@${f.version} (${f.path}): ${entry.severity} ${entry.advisory} ${entry.cve}. ${entry.reason}`;
}
