import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_CLIENT, startHmrcSandbox, type HmrcSandbox, type HmrcSandboxOptions } from '@bk/hmrc-sandbox';
import type { LambdaHandler } from '../../functions/shared/api/types';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { api, type ApiClient, type Reply } from './api-client';
import { handlerTransport } from './api-transports';
import { signInAtHmrc } from './hmrc-link';

/** A reply of the handler: the test client's reply. */
export type Answer = Reply;

export interface HmrcHandlerHarness {
  /** The file's own emulator (set once the file's hooks have run). */
  readonly sandbox: HmrcSandbox;
  /** The test client over the handler, signed in with `token`: `client(token).call('hmrcDetails')`. */
  client(token: string): ApiClient;
  /** Call an hmrc route of the handler by method and path, as API Gateway would, with the bearer token. */
  api(
    method: string,
    path: string,
    options: { token: string; body?: unknown; query?: Record<string, string> },
  ): Promise<Answer>;
  /**
   * Sign the business of `token` in to HMRC as a new test user of the file's emulator and save a
   * VRN: the test user's own, or `vrn`. Answers the VRN saved and the reply of saving it.
   */
  linkToNewHmrcUser(token: string, options?: { vrn?: string }): Promise<{ vrn: string; saved: Answer }>;
}

/**
 * The hmrc Lambda handler run in this test file, on the shared stack's table, against an HMRC
 * emulator of the file's own (`sandbox` options), with `env` added to the configuration and
 * `headers` added to every request. Registers the file's beforeAll/afterAll.
 */
export function useHmrcHandler(
  options: { sandbox?: HmrcSandboxOptions; env?: Record<string, string>; headers?: Record<string, string> } = {},
): HmrcHandlerHarness {
  let sandbox: HmrcSandbox | undefined;
  let handler: LambdaHandler;
  let keyDir: string;
  let envBefore: NodeJS.ProcessEnv;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({ port: 0, quiet: true, ...options.sandbox });
    keyDir = await mkdtemp(join(tmpdir(), 'hmrc-handler-'));
    envBefore = { ...process.env };
    Object.assign(process.env, inject('stackEnv'), {
      APP_URL: 'http://localhost:3000/app',
      HMRC_MODE: 'local',
      HMRC_API_BASE_URL: sandbox.url,
      HMRC_AUTHORISE_ORIGIN: sandbox.url,
      HMRC_REDIRECT_URI: 'http://localhost:3000/app/',
      HMRC_CLIENT_ID: LOCAL_CLIENT.clientId,
      HMRC_CLIENT_SECRET: LOCAL_CLIENT.clientSecret,
      HMRC_TOKEN_KEY_FILE: join(keyDir, 'hmrc-token.key'),
      LOG_LEVEL: 'SILENT',
      ...options.env,
    });
    ({ handler } = await import('../../functions/hmrc/index'));
  });
  afterAll(async () => {
    process.env = envBefore;
    await sandbox?.stop();
    await rm(keyDir, { recursive: true, force: true });
  });
  const client = (token: string) =>
    api(token, {
      transport: handlerTransport(() => handler),
      headers: {
        'x-device-id': 'beec798b-b366-47fa-b1f8-92cede14a1ce',
        'cloudfront-viewer-address': '198.51.100.7:53211',
        ...options.headers,
      },
    });
  const call: HmrcHandlerHarness['api'] = (method, path, request) => {
    const search = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    return client(request.token).raw({
      method,
      path: `${path}${search}`,
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
  };
  const running = () => {
    if (!sandbox) throw new Error('useHmrcHandler: the emulator starts in beforeAll');
    return sandbox;
  };
  return {
    get sandbox() {
      return running();
    },
    client,
    api: call,
    linkToNewHmrcUser: async (token, options = {}) => {
      const hmrcUser = await running().createTestUser();
      const login = await call('GET', '/hmrc/login', { token });
      const back = await signInAtHmrc((login.json as { url: string }).url, hmrcUser, running().url);
      const auth = await call('POST', '/hmrc/auth', {
        token,
        body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      });
      expect(auth.json).toMatchObject({ loggedIn: true });
      const vrn = options.vrn ?? hmrcUser.vrn;
      return { vrn, saved: await call('PATCH', '/hmrc/vrn', { token, body: { vrn } }) };
    },
  };
}
