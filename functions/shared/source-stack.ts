import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Stack traces of the deployed bundles, read back to the TypeScript line. Node's
 * `--enable-source-maps` would map every trace, but it reads and parses the map of every file as
 * the file loads: 10-35 ms of each cold start for a trace that most cold starts never print
 * (decision 0058, fourth part). Only an unexpected failure's trace needs its sources, so a
 * bundle's map (`<file>.map`, beside it in the asset) is read the first time a trace names the
 * bundle. Frames of files without a map (Node's own, local runs from source) are left as they are.
 */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(
        JSON.parse(readFileSync(`${file}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0],
      );
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}

// "    at name (file:///var/task/index.mjs:81:52557)" or "    at file:///var/task/chunks/x.mjs:1:2".
const FRAME = /^(\s*at (?:.+? \()?)((?:file:\/\/)?\/[^():]+\.m?js):(\d+):(\d+)(\)?)$/;

/** The frame's position in its TypeScript source, or the frame unchanged where no map says. */
function mapFrame(line: string): string {
  const m = FRAME.exec(line);
  if (!m) return line;
  const [, head = '', location = '', row = '', column = '', tail = ''] = m;
  const file = location.startsWith('file://') ? fileURLToPath(location) : location;
  const entry = mapOf(file)?.findEntry(Number(row) - 1, Number(column) - 1);
  // findEntry answers the nearest mapping at or before the position, even on another line.
  if (!entry || !('originalSource' in entry) || entry.generatedLine !== Number(row) - 1) return line;
  const source = entry.originalSource.replace(/^(\.\.\/)+/, '');
  return `${head}${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}${tail}`;
}

/** `stack` with each frame of a mapped bundle replaced by its source file, line and column. */
export function sourceMappedStack(stack: string): string {
  return stack.split('\n').map(mapFrame).join('\n');
}

/** The error, its stack (and its causes' stacks) mapped to the sources, for a log line. */
export function withSourceStack<T>(error: T): T {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (typeof e.stack === 'string') e.stack = sourceMappedStack(e.stack);
  return error;
}
