import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { commandWorks, installDebianPackages, JAVA_PACKAGE } from '@bk/local';

/**
 * Runs before `vitest run` (see `npm test`): installs from Debian what the tests need when it is
 * missing (Java for DynamoDB Local, Chromium for the browser journeys) and builds the web app the
 * local gateway serves. CI starts from a clean clone, so nothing may be assumed installed.
 */
const missing: string[] = [];
if (!commandWorks('java', ['-version'])) missing.push(JAVA_PACKAGE);
if (!existsSync('/usr/bin/chromium') && !commandWorks('chromium', ['--version'])) missing.push('chromium');
if (missing.length > 0) {
  installDebianPackages(missing, 'The tests need Java (DynamoDB Local) and Chromium (browser journeys)', {
    info: (message: string) => console.log(message),
  });
}

execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
