import type { Plugin } from 'vite';
import { readBotCheckConfig } from './src/features/bot-check/config';

/** Written next to index.html: what the build was made with, for the deployment to check. */
export const BUILD_CONFIG_FILE = 'build-config.json';

/**
 * The build-time settings a stage must agree with (infra/lib/web/build-config.ts checks them at
 * synth). Only public values: the bot check's site key is in the page anyway.
 */
export interface WebBuildConfig {
  readonly botCheckProvider: string;
  readonly botCheckSiteKey: string | null;
}

/** The build config of a set of `VITE_*` variables; throws on a misconfigured bot check. */
export function webBuildConfig(env: Record<string, unknown>): WebBuildConfig {
  const botCheck = readBotCheckConfig(env);
  return { botCheckProvider: botCheck.provider, botCheckSiteKey: botCheck.siteKey };
}

/**
 * Writes {@link BUILD_CONFIG_FILE} into the build from the `VITE_*` variables Vite resolved (the
 * environment and `.env` files, as the app itself sees them); a wrong bot-check setting fails the
 * build.
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
