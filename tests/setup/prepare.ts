import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Runs before `vitest run` (see `npm test`): installs what the tests need from Debian when it is
 * missing (Java for DynamoDB Local, Chromium for browser journeys) and builds the web app the
 * local gateway serves. CI starts from a clean clone, so nothing may be assumed installed.
 */
function has(cmd: string, args: string[] = ['--version']): boolean {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

function aptInstall(packages: string[]): void {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Please install ${packages.join(' ')} (Debian: sudo apt-get install -y ${packages.join(' ')}) and run the tests again.`,
    );
  }
  console.log(`Installing ${packages.join(', ')} from Debian...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const missing: string[] = [];
if (!has('java', ['-version'])) missing.push('openjdk-17-jre-headless');
if (!existsSync('/usr/bin/chromium') && !has('chromium')) missing.push('chromium');
if (missing.length > 0) aptInstall(missing);

execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
