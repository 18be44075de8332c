import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The build's version, for the update check (SPEC §4 Version check): `APP_VERSION` when the
 * deployment sets it, else the root package version plus the build time.
 */
export function buildVersion(rootPackageJson: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.APP_VERSION && env.APP_VERSION.trim() !== '') return env.APP_VERSION.trim();
  const { version } = JSON.parse(readFileSync(rootPackageJson, 'utf8')) as { version: string };
  return `${version}+${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

/**
 * Writes `version.json` ({ "version": ... }) next to index.html in the build and serves the same
 * file from the dev server; the app compares it with the version it was built with.
 */
export function versionPlugin(version: string): Plugin {
  const body = `${JSON.stringify({ version })}\n`;
  let base = '/';
  return {
    name: 'bk-version-json',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path !== `${base}version.json`) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      });
    },
  };
}
