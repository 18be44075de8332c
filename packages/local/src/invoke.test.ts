import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from './gateway';
import type { HandlerLoader } from './lambda/handlers';
import { JobInvoker, jobOfFunctionName } from './lambda/invoke';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Fake jobs: `echo` returns its event, `boom` throws, `slow` waits until released. */
const seen: { job: string; event: unknown; functionName: string; remainingMs: number }[] = [];
let release: () => void = () => {};
let slowDone = false;
const loader: HandlerLoader = async (kind, job) => {
  if (kind !== 'job' || !['echo', 'boom', 'slow'].includes(job)) throw new Error(`No handler for ${job}`);
  return async (event: unknown, context) => {
    seen.push({ job, event, functionName: context.functionName, remainingMs: context.getRemainingTimeInMillis() });
    if (job === 'boom') throw new TypeError('job bug');
    if (job === 'slow') {
      await new Promise<void>((r) => (release = r));
      slowDone = true;
    }
    return { ok: true, got: event };
  };
};

let gateway: Gateway;
let invoker: JobInvoker;
let lambda: LambdaClient;

beforeAll(async () => {
  invoker = new JobInvoker({ loadHandler: loader, logger: quiet });
  gateway = await startGateway({ port: 0, loadHandler: loader, apiOnly: true, logger: quiet, jobs: invoker });
  // The same client functions/shared/jobs.ts builds, with the local dummy credentials.
  lambda = new LambdaClient({
    region: 'eu-west-2',
    endpoint: gateway.url,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  lambda.destroy();
  await gateway.close();
});

const payload = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

describe('the local Lambda Invoke API', () => {
  it('runs a job synchronously with RequestResponse and returns its result', async () => {
    const out = await lambda.send(
      new InvokeCommand({ FunctionName: 'echo', InvocationType: 'RequestResponse', Payload: payload({ jobId: 'j1' }) }),
    );
    expect(out.StatusCode).toBe(200);
    expect(out.FunctionError).toBeUndefined();
    expect(JSON.parse(new TextDecoder().decode(out.Payload))).toEqual({ ok: true, got: { jobId: 'j1' } });
    const call = seen.find((s) => (s.event as { jobId?: string }).jobId === 'j1');
    expect(call?.functionName).toBe('bookkeeper-local-job-echo');
    // A job gets Lambda's 15-minute budget, not an API request's 30 s.
    expect(call?.remainingMs).toBeGreaterThan(60_000);
  });

  it('answers 202 at once with Event and runs the job in the background', async () => {
    slowDone = false;
    const out = await lambda.send(
      new InvokeCommand({ FunctionName: 'slow', InvocationType: 'Event', Payload: payload({ jobId: 'j2' }) }),
    );
    expect(out.StatusCode).toBe(202);
    // The reply came while the job was still waiting to be released.
    expect(slowDone).toBe(false);
    await expect.poll(() => seen.some((s) => (s.event as { jobId?: string }).jobId === 'j2')).toBe(true);
    expect(invoker.inFlight).toBe(1);
    release();
    await expect.poll(() => invoker.inFlight).toBe(0);
    expect(slowDone).toBe(true);
  });

  it("reports a job's error the way Lambda does", async () => {
    const out = await lambda.send(new InvokeCommand({ FunctionName: 'boom', Payload: payload({}) }));
    expect(out.StatusCode).toBe(200);
    expect(out.FunctionError).toBe('Unhandled');
    expect(JSON.parse(new TextDecoder().decode(out.Payload))).toEqual({
      errorType: 'TypeError',
      errorMessage: 'job bug',
    });
  });

  it('accepts the local function name and its ARN', async () => {
    for (const name of [
      'bookkeeper-local-job-echo',
      'arn:aws:lambda:eu-west-2:000000000000:function:bookkeeper-local-job-echo',
    ]) {
      const out = await lambda.send(new InvokeCommand({ FunctionName: name, Payload: payload({ n: name }) }));
      expect(out.StatusCode, name).toBe(200);
    }
  });

  it('answers ResourceNotFoundException for a function that does not exist', async () => {
    await expect(lambda.send(new InvokeCommand({ FunctionName: 'nope', Payload: payload({}) }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
  });

  it('refuses a request from a web page', async () => {
    const res = await fetch(`${gateway.url}/2015-03-31/functions/echo/invocations`, {
      method: 'POST',
      headers: { origin: 'http://evil.test', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('lets stop wait for a running job, and cuts one that outlasts the grace', async () => {
    const local = new JobInvoker({ loadHandler: loader, logger: quiet });
    const g = await startGateway({ port: 0, loadHandler: loader, apiOnly: true, logger: quiet, jobs: local });
    const client = new LambdaClient({
      region: 'eu-west-2',
      endpoint: g.url,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      slowDone = false;
      await client.send(new InvokeCommand({ FunctionName: 'slow', InvocationType: 'Event', Payload: payload({}) }));
      await expect.poll(() => local.inFlight).toBe(1);
      // Nothing finishes it: the drain gives up and says how many runs it cut.
      expect(await local.drain(50)).toBe(1);
      // Once draining, new background runs are refused rather than started against a stopping stack.
      await expect(
        client.send(new InvokeCommand({ FunctionName: 'echo', InvocationType: 'Event', Payload: payload({}) })),
      ).rejects.toMatchObject({ $metadata: { httpStatusCode: 503 } });
      release();
      expect(await local.drain(5_000)).toBe(0);
      expect(slowDone).toBe(true);
    } finally {
      client.destroy();
      await g.close();
    }
  });
});

describe('jobOfFunctionName', () => {
  it('reads the job from a folder name, a local function name or an ARN', () => {
    expect(jobOfFunctionName('delete-business')).toBe('delete-business');
    expect(jobOfFunctionName('bookkeeper-local-job-delete-account')).toBe('delete-account');
    expect(jobOfFunctionName('arn:aws:lambda:eu-west-2:1:function:bookkeeper-local-job-delete-account:$LATEST')).toBe(
      'delete-account',
    );
    expect(jobOfFunctionName('../etc')).toBeNull();
  });
});
