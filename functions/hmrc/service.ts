import { KMSClient } from '@aws-sdk/client-kms';
import { hmrcRepository, type HmrcRepository } from '@bk/data';
import {
  clientAddress,
  createHmrcClient,
  fraudHeaders,
  kmsTokenCipher,
  localTokenCipher,
  parseDeviceId,
  parseFingerprint,
  proxyChain,
  sdkKms,
  type HmrcClient,
  type HmrcSettings,
  type HmrcTokens,
  type MultiFactor,
  type TokenCipher,
  type TokenStore,
} from '@bk/hmrc';
import { TwoFactorType } from '@bk/domain';
import type { Config } from '../shared/config';
import { config } from '../shared/config';
import { getDb } from '../shared/clients/db';
import { logger } from '../shared/logger';
import { timed } from '../shared/metrics';
import { secretValue } from '../shared/secrets';
import type { RequestContext } from '../shared/api/types';

/** HMRC's hosts by mode (reference README §1); `local` is the emulator at HMRC_API_BASE_URL. */
const HOSTS = {
  sandbox: { api: 'https://test-api.service.hmrc.gov.uk', authorise: 'https://test-www.tax.service.gov.uk' },
  production: { api: 'https://api.service.hmrc.gov.uk', authorise: 'https://www.tax.service.gov.uk' },
} as const;

/** The server's version for Gov-Vendor-Version (the root package.json's; a test keeps them equal). */
export const SERVER_VERSION = '0.1.0';
/** Salt of the hashed user ids and factor references in the fraud prevention headers. */
export const FRAUD_HASH_SALT = 'bookkeeper-fraud-prevention';

/** HMRC is not configured here (no emulator address locally, no client credentials). */
export class HmrcNotConfiguredError extends Error {
  override readonly name = 'HmrcNotConfiguredError';
}

/** Where HMRC is and who we are, from the function's configuration. */
export function hmrcSettings(c: Config = config()): HmrcSettings {
  const hosts = c.HMRC_MODE === 'local' ? null : HOSTS[c.HMRC_MODE];
  const apiBaseUrl = c.HMRC_API_BASE_URL ?? hosts?.api;
  if (!apiBaseUrl)
    throw new HmrcNotConfiguredError('HMRC_API_BASE_URL is required when HMRC_MODE is local (the emulator address)');
  return {
    apiBaseUrl,
    authoriseOrigin: c.HMRC_AUTHORISE_ORIGIN ?? hosts?.authorise ?? apiBaseUrl,
    redirectUri: c.HMRC_REDIRECT_URI ?? `${c.APP_URL.replace(/\/+$/, '')}/`,
    sandbox: c.HMRC_MODE !== 'production',
    timeoutMs: c.HMRC_TIMEOUT_MS,
    credentials: () => clientCredentials(c),
  };
}

