import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http/body';
import { json, send } from '../http/send';
import { createStackLogger, type StackLogger } from '../log';
import { createLambdaContext } from './context';
import { createHandlerLoader, functionName, type HandlerLoader } from './handlers';
import type { HttpResponse } from './result';

/** Lambda's Invoke API path: `POST /2015-03-31/functions/{FunctionName}/invocations`. */
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
/** Jobs run up to Lambda's 15-minute maximum. */
export const JOB_TIMEOUT_MS = 15 * 60_000;
/** Lambda's asynchronous invocation payload limit (256 KB); synchronous is 6 MB. */
const MAX_EVENT_PAYLOAD = 256 * 1024;
const MAX_SYNC_PAYLOAD = 6 * 1024 * 1024;

/** Whether a request is a Lambda Invoke API call (any method, so the stand-in can answer 405). */
export function isInvokePath(pathname: string): boolean {
  return INVOKE_PATH.test(pathname);
}

/**
 * The job a FunctionName points at, or null. Accepts what a client may send: the job's folder
 * name (`delete-business`, the local default of `JOB_FUNCTION_*`), the local stage's function
 * name (`bookkeeper-local-job-delete-business`) or its ARN, with an optional qualifier.
 *
 * @example jobOfFunctionName('arn:aws:lambda:eu-west-2:000000000000:function:bookkeeper-local-job-delete-account:$LATEST') // 'delete-account'
 */
export function jobOfFunctionName(raw: string): string | null {
  let name = raw;
  const arn = /^arn:aws:lambda:[^:]*:[^:]*:function:([^:]+)(?::[^:]+)?$/.exec(name);
  if (arn) name = arn[1] as string;
  else name = name.replace(/:[^:]+$/, '');
  const prefix = functionName('job', '');
  if (name.startsWith(prefix)) name = name.slice(prefix.length);
  return /^[a-z][a-z0-9-]*$/.test(name) ? name : null;
}

function awsError(statusCode: number, type: string, message: string): HttpResponse {
  return json(statusCode, { Type: 'User', message }, { 'x-amzn-errortype': type, 'x-amzn-requestid': randomUUID() });
}

/** A request from a web page must not start jobs (the SDK sends no Origin header). */
function fromBrowser(req: IncomingMessage): boolean {
  return req.headers.origin !== undefined || req.headers['sec-fetch-site'] !== undefined;
}

export interface JobInvokerOptions {
  loadHandler?: HandlerLoader;
  logger?: StackLogger;
  /** Called after every run (the mail store syncs soon after). */
  afterRun?: () => void;
}

/**
 * The local stand-in for Lambda's Invoke API, for the job functions (`functions/jobs/<job>/`),
 * so `functions/shared/jobs.ts` runs the same SDK call locally as in AWS (decision 0012):
 * - `X-Amz-Invocation-Type: Event` answers 202 at once and runs the handler in the background;
 * - `RequestResponse` (the default) runs it and answers 200 with its JSON result, or with
 *   `X-Amz-Function-Error: Unhandled` and `{ errorType, errorMessage }` when it throws;
 * - `DryRun` answers 204 when the function exists.
 * Unlike AWS, a failed asynchronous run is not retried (jobs are idempotent; run it again).
 */
export class JobInvoker {
  private readonly loadHandler: HandlerLoader;
  private readonly logger: StackLogger;
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: JobInvokerOptions = {}) {
    this.loadHandler = options.loadHandler ?? createHandlerLoader();
    this.logger = options.logger ?? createStackLogger();
  }

  /** How many asynchronous runs are still going. */
  get inFlight(): number {
    return this.running.size;
  }

  /** Answer one Invoke API request. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    const match = INVOKE_PATH.exec(pathname);
    if (!match) return send(res, awsError(404, 'UnknownOperationException', 'Unknown operation'), req.method);
    if (req.method !== 'POST') {
      req.resume();
      return send(res, awsError(405, 'UnknownOperationException', 'Invoke takes POST'), req.method);
    }
    if (fromBrowser(req)) {
      req.resume();
      return send(res, awsError(403, 'AccessDeniedException', 'Not from a web page'));
    }
    const type = String(req.headers['x-amz-invocation-type'] ?? 'RequestResponse');
    const limit = type === 'Event' ? MAX_EVENT_PAYLOAD : MAX_SYNC_PAYLOAD;
    const read = await readBody(req, limit);
    if (!read.ok) return send(res, awsError(413, 'RequestTooLargeException', 'Request must be smaller than the limit'));
    const job = jobOfFunctionName(decodeURIComponent(match[1] as string));
    const handler = job ? await this.loadHandler('job', job).catch(() => undefined) : undefined;
    if (!job || !handler)
      return send(res, awsError(404, 'ResourceNotFoundException', `Function not found: ${match[1] as string}`));
    let event: unknown;
    try {
      event = read.body.length ? JSON.parse(read.body.toString('utf8')) : {};
    } catch {
      return send(res, awsError(400, 'InvalidRequestContentException', 'Could not parse request body into json'));
    }
    const requestId = randomUUID();
    const base = { 'x-amzn-requestid': requestId, 'x-amz-executed-version': '$LATEST' };
    if (type === 'DryRun') return send(res, { statusCode: 204, headers: base, body: Buffer.alloc(0) });
    if (type === 'Event') {
      if (this.closed) return send(res, awsError(503, 'ServiceException', 'The local stack is stopping'));
      this.runInBackground(job, handler, event, requestId);
      return send(res, { statusCode: 202, headers: base, body: Buffer.alloc(0) });
    }
    if (type !== 'RequestResponse')
      return send(res, awsError(400, 'InvalidParameterValueException', `Unknown invocation type ${type}`));
    try {
      const result = await this.run(job, handler, event, requestId);
      return send(res, json(200, result ?? null, base));
    } catch (err) {
      const e = err as Error;
      return send(
        res,
        json(
          200,
          { errorType: e.name ?? 'Error', errorMessage: e.message },
          { ...base, 'x-amz-function-error': 'Unhandled' },
        ),
      );
    }
  }

  /**
   * Stop taking asynchronous runs and wait up to `graceMs` for those in flight. Runs still going
   * after that are left to fail on their own against the stopped stand-ins (their errors are
   * logged, never thrown): the stack never hangs on a job. Resolves with how many were cut.
   */
  async drain(graceMs = 10_000): Promise<number> {
    this.closed = true;
    if (this.running.size === 0) return 0;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), graceMs)));
    const outcome = await Promise.race([Promise.allSettled([...this.running]).then(() => 'done' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'done') return 0;
    this.logger.warn(`${this.running.size} background job run(s) cut short by stop`);
    return this.running.size;
  }

  private runInBackground(job: string, handler: Awaited<ReturnType<HandlerLoader>>, event: unknown, id: string): void {
    const run = this.run(job, handler, event, id)
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async run(
    job: string,
    handler: Awaited<ReturnType<HandlerLoader>>,
    event: unknown,
    requestId: string,
  ): Promise<unknown> {
    const started = Date.now();
    try {
      const result = await handler(
        event as never,
        createLambdaContext(functionName('job', job), requestId, JOB_TIMEOUT_MS),
      );
      this.logger.info(`job ${job} ok in ${Date.now() - started} ms (invoked)`);
      return result;
    } catch (err) {
      this.logger.error(`job ${job} failed in ${Date.now() - started} ms (invoked): ${(err as Error).message}`);
      throw err;
    } finally {
      this.options.afterRun?.();
    }
  }
}
