import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { LOCAL_CLIENT, startHmrcSandbox, type HmrcSandbox } from '@bk/hmrc-sandbox';
import type { HmrcControls } from './http/local-pages';
import { applyEnv, buildStackEnv, DEFAULT_BUCKET, DEFAULT_MAIL_FROM, DEFAULT_TABLE_NAME, resolveLogLevel } from './env';
import { startGateway, type Gateway } from './gateway';
import { hmrcEnvInput } from './hmrc-target';
import { createHandlerLoader } from './lambda/handlers';
import { JobInvoker } from './lambda/invoke';
import { LOOPBACK } from './services/ports';
import { createStackLogger } from './log';
import { MailStore } from './mail/store';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST, FUNCTIONS_DIR } from './paths';
import { Scheduler } from './scheduler';
import { allocatePorts } from './services/ports';
import { startServices, stopAll, type RunningServices } from './services/start';
import type { Stack, StackOptions } from './stack-types';

/** Written into the data directory while a persisted stack runs (read by packages/ops). */
export const STACK_FILE = 'stack.json';

export type { Stack, StackOptions } from './stack-types';

type ServicesHandle = Omit<RunningServices, 'pids'> & { pids: { dynamodb?: number } };

let active: Promise<unknown> | undefined;

/**
 * Handlers cache their parsed config (functions/shared/config.ts); forget it so a handler loaded
 * by an earlier stack in this process reads the new endpoints. Best effort: the file may not exist.
 */
async function resetFunctionConfig(): Promise<void> {
  const file = path.join(FUNCTIONS_DIR, 'shared', 'config.ts');
  const mod = (await import(pathToFileURL(file).href).catch(() => undefined)) as
    { resetConfig?: () => void } | undefined;
  mod?.resetConfig?.();
}

