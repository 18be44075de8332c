/**
 * `npm start` (after `npm run build:web`): the whole product on one port, persisted under
 * DATA_DIR (default `.data/`). PORT defaults to 3000.
 */
import path from 'node:path';
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
  const stack = await startStack({ port, dataDir });
  stopOnSignals(
    () => stack.stop(),
    () => process.stdout.write('\nStopping the local stack...\n'),
  );
  process.stdout.write(
    `\nBookkeeper is running: open ${stack.appUrl}  (sent mail: ${stack.mailUrl}; data in ${displayPath(dataDir)}; ready in ${(stack.startedInMs / 1000).toFixed(1)} s; Ctrl-C to stop)\n`,
  );
  const hmrc = stack.hmrc;
  const user = hmrc?.testUser;
  if (hmrc && user) {
    process.stdout.write(
      `HMRC sandbox (local emulator) at ${hmrc.url}: sign in to HMRC with User ID ${user.userId}, password ${user.password}; VRN ${user.vrn}\n\n`,
    );
  }
}

main().catch(failStart);
