import fs from 'node:fs';
import path from 'node:path';
import { BUILD_CONFIG_FILE, type WebBuildConfig } from '@bk/platform';
import type { BotCheckStageConfig } from '../stage-config';

/**
 * Refuse to deploy a web build made for another bot check than the stage's. The SPA reads its
 * bot check at build time (`VITE_BOT_CHECK_PROVIDER`, `VITE_BOT_CHECK_SITE_KEY`), the functions
 * and the CSP at deploy time; if they differ, sign-in breaks (the CSP blocks the script, or the
 * functions refuse every request without a token). A build without {@link BUILD_CONFIG_FILE}
 * predates the check and passes only for a stage without a bot check.
 * @throws naming the variables to build with
 */
export function checkWebBuild(distDir: string, stage: string, botCheck: BotCheckStageConfig): void {
  const expected: WebBuildConfig = {
    botCheckProvider: botCheck.provider,
    botCheckSiteKey: botCheck.provider === 'none' ? null : (botCheck.siteKey ?? null),
  };
  const file = path.join(distDir, BUILD_CONFIG_FILE);
  let built: WebBuildConfig;
  if (fs.existsSync(file)) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<WebBuildConfig>;
    built = { botCheckProvider: json.botCheckProvider ?? 'none', botCheckSiteKey: json.botCheckSiteKey ?? null };
  } else if (expected.botCheckProvider === 'none') {
    return;
  } else {
    built = { botCheckProvider: 'unknown (no build-config.json)', botCheckSiteKey: null };
  }
  if (built.botCheckProvider === expected.botCheckProvider && built.botCheckSiteKey === expected.botCheckSiteKey)
    return;
  const rebuild =
    expected.botCheckProvider === 'none'
      ? 'npm run build:web (without VITE_BOT_CHECK_PROVIDER and VITE_BOT_CHECK_SITE_KEY)'
      : `VITE_BOT_CHECK_PROVIDER=${expected.botCheckProvider} VITE_BOT_CHECK_SITE_KEY=${expected.botCheckSiteKey} npm run build:web`;
  throw new Error(
    `The web build in ${distDir} was made for bot check "${built.botCheckProvider}"` +
      (built.botCheckProvider === expected.botCheckProvider ? ' with another site key' : '') +
      `, but stage ${stage} uses "${expected.botCheckProvider}". Rebuild it with: ${rebuild}`,
  );
}