/**
 * Start the whole local serverless stack on loopback: DynamoDB Local, s3rver and the SES sink,
 * the table and files bucket, the environment the handlers read, the gateway (API, SPA, mail
 * viewer) and the scheduler. Handlers read `process.env`, so only one stack may run per process.
 * If any part fails to start, the parts already started are stopped and the error rethrown.
 *
 * @example
 * const stack = await startStack({ port: 0, inMemory: true, quiet: true });
 * await fetch(`${stack.url}/api/banner-message`);
 * await stack.stop();
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (active)
    throw new Error('A local stack is already running in this process (handlers share process.env); stop it first');
  const starting = start(options);
  active = starting;
  try {
    return await starting;
  } catch (err) {
    active = undefined;
    throw err;
  }
}

async function start(options: StackOptions): Promise<Stack> {
  const began = Date.now();
  // Node 22 is the Lambda runtime; the SDK's notice that it will drop Node 20 is known (decision 0006).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const logger = options.logger ?? createStackLogger({ quiet: options.quiet });
  const dataDir = options.inMemory ? undefined : path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const tableName = options.tableName ?? DEFAULT_TABLE_NAME;
  const bucket = options.bucket ?? DEFAULT_BUCKET;
  const fixed = options.external?.ports ?? options.servicePorts;
  const ports = await allocatePorts({
    gateway: options.port,
    dynamodb: fixed?.dynamodb,
    s3: fixed?.s3,
    ses: fixed?.ses,
  });
  const publicPort = options.publicPort ?? ports.gateway;
  const appOrigins = [`http://localhost:${publicPort}`, `http://127.0.0.1:${publicPort}`];
  const services: ServicesHandle = options.external
    ? { ...options.external, pids: {}, stop: async () => {} }
    : await startServices({
        dataDir,
        inMemory: options.inMemory,
        tableName,
        bucket,
        ports,
        appOrigins,
        logger,
        quiet: options.quiet,
      });

  let restoreEnv: (() => void) | undefined;
  let gateway: Gateway | undefined;
  let hmrc: HmrcSandbox | undefined;
  let scheduler: Scheduler | undefined;
  let invoker: JobInvoker | undefined;
  try {
    const hmrcTarget = options.hmrc ?? { mode: 'local' };
    // Against HMRC's own sandbox (HMRC_MODE=sandbox) the emulator is not started.
    if (hmrcTarget.mode === 'local' && options.hmrcSandboxPort !== false) {
      hmrc = await startHmrcSandbox({
        port: options.hmrcSandboxPort ?? 0,
        seedUser: true,
        quiet: true,
        // On a local stack every address is loopback; judge the fraud headers as if public.
        privateIpsArePublic: true,
        // Unlike HMRC's sandbox, a filed period shows fulfilled, as a person trying the app expects
        // (decision 0045). HMRC's rate limit stays on: the app backs off as HMRC asks.
        statefulObligations: true,
        ...(dataDir ? { dataFile: path.join(dataDir, 'hmrc-sandbox.json') } : {}),
      });
    }
    const tokenKeyFile = dataDir
      ? path.join(dataDir, 'hmrc-token.key')
      : path.join(tmpdir(), `bookkeeper-hmrc-token-${process.pid}-${Date.now()}.key`);
    const env = buildStackEnv({
      tableName,
      bucket,
      mailFrom: DEFAULT_MAIL_FROM,
      appUrl: `http://localhost:${publicPort}/app`,
      dynamodbEndpoint: services.endpoints.dynamodb,
      s3Endpoint: services.endpoints.s3,
      sesEndpoint: services.endpoints.ses,
      // The gateway answers Lambda's Invoke API for the job functions (functions/shared/jobs.ts).
      lambdaEndpoint: `http://${LOOPBACK}:${ports.gateway}`,
      logLevel: resolveLogLevel(options.logLevel),
      hmrc: hmrcEnvInput(hmrcTarget, hmrc && { url: hmrc.url, client: LOCAL_CLIENT }, tokenKeyFile),
    });
    restoreEnv = applyEnv(env);
    await resetFunctionConfig();
    const mail = new MailStore({
      sesEndpoint: services.endpoints.ses,
      file: dataDir && path.join(dataDir, 'mail.json'),
      logger,
    });
    await mail.load();
    const loadHandler = options.loadHandler ?? createHandlerLoader();
    const jobs = new Scheduler({ loadHandler, logger, afterRun: () => mail.scheduleSync() });
    scheduler = jobs;
    invoker = new JobInvoker({ loadHandler, logger, afterRun: () => mail.scheduleSync() });
    gateway = await startGateway({
      port: ports.gateway,
      loadHandler,
      webDist: options.webDist ?? DEFAULT_WEB_DIST,
      apiOnly: options.apiOnly,
      mail,
      runJob: (job, scheduledTime, detail) => jobs.runJob(job, scheduledTime, detail),
      ...(hmrc ? { hmrc: hmrcControls(hmrc) } : {}),
      jobs: invoker,
      fileOrigins: [services.endpoints.s3],
      publicFiles: { s3Endpoint: services.endpoints.s3, bucket },
      logger,
    });
    if (options.scheduler !== false) jobs.start();
    // Operator commands (`npm run banner`) find the running stack's table through this file.
    if (dataDir) {
      await writeFile(
        path.join(dataDir, STACK_FILE),
        JSON.stringify(
          {
            dynamodbEndpoint: services.endpoints.dynamodb,
            tableName,
            url: gateway.url,
            // `npm run affiliate` publishes logos to the local S3 and mails through the SES sink.
            s3Endpoint: services.endpoints.s3,
            bucket,
            sesEndpoint: services.endpoints.ses,
            appUrl: env.APP_URL,
          },
          null,
          2,
        ),
      );
    }
    return handle({
      gateway,
      services,
      hmrc: hmrc ?? null,
      env,
      mail,
      scheduler: jobs,
      invoker,
      jobGraceMs: options.jobGraceMs ?? 10_000,
      restoreEnv,
      publicPort,
      tableName,
      bucket,
      dataDir,
      startedInMs: Date.now() - began,
    });
  } catch (err) {
    scheduler?.stop();
    await invoker?.drain(0);
    const server = gateway;
    await stopAll([server ? { stop: () => server.close() } : undefined, hmrc, services]);
    restoreEnv?.();
    throw err;
  }
}

function handle(parts: {
  gateway: Gateway;
  services: ServicesHandle;
  hmrc: HmrcSandbox | null;
  env: Record<string, string>;
  mail: MailStore;
  scheduler: Scheduler;
  invoker: JobInvoker;
  jobGraceMs: number;
  restoreEnv: () => void;
  publicPort: number;
  tableName: string;
  bucket: string;
  dataDir: string | undefined;
  startedInMs: number;
}): Stack {
  const { gateway, services, mail, scheduler, invoker } = parts;
  let stopping: Promise<void> | undefined;
  return {
    url: gateway.url,
    appUrl: `http://localhost:${parts.publicPort}/app/`,
    mailUrl: `http://localhost:${parts.publicPort}/_local/mail`,
    ports: { gateway: gateway.port, ...services.ports },
    endpoints: services.endpoints,
    env: parts.env,
    pids: services.pids,
    tableName: parts.tableName,
    bucket: parts.bucket,
    dataDir: parts.dataDir,
    startedInMs: parts.startedInMs,
    mail,
    runJob: (job, scheduledTime, detail) => scheduler.runJob(job, scheduledTime, detail),
    jobsInFlight: () => invoker.inFlight,
    hmrc: parts.hmrc ? { url: parts.hmrc.url, testUser: parts.hmrc.seedUser, sandbox: parts.hmrc } : null,
    stop: () => {
      stopping ??= (async () => {
        scheduler.stop();
        // Background jobs started through the Invoke API finish first (or are cut after the grace).
        await invoker.drain(parts.jobGraceMs);
        await mail.flush();
        await gateway.close();
        await parts.hmrc?.stop();
        await services.stop();
        if (parts.dataDir) await rm(path.join(parts.dataDir, STACK_FILE), { force: true });
        parts.restoreEnv();
        active = undefined;
      })();
      return stopping;
    },
  };
}

/**
 * What `POST /_local/hmrc/<action>?userId=<User ID>` does to the emulator: without a userId it
 * acts on every test user.
 */
function hmrcControls(sandbox: HmrcSandbox): HmrcControls {
  const user = (q: URLSearchParams) => q.get('userId') ?? undefined;
  return {
    'expire-access-tokens': (q) => sandbox.expireAccessTokens(user(q)),
    'revoke-refresh-tokens': (q) => sandbox.revokeRefreshTokens(user(q)),
    // `?ms=300`: HMRC's token endpoint answers that much later (0 turns it off), for every user or one.
    'delay-token-endpoint': (q) => {
      const ms = Number(q.get('ms'));
      sandbox.delayTokenEndpoint(ms, user(q));
      return { ms };
    },
    // The token requests HMRC received (grant type, test user, status), e.g. to count refreshes.
    'token-requests': (q) => ({ requests: sandbox.tokenRequests(user(q)) }),
    // `?vrn=<VRN>&afterStoring=1&status=500`: HMRC fails the next return of the VRN (after filing it with afterStoring).
    'fail-next-return': (q) => {
      const vrn = q.get('vrn');
      if (!vrn) throw new Error('fail-next-return needs ?vrn=');
      sandbox.failNextReturn(vrn, {
        status: Number(q.get('status') ?? 500),
        afterStoring: q.get('afterStoring') === '1' || q.get('afterStoring') === 'true',
      });
      return { vrn };
    },
  };
}
