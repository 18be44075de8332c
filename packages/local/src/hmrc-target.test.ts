import { describe, expect, it } from 'vitest';
import { buildStackEnv } from './env';
import { HMRC_SANDBOX, hmrcEnvInput, HmrcSetupError, resolveHmrcTarget, sandboxClient } from './hmrc-target';

const base = {
  tableName: 't',
  bucket: 'b',
  mailFrom: 'm@x.test',
  appUrl: 'http://localhost:3000/app',
  dynamodbEndpoint: 'http://127.0.0.1:1',
  s3Endpoint: 'http://127.0.0.1:2',
  sesEndpoint: 'http://127.0.0.1:3',
  lambdaEndpoint: 'http://127.0.0.1:4',
  logLevel: 'WARN' as const,
};
const SANDBOX_ENV = {
  HMRC_MODE: 'sandbox',
  HMRC_CLIENT_ID: 'my-client',
  HMRC_CLIENT_SECRET: 'my-secret',
  HMRC_VENDOR_PUBLIC_IP: '203.0.113.7',
};
const emulator = {
  url: 'http://127.0.0.1:4567',
  client: { clientId: 'bookkeeper-local', clientSecret: 'local-secret' },
};

/** The HMRC variables a stack started with this environment gives the functions. */
function stackHmrcEnv(env: NodeJS.ProcessEnv) {
  const target = resolveHmrcTarget(env);
  const hmrc = hmrcEnvInput(target, target.mode === 'local' ? emulator : undefined, '/data/hmrc-token.key');
  return Object.fromEntries(Object.entries(buildStackEnv({ ...base, hmrc })).filter(([k]) => k.startsWith('HMRC_')));
}

describe('which HMRC npm start talks to', () => {
  it('is the emulator by default, whatever HMRC credentials the shell holds', () => {
    for (const env of [{}, { HMRC_MODE: 'local' }, { HMRC_MODE: '', HMRC_CLIENT_ID: 'real' }])
      expect(stackHmrcEnv(env)).toEqual({
        HMRC_MODE: 'local',
        HMRC_API_BASE_URL: 'http://127.0.0.1:4567',
        HMRC_AUTHORISE_ORIGIN: 'http://127.0.0.1:4567',
        HMRC_CLIENT_ID: 'bookkeeper-local',
        HMRC_CLIENT_SECRET: 'local-secret',
        HMRC_REDIRECT_URI: 'http://localhost:3000/app/',
        HMRC_TOKEN_KEY_FILE: '/data/hmrc-token.key',
        HMRC_VENDOR_PUBLIC_IP: '127.0.0.1',
      });
  });

  it("with HMRC_MODE=sandbox is HMRC's sandbox with the developer's application and vendor IP", () => {
    expect(stackHmrcEnv(SANDBOX_ENV)).toEqual({
      HMRC_MODE: 'sandbox',
      HMRC_API_BASE_URL: 'https://test-api.service.hmrc.gov.uk',
      HMRC_AUTHORISE_ORIGIN: 'https://test-www.tax.service.gov.uk',
      HMRC_CLIENT_ID: 'my-client',
      HMRC_CLIENT_SECRET: 'my-secret',
      HMRC_REDIRECT_URI: 'http://localhost:3000/app/',
      HMRC_TOKEN_KEY_FILE: '/data/hmrc-token.key',
      HMRC_VENDOR_PUBLIC_IP: '203.0.113.7',
    });
    expect(resolveHmrcTarget(SANDBOX_ENV)).toMatchObject({ apiBaseUrl: HMRC_SANDBOX.api });
  });

  it('refuses sandbox mode without its variables, naming each one missing', () => {
    expect(() => resolveHmrcTarget({ HMRC_MODE: 'sandbox' })).toThrow(
      new HmrcSetupError(
        "HMRC_MODE=sandbox needs HMRC_CLIENT_ID, HMRC_CLIENT_SECRET and HMRC_VENDOR_PUBLIC_IP in the environment (your application's client id and secret from HMRC Developer Hub, and the public IP address of this computer's network for HMRC's fraud prevention headers)",
      ),
    );
    expect(() => resolveHmrcTarget({ ...SANDBOX_ENV, HMRC_VENDOR_PUBLIC_IP: ' ' })).toThrow(
      /^HMRC_MODE=sandbox needs HMRC_VENDOR_PUBLIC_IP in the environment/,
    );
    expect(() => resolveHmrcTarget({ ...SANDBOX_ENV, HMRC_CLIENT_SECRET: undefined })).toThrow(
      /^HMRC_MODE=sandbox needs HMRC_CLIENT_SECRET in the environment/,
    );
    expect(() => resolveHmrcTarget({ ...SANDBOX_ENV, HMRC_VENDOR_PUBLIC_IP: 'my-office' })).toThrow(
      'HMRC_VENDOR_PUBLIC_IP must be an IP address (e.g. 203.0.113.7), not "my-office"',
    );
    expect(() => sandboxClient({ HMRC_MODE: 'sandbox', HMRC_CLIENT_ID: 'x' })).toThrow(
      /^HMRC_MODE=sandbox needs HMRC_CLIENT_SECRET in the environment/,
    );
  });

  it('never reaches production HMRC from a local stack', () => {
    expect(() => resolveHmrcTarget({ ...SANDBOX_ENV, HMRC_MODE: 'production' })).toThrow(
      'HMRC_MODE must be "local" (the HMRC emulator, the default) or "sandbox" (HMRC\'s sandbox) for the local stack, not "production"',
    );
  });

  it('leaves HMRC out when the emulator was not started in local mode', () => {
    expect(hmrcEnvInput({ mode: 'local' }, undefined, '/k')).toBeUndefined();
  });
});
