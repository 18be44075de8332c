/**
 * The API half of `npm run dev`, run by the parent under `tsx watch`: the gateway (API and
 * `/_local` only) and the scheduler, against the stand-ins the parent started. tsx restarts this
 * process whenever a file it imported changes (handlers, contract, data, this package), so edits
 * to the functions are live within a second without restarting DynamoDB Local or Vite.
 */
import { startStack } from '../stack';
import { readDevChildConfig } from './dev-config';
import { failStart, stopOnSignals } from './shutdown';

async function main(): Promise<void> {
  const config = readDevChildConfig();
  const stack = await startStack({
    port: config.gatewayPort,
    publicPort: config.publicPort,
    apiOnly: true,
    dataDir: config.dataDir,
    tableName: config.tableName,
    bucket: config.bucket,
    external: { endpoints: config.endpoints, ports: config.ports },
  });
  stopOnSignals(() => stack.stop());
}

main().catch(failStart);
