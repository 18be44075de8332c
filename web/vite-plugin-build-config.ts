import type { Plugin } from 'vite';
// `@bk/platform` by its path: Vite's config loader bundles relative imports but leaves package
// imports to Node, which cannot load a workspace package's TypeScript sources.
import { BUILD_CONFIG_FILE, webBuildConfig } from '../packages/platform/src/web-build-config.js';

/**
 * Writes {@link BUILD_CONFIG_FILE} into the build from the `VITE_*` variables Vite resolved (the
 * environment and `.env` files, as the app itself sees them), for the CDK app to check against
 * the stage at synth; a wrong bot-check setting fails the build.
 */
export function buildConfigPlugin(): Plugin {
  let body = '';
  return {
    name: 'bk-build-config-json',
    apply: 'build',
    configResolved(config) {
      body = `${JSON.stringify(webBuildConfig(config.env), null, 2)}\n`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_CONFIG_FILE, source: body });
    },
  };
}
