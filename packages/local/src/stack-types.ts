import type { HmrcSandbox } from '@bk/hmrc-sandbox';
import type { FunctionLogLevel } from './env';
import type { HmrcTarget } from './hmrc-target';
import type { HandlerLoader } from './lambda/handlers';
import type { StackLogger } from './log';
import type { MailStore } from './mail/store';
import type { RunningServices } from './services/start';

export interface StackOptions {
  /** Gateway port; 0 or missing picks a free one (tests), the CLI passes PORT (default 3000). */
  port?: number;
  /**
   * The local emulator of HMRC's sandbox (packages/hmrc-sandbox) the functions talk to:
   * started by default on a free port (or this one), with the ready test user; `false` leaves
   * it out (the functions then have no HMRC).
   */
  hmrcSandboxPort?: number | false;
  /**
   * Which HMRC the functions talk to (`resolveHmrcTarget` reads it from `npm start`'s environment):
   * the emulator above (the default), or HMRC's sandbox with the developer's application.
   */
  hmrc?: HmrcTarget;
  /** Where data persists (`dynamodb/`, `s3/`, `mail.json`); default `.data/` at the repo root. */
  dataDir?: string;
  /** Keep nothing: DynamoDB in memory, S3 in a temporary directory, mail not written. */
  inMemory?: boolean;
  /** The functions' LOG_LEVEL; default from the shell, else SILENT under vitest, else WARN. */
  logLevel?: FunctionLogLevel;
  /** The SPA build to serve at `/app/`; default `web/dist`. */
  webDist?: string;
  /** Fire the EventBridge schedules (default true). */
  scheduler?: boolean;
  /** Print nothing (tests). */
  quiet?: boolean;
  /** Serve only `/api` and `/_local` (the dev server serves the SPA). */
  apiOnly?: boolean;
  /** The port the browser uses when something (Vite) sits in front of the gateway; for APP_URL and CORS. */
  publicPort?: number;
  /** Fixed ports for the stand-ins; 0 or missing picks free ones. */
  servicePorts?: { dynamodb?: number; s3?: number; ses?: number };
  tableName?: string;
  bucket?: string;
  /**
   * Use stand-ins that are already running (started by another process, e.g. the `npm run dev`
   * parent), instead of starting them; the table and bucket must exist.
   */
  external?: { endpoints: RunningServices['endpoints']; ports: RunningServices['ports'] };
  /** How long `stop()` waits for background job runs (Lambda Invoke, `Event`) before cutting them; default 10 s. */
  jobGraceMs?: number;
  /** Replace how handlers are loaded (tests of the stack itself). */
  loadHandler?: HandlerLoader;
  logger?: StackLogger;
}

export interface Stack {
  /** The gateway, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /** What to open in a browser, e.g. `http://localhost:3000/app/`. */
  appUrl: string;
  /** The mail viewer, e.g. `http://localhost:3000/_local/mail`. */
  mailUrl: string;
  ports: { gateway: number; dynamodb: number; s3: number; ses: number };
  endpoints: RunningServices['endpoints'];
  /** The environment set for the handlers (also applied to `process.env` while running). */
  env: Record<string, string>;
  /** Process group leader of DynamoDB Local (gone after `stop()`); undefined with `external`. */
  pids: { dynamodb?: number };
  /** How long start-up took. */
  startedInMs: number;
  tableName: string;
  bucket: string;
  dataDir: string | undefined;
  mail: MailStore;
  /** Fire a scheduled job now (as if scheduled at `scheduledTime`); rejects with the job's error. */
  runJob(job: string, scheduledTime?: Date, detail?: Record<string, unknown>): Promise<unknown>;
  /** Background job runs (started through the Invoke API) still going. */
  jobsInFlight(): number;
  /** The local HMRC sandbox and its ready test user (User ID, password, VRN), unless turned off. */
  hmrc: {
    url: string;
    testUser: { userId: string; password: string; vrn: string } | null;
    sandbox: HmrcSandbox;
  } | null;
  /** Stop everything and restore `process.env`; safe to call twice. */
  stop(): Promise<void>;
}
