import { startDynamoDb, localDynamoClient, type RunningDynamoDb } from './dynamodb';
import { ensureTable } from './table';
import { startS3, type RunningS3 } from './s3';
import { startSes, type RunningSes } from './ses';
import { allocatePorts, LOOPBACK } from './ports';
import type { StackLogger } from '../log';

export interface ServicesOptions {
  dataDir?: string;
  inMemory?: boolean;
  tableName: string;
  bucket: string;
  /** Fixed ports; 0 or missing means a free one. */
  ports?: { dynamodb?: number; s3?: number; ses?: number };
  /** Origins the browser app is served from (bucket CORS). */
  appOrigins: readonly string[];
  logger: StackLogger;
  quiet?: boolean;
}

export interface RunningServices {
  endpoints: { dynamodb: string; s3: string; ses: string };
  ports: { dynamodb: number; s3: number; ses: number };
  pids: { dynamodb: number };
  stop(): Promise<void>;
}

type Stoppable = { stop(): Promise<void> };

/** Stop everything given, in parallel, never throwing (used on shutdown and on failed starts). */
export async function stopAll(items: readonly (Stoppable | undefined)[]): Promise<void> {
  await Promise.allSettled(items.map((i) => i?.stop() ?? Promise.resolve()));
}

/**
 * Start the AWS stand-ins in parallel (DynamoDB Local takes seconds, the others milliseconds)
 * and provision the table and the files bucket. If any part fails, the parts already running
 * are stopped before the error is rethrown, so a failed start leaves no process behind.
 */
export async function startServices(options: ServicesOptions): Promise<RunningServices> {
  const ports = await allocatePorts({
    dynamodb: options.ports?.dynamodb,
    s3: options.ports?.s3,
    ses: options.ports?.ses,
  });
  const started = await Promise.allSettled([
    startDynamoDb({
      port: ports.dynamodb,
      dataDir: options.dataDir,
      inMemory: options.inMemory,
      corsOrigin: options.appOrigins.join(','),
      logger: options.logger,
      quiet: options.quiet,
      // A restarted in-memory DynamoDB Local has lost the table; a persisted one still has it.
      afterRestart: async () => {
        const client = localDynamoClient(`http://${LOOPBACK}:${ports.dynamodb}`);
        try {
          await ensureTable(client, options.tableName);
        } finally {
          client.destroy();
        }
      },
    }),
    startS3({
      port: ports.s3,
      dataDir: options.dataDir,
      inMemory: options.inMemory,
      bucket: options.bucket,
      allowedOrigins: options.appOrigins,
    }),
    startSes({ port: ports.ses }),
  ] as const);
  const [ddbResult, s3Result, sesResult] = started;
  const running = started.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (
    failed ||
    ddbResult.status !== 'fulfilled' ||
    s3Result.status !== 'fulfilled' ||
    sesResult.status !== 'fulfilled'
  ) {
    await stopAll(running);
    throw failed?.reason ?? new Error('A local service failed to start');
  }
  const ddb: RunningDynamoDb = ddbResult.value;
  const s3: RunningS3 = s3Result.value;
  const ses: RunningSes = sesResult.value;
  const stop = (): Promise<void> => stopAll([ses, s3, ddb]);
  try {
    const client = localDynamoClient(ddb.endpoint);
    try {
      const outcome = await ensureTable(client, options.tableName);
      if (outcome !== 'unchanged') options.logger.info(`table ${options.tableName} ${outcome}`);
    } finally {
      client.destroy();
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    endpoints: { dynamodb: ddb.endpoint, s3: s3.endpoint, ses: ses.endpoint },
    ports,
    pids: { dynamodb: ddb.pid },
    stop,
  };
}
