// With its extension: Vite's config loader reads this file (web/vite-plugin-build-config.ts).
import { readBotCheckConfig } from './bot-check.js';

/** Written next to index.html: what the build was made with, for the deployment to check. */
export const BUILD_CONFIG_FILE = 'build-config.json';

/**
 * The build-time settings a stage must agree with (the CDK app checks them at synth). Only public
 * values: the bot check's site key is in the page anyway.
 */
export interface WebBuildConfig {
  readonly botCheckProvider: string;
  readonly botCheckSiteKey: string | null;
}

/**
 * The build config of a set of `VITE_*` variables; throws on a misconfigured bot check.
 * @example webBuildConfig({}) // { botCheckProvider: 'none', botCheckSiteKey: null }
 */
export function webBuildConfig(env: Record<string, unknown>): WebBuildConfig {
  const botCheck = readBotCheckConfig(env);
  return { botCheckProvider: botCheck.provider, botCheckSiteKey: botCheck.siteKey };
}