async function clientCredentials(c: Config): Promise<{ clientId: string; clientSecret: string }> {
  if (c.HMRC_CLIENT_ID && c.HMRC_CLIENT_SECRET)
    return { clientId: c.HMRC_CLIENT_ID, clientSecret: c.HMRC_CLIENT_SECRET };
  if (!c.HMRC_CLIENT_SECRET_NAME)
    throw new HmrcNotConfiguredError('HMRC_CLIENT_ID and HMRC_CLIENT_SECRET, or HMRC_CLIENT_SECRET_NAME, must be set');
  let text: string;
  try {
    text = await secretValue(c.HMRC_CLIENT_SECRET_NAME);
  } catch (err) {
    throw new HmrcNotConfiguredError(`Secret ${c.HMRC_CLIENT_SECRET_NAME} could not be read (${(err as Error).name})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const p = parsed as { clientId?: unknown; clientSecret?: unknown } | null;
  if (!p || typeof p.clientId !== 'string' || typeof p.clientSecret !== 'string')
    throw new Error(`Secret ${c.HMRC_CLIENT_SECRET_NAME} must be JSON {"clientId": "...", "clientSecret": "..."}`);
  return { clientId: p.clientId, clientSecret: p.clientSecret };
}

let client: HmrcClient | undefined;
/**
 * The HMRC client of this process (built at first use: it keeps the application token). Each
 * HTTP exchange with HMRC is timed into the `HmrcCallLatency` metric.
 */
export function hmrc(): HmrcClient {
  client ??= createHmrcClient({
    settings: hmrcSettings(),
    fetch: (url, init) => timed('HmrcCallLatency', () => fetch(url, init)),
  });
  return client;
}

let cipher: TokenCipher | undefined;
/** KMS envelope encryption in AWS; a local key file only in the local and test stages. */
export function tokenCipher(c: Config = config()): TokenCipher {
  if (!cipher) {
    if (c.HMRC_TOKEN_KMS_KEY_ID) {
      cipher = kmsTokenCipher(sdkKms(new KMSClient({ region: c.AWS_REGION })), c.HMRC_TOKEN_KMS_KEY_ID);
    } else if (c.STAGE === 'local' || c.STAGE === 'test') {
      cipher = localTokenCipher(c.HMRC_TOKEN_KEY_FILE);
    } else {
      throw new HmrcNotConfiguredError('HMRC_TOKEN_KMS_KEY_ID is required outside the local stack');
    }
  }
  return cipher;
}

/** Forget the cached client and cipher (tests that change the configuration). */
export function resetHmrc(): void {
  client = undefined;
  cipher = undefined;
}

export function repo(): HmrcRepository {
  return hmrcRepository(getDb());
}

/** What is sealed: the tokens and the business they belong to (a blob moved to another business is refused). */
interface SealedTokens extends HmrcTokens {
  businessId: string;
}

export async function sealTokens(businessId: string, tokens: HmrcTokens): Promise<string> {
  const sealed: SealedTokens = { businessId, ...tokens };
  return tokenCipher().encrypt(JSON.stringify(sealed));
}

/**
 * The business's tokens as a {@link TokenStore} over the repository and the cipher. The refresh
 * lease lives on the link item, so callers in different Lambda instances refresh one at a time.
 */
export function businessTokenStore(businessId: string, now: () => Date = () => new Date()): TokenStore {
  const r = repo();
  // Callers waiting for another's refresh read the item often; open each sealed blob once (one KMS Decrypt).
  let opened: { sealed: string; tokens: HmrcTokens } | null = null;
  async function open(sealed: string): Promise<HmrcTokens> {
    if (opened?.sealed === sealed) return opened.tokens;
    const t = JSON.parse(await tokenCipher().decrypt(sealed)) as SealedTokens;
    if (t.businessId !== businessId) throw new Error('tokens of another business');
    const tokens = { accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: t.expiresAt, scope: t.scope };
    opened = { sealed, tokens };
    return tokens;
  }
  return {
    async load() {
      const link = await r.getHmrcLink(businessId);
      if (!link) return null;
      try {
        return {
          tokens: await open(link.tokens),
          version: link.version,
          refreshLeaseUntil: link.refreshLeaseUntil ?? null,
        };
      } catch (err) {
        // A key change or a damaged item: the only way on is a new HMRC sign-in.
        logger().error('stored HMRC tokens could not be opened', { businessId, error: (err as Error).message });
        return null;
      }
    },
    claimRefresh: (version, lease, nowMs) => r.claimHmrcRefresh(businessId, version, lease, nowMs),
    async replace(tokens, version) {
      return r.replaceHmrcTokens(businessId, await sealTokens(businessId, tokens), version, now().toISOString());
    },
    releaseRefresh: (lease) => r.releaseHmrcRefresh(businessId, lease.id),
    async clear(version, lease) {
      const cleared = await r.deleteHmrcLink(businessId, version, lease.id);
      if (cleared)
        logger().warn('HMRC refused the refresh: tokens forgotten, a new HMRC sign-in is needed', { businessId });
      return cleared;
    },
  };
}

/**
 * The fraud prevention headers of this request (WEB_APP_VIA_SERVER): the browser's device id
 * and fingerprint, the device's address as CloudFront saw it, the servers the request came
 * through (X-Forwarded-For and the address that reached API Gateway), the signed-in user.
 */
export function requestFraudHeaders(ctx: RequestContext, c: Config = config()): Record<string, string> {
  const caller = ctx.caller;
  const address = clientAddress(ctx.headers['cloudfront-viewer-address'], ctx.sourceIp);
  const multiFactor: MultiFactor[] = [];
  if (caller) {
    const type =
      caller.user.twofaTypeId === TwoFactorType.AUTHENTICATOR
        ? 'TOTP'
        : caller.user.twofaTypeId === TwoFactorType.EMAIL
          ? 'AUTH_CODE'
          : null;
    if (type)
      multiFactor.push({ type, at: new Date(caller.session.createdAt), reference: `${caller.user.id}:${type}` });
  }
  return fraudHeaders({
    deviceId: parseDeviceId(ctx.headers['x-device-id']) ?? caller?.session.deviceId ?? null,
    fingerprint: parseFingerprint(ctx.headers['x-client-fingerprint']),
    clientIp: address.ip,
    clientPort: address.port,
    receivedAt: ctx.now,
    vendorPublicIp: c.HMRC_VENDOR_PUBLIC_IP ?? null,
    forwardedFor: proxyChain(ctx.headers['x-forwarded-for'], ctx.sourceIp, address.ip),
    userIds: caller ? { bookkeeper: caller.user.id } : {},
    licenceIds: caller ? { bookkeeper: `licence:${caller.user.id}` } : {},
    multiFactor,
    productName: c.PRODUCT_NAME,
    serverVersion: SERVER_VERSION,
    hashSalt: FRAUD_HASH_SALT,
  });
}
