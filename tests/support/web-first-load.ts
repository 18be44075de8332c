import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * What the browser downloads to show a first screen, read from a Vite build's manifest: the
 * entry (index.html) and every chunk it imports statically, plus the screen's lazy route chunks
 * and theirs (decision 0059). That is the JavaScript needed before the screen is usable: the
 * sign-in form can be typed into and sent, the dashboard shows. Chunks a deferred `import()`
 * fetches after that are counted apart (`deferred`): the answer-reading schemas (zod and the
 * contract), which download beside the first call, and the signed-in menus, which appear once
 * they have arrived. The browser tests prove the form works without waiting for them. Sizes are
 * gzip at zlib's default level, as a CDN sends them.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The first screens people land on, by the modules their lazy route fetches (app/screens.tsx,
 * app/composed-screens.tsx).
 */
export const FIRST_SCREENS = {
  'sign-in': ['src/features/auth/login-screen.ts'],
  dashboard: [
    'src/features/home/components/home-page.tsx',
    'src/features/invitations/components/invitations-notice.tsx',
    'src/features/home/home-prefetch.ts',
  ],
} as const;

/**
 * What each first screen fetches by a deferred import() once it is usable: the API client's
 * answer schemas (lib/api-answers.ts, started at start-up, awaited only to read an answer) and,
 * signed in, the top bar's menus (app/shell/top-bar.tsx).
 */
export const DEFERRED: Record<FirstScreen, readonly string[]> = {
  'sign-in': ['src/lib/api-answers.ts'],
  dashboard: ['src/lib/api-answers.ts', 'src/app/shell/signed-in-menus.tsx'],
};
export type FirstScreen = keyof typeof FIRST_SCREENS;

export interface ChunkSize {
  /** The chunk's name without its content hash, e.g. `react` or `screens`. */
  name: string;
  file: string;
  gzipBytes: number;
}
export interface FirstLoad {
  screen: FirstScreen;
  js: ChunkSize[];
  css: ChunkSize[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Chunks of {@link DEFERRED} not already in the first load. */
  deferred: ChunkSize[];
  deferredJsGzipBytes: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Builds the SPA as production does, with a manifest, into `outDir` (a fresh directory of the caller's). */
export function buildWeb(outDir: string): void {
  const vite = join(dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  execFileSync(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'error',
    ],
    // A test runner's NODE_ENV=test would give React's development build.
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
}

function chunkName(file: string): string {
  return basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');
}

/** The first load of each of FIRST_SCREENS in the build at `outDir`. */
export function firstLoads(outDir: string): FirstLoad[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const size = (file: string): ChunkSize => ({
    name: chunkName(file),
    file,
    gzipBytes: gzipSync(readFileSync(join(outDir, file))).length,
  });
  return (Object.keys(FIRST_SCREENS) as FirstScreen[]).map((screen) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string, into: Set<string>) => {
      const chunk = manifest[key];
      if (chunk === undefined) throw new Error(`${key} is not in the build's manifest: has the screen moved?`);
      if (js.has(chunk.file) || into.has(chunk.file)) return;
      into.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const next of chunk.imports ?? []) visit(next, into);
    };
    visit('index.html', js);
    for (const key of FIRST_SCREENS[screen]) visit(key, js);
    const later = new Set<string>();
    // An older build may not split these out (then they are in the first load, or not built).
    for (const key of DEFERRED[screen]) if (manifest[key] !== undefined) visit(key, later);
    const jsSizes = [...js].map(size).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const cssSizes = [...css].map(size).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const deferred = [...later].map(size).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      deferred,
      deferredJsGzipBytes: deferred.reduce((n, c) => n + c.gzipBytes, 0),
      screen,
      js: jsSizes,
      css: cssSizes,
      jsGzipBytes: jsSizes.reduce((n, c) => n + c.gzipBytes, 0),
      cssGzipBytes: cssSizes.reduce((n, c) => n + c.gzipBytes, 0),
    };
  });
}
