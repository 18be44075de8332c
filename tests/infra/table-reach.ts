import fs from 'node:fs';
import path from 'node:path';
import * as keyModule from '../../packages/data/src/keys';
import { PARTITIONS, type Partition } from '../../infra/lib/table-access';

/**
 * Which table partitions code can reach, worked out from the sources rather than written down:
 * each key builder of packages/data/src/keys.ts is called to see the partition keys it makes,
 * each data module is searched for the builders it (or a data module it imports) calls, and each
 * function's entry is followed through its relative imports to the `@bk/data` names it uses. A
 * module counts whole, so the answer errs on the side of more partitions, never fewer.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, 'packages/data/src');

/** The partition a partition key falls in, or null when none of {@link PARTITIONS} matches. */
export function partitionOf(key: string): Partition | null {
  for (const [name, pattern] of Object.entries(PARTITIONS) as [Partition, string][]) {
    if (pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern) return name;
  }
  return null;
}

/** Every partition key (table `pk` and GSI1 `gsi1pk`) each key builder makes, by `object.member`. */
export function builderKeys(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [objectName, object] of Object.entries(keyModule)) {
    if (!object || typeof object !== 'object') continue;
    for (const [member, value] of Object.entries(object as Record<string, unknown>)) {
      const made: string[] = [];
      if (typeof value === 'function') {
        const args = Array.from({ length: value.length }, () => 'x');
        const result: unknown = (value as (...a: string[]) => unknown)(...args);
        if (result && typeof result === 'object') {
          for (const field of ['pk', 'gsi1pk']) {
            const key = (result as Record<string, unknown>)[field];
            if (typeof key === 'string') made.push(key);
          }
        }
      } else if (typeof value === 'string' && /Index$/.test(member)) {
        // A fixed GSI1 partition, e.g. importKeys.inFlightIndex.
        made.push(value);
      }
      if (made.length) found.set(`${objectName}.${member}`, made);
    }
  }
  return found;
}

const read = (file: string) => fs.readFileSync(file, 'utf8');

function resolveRelative(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Files reachable from `entry` through relative imports and re-exports. */
export function reachableFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    for (const match of read(file).matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveRelative(file, match[1] ?? '');
      if (target && !target.endsWith('.json')) queue.push(target);
    }
  }
  return seen;
}

/** The data module that exports each name of `@bk/data`. */
function dataExports(): Map<string, string> {
  const owner = new Map<string, string>();
  for (const name of fs.readdirSync(DATA_DIR)) {
    if (!name.endsWith('.ts') || name.includes('.test.')) continue;
    const file = path.join(DATA_DIR, name);
    for (const m of read(file).matchAll(/export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/g))
      owner.set(m[1] ?? '', file);
    for (const m of read(file).matchAll(/export\s*\{([^}]+)\}\s*from\s*'(\.[^']+)'/g)) {
      const target = resolveRelative(file, m[2] ?? '');
      for (const n of (m[1] ?? '').split(',')) if (target) owner.set(n.trim().split(/\s+as\s+/)[0] ?? '', target);
    }
  }
  return owner;
}

/** Partitions the builders named in a data module (and the data modules it imports) make. */
function modulePartitions(file: string, builders: Map<string, string[]>): Set<Partition> {
  const objects = [...new Set([...builders.keys()].map((k) => k.split('.')[0]))].join('|');
  const found = new Set<Partition>();
  for (const f of reachableFiles(file)) {
    for (const m of read(f).matchAll(new RegExp(`\\b(${objects})\\.(\\w+)`, 'g'))) {
      for (const key of builders.get(`${m[1]}.${m[2]}`) ?? []) {
        const partition = partitionOf(key);
        if (partition) found.add(partition);
      }
    }
  }
  return found;
}

/** The partitions the code reachable from a function's entry file can name. */
export function partitionsReachedFrom(entry: string): { partitions: Set<Partition>; dataNames: Set<string> } {
  const builders = builderKeys();
  const owners = dataExports();
  const dataNames = new Set<string>();
  for (const file of reachableFiles(entry)) {
    for (const m of read(file).matchAll(/import\s+(type\s+)?\{([^}]+)\}\s*from\s*'@bk\/data'/g)) {
      if (m[1]) continue;
      for (const part of (m[2] ?? '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) dataNames.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  const partitions = new Set<Partition>();
  const modules = new Set([...dataNames].flatMap((n) => (owners.has(n) ? [owners.get(n) ?? ''] : [])));
  for (const module of modules) for (const p of modulePartitions(module, builders)) partitions.add(p);
  return { partitions, dataNames };
}

/** The entry file of a route group or job. */
export function entryOf(kind: 'group' | 'job', name: string): string {
  return path.join(ROOT, 'functions', ...(kind === 'job' ? ['jobs', name] : [name]), 'index.ts');
}
