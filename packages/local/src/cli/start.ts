/**
 * `npm start` (after `npm run build:web`): the whole product on one port, persisted under
 * DATA_DIR (default `.data/`). PORT defaults to 3000.
 */
import path from 'node:path';
import { resolveHmrcTarget } from '../hmrc-target';
import { startStack } from '../stack';
import { DEFAULT_DATA_DIR } from '../paths';
import { failStart, portFromEnv, stopOnSignals } from './shutdown';

/** A path relative to the current directory when inside it, else absolute. */
function displayPath(dir: string): string {
  const rel = path.relative(process.cwd(), dir);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : dir;
}

async function main(): Promise<void> {
  const port = portFromEnv('PORT', 3000);
  const dataDir = path.resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
  // HMRC_MODE=sandbox talks to HMRC's sandbox instead of the emulator; refused before anything starts.
  const hmrcTarget = resolveHmrcTarget(process.env);
  const stack = await startStack({ port, dataDir, hmrc: hmrcTarget });
  stopOnSignals(
    () => stack.stop(),
    () => process.stdout.write('\nStopping the local stack...\n'),
  );
  process.stdout.write(
    `\nBookkeeper is running: open ${stack.appUrl}  (sent mail: ${stack.mailUrl}; data in ${displayPath(dataDir)}; ready in ${(stack.startedInMs / 1000).toFixed(1)} s; Ctrl-C to stop)\n`,
  );
  if (hmrcTarget.mode === 'sandbox') {
    process.stdout.write(
      `HMRC sandbox at ${hmrcTarget.apiBaseUrl} (sign-in at ${hmrcTarget.authoriseOrigin}) with client id ${hmrcTarget.clientId}, vendor IP ${hmrcTarget.vendorPublicIp}.\n` +
        `The redirect URI ${stack.appUrl} must be registered for this application on HMRC Developer Hub.\n` +
        'A test user to sign in to HMRC with: HMRC_MODE=sandbox npm run hmrc:test-user (with the same HMRC_CLIENT_ID and HMRC_CLIENT_SECRET)\n\n',
    );
  }
  const hmrc = stack.hmrc;
  const user = hmrc?.testUser;
  if (hmrc && user) {
    process.stdout.write(
      `HMRC sandbox (local emulator) at ${hmrc.url}: sign in to HMRC with User ID ${user.userId}, password ${user.password}; VRN ${user.vrn}\n\n`,
    );
  }
}

main().catch(failStart);
