import { isIP } from 'node:net';

/** HMRC's sandbox: its API (with `/oauth/token` and Create Test User) and its sign-in pages (docs/hmrc.md). */
export const HMRC_SANDBOX = {
  api: 'https://test-api.service.hmrc.gov.uk',
  authorise: 'https://test-www.tax.service.gov.uk',
} as const;

/** The OAuth client of an application registered on HMRC Developer Hub. */
export interface HmrcClient {
  clientId: string;
  clientSecret: string;
}

/**
 * Which HMRC a local stack talks to: the emulator it starts (the default), or HMRC's own sandbox
 * with the developer's application, whose fraud prevention headers need the vendor's public IP.
 */
export type HmrcTarget =
  | { mode: 'local' }
  | (HmrcClient & { mode: 'sandbox'; apiBaseUrl: string; authoriseOrigin: string; vendorPublicIp: string });

/** A start-up refused for how HMRC is configured; the message says what to set. */
export class HmrcSetupError extends Error {
  override readonly name = 'HmrcSetupError';
}

const CLIENT_VARIABLES = ['HMRC_CLIENT_ID', 'HMRC_CLIENT_SECRET'] as const;

/** `HMRC_MODE` of a local stack: unset or `local` is the emulator, `sandbox` HMRC's sandbox; nothing else. */
export function hmrcModeOf(env: NodeJS.ProcessEnv): 'local' | 'sandbox' {
  const mode = env.HMRC_MODE?.trim() ?? '';
  if (mode === '' || mode === 'local') return 'local';
  if (mode === 'sandbox') return 'sandbox';
  throw new HmrcSetupError(
    `HMRC_MODE must be "local" (the HMRC emulator, the default) or "sandbox" (HMRC's sandbox) for the local stack, not "${mode}"`,
  );
}

function missingOf(env: NodeJS.ProcessEnv, names: readonly string[]): string[] {
  return names.filter((name) => !env[name]?.trim());
}

function missingMessage(missing: readonly string[], why: string): string {
  const listed = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `HMRC_MODE=sandbox needs ${listed} in the environment (${why})`;
}

const CLIENT_WHY = "your application's client id and secret from HMRC Developer Hub";

/** The application's credentials for HMRC's sandbox; a clear error naming what is missing. */
export function sandboxClient(env: NodeJS.ProcessEnv): HmrcClient {
  const missing = missingOf(env, CLIENT_VARIABLES);
  if (missing.length > 0) throw new HmrcSetupError(missingMessage(missing, CLIENT_WHY));
  return { clientId: (env.HMRC_CLIENT_ID ?? '').trim(), clientSecret: (env.HMRC_CLIENT_SECRET ?? '').trim() };
}

/**
 * Which HMRC `npm start` talks to, from its environment: `HMRC_MODE` unset or `local` is the
 * emulator; `sandbox` is HMRC's sandbox and needs HMRC_CLIENT_ID, HMRC_CLIENT_SECRET and
 * HMRC_VENDOR_PUBLIC_IP (an IP address). Production is never reached from a local stack.
 * @example resolveHmrcTarget({}) // { mode: 'local' }
 */
export function resolveHmrcTarget(env: NodeJS.ProcessEnv): HmrcTarget {
  if (hmrcModeOf(env) === 'local') return { mode: 'local' };
  const missing = missingOf(env, [...CLIENT_VARIABLES, 'HMRC_VENDOR_PUBLIC_IP']);
  if (missing.length > 0)
    throw new HmrcSetupError(
      missingMessage(
        missing,
        `${CLIENT_WHY}, and the public IP address of this computer's network for HMRC's fraud prevention headers`,
      ),
    );
  const vendorPublicIp = (env.HMRC_VENDOR_PUBLIC_IP ?? '').trim();
  if (isIP(vendorPublicIp) === 0)
    throw new HmrcSetupError(`HMRC_VENDOR_PUBLIC_IP must be an IP address (e.g. 203.0.113.7), not "${vendorPublicIp}"`);
  return {
    mode: 'sandbox',
    ...sandboxClient(env),
    apiBaseUrl: HMRC_SANDBOX.api,
    authoriseOrigin: HMRC_SANDBOX.authorise,
    vendorPublicIp,
  };
}

/** What the stack's environment says about HMRC (see `buildStackEnv`). */
export interface HmrcEnvInput {
  mode: 'local' | 'sandbox';
  /** The API origin: the emulator's address, or HMRC's sandbox. */
  url: string;
  authoriseOrigin: string;
  clientId: string;
  clientSecret: string;
  tokenKeyFile: string;
  vendorPublicIp: string;
}

/**
 * The HMRC part of the stack's environment: the emulator (when it was started) with its own
 * client, or HMRC's sandbox with the developer's application; nothing when HMRC is left out.
 */
export function hmrcEnvInput(
  target: HmrcTarget,
  emulator: { url: string; client: HmrcClient } | undefined,
  tokenKeyFile: string,
): HmrcEnvInput | undefined {
  if (target.mode === 'sandbox')
    return {
      mode: 'sandbox',
      url: target.apiBaseUrl,
      authoriseOrigin: target.authoriseOrigin,
      clientId: target.clientId,
      clientSecret: target.clientSecret,
      tokenKeyFile,
      vendorPublicIp: target.vendorPublicIp,
    };
  if (!emulator) return undefined;
  return {
    mode: 'local',
    url: emulator.url,
    authoriseOrigin: emulator.url,
    clientId: emulator.client.clientId,
    clientSecret: emulator.client.clientSecret,
    tokenKeyFile,
    // On a local stack every address is loopback (the emulator is started to judge them as public).
    vendorPublicIp: '127.0.0.1',
  };
}
