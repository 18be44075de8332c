import { isIP } from 'node:net';
import {
  BOT_CHECK_PROVIDERS,
  PLACES_PROVIDERS,
  type AssistantStageConfig,
  type BotCheckStageConfig,
  type PlacesStageConfig,
} from './stage-types';

/** Context values an operator may pass with `-c name=value` on top of a stage's defaults. */
export interface StageOverrides {
  readonly mailDomain?: string;
  readonly appDomain?: string;
  readonly certificateArn?: string;
  /** `-c botCheckProvider=turnstile` (with `botCheckSiteKey` and `botCheckSecretName`). */
  readonly botCheckProvider?: string;
  readonly botCheckSiteKey?: string;
  readonly botCheckSecretName?: string;
  /** `-c placesProvider=google` (with `placesApiKeySecretName`). */
  readonly placesProvider?: string;
  readonly placesApiKeySecretName?: string;
  /** `-c hmrcVendorPublicIp=203.0.113.6`: the stage's public (NAT / egress) address for HMRC's fraud prevention headers. */
  readonly hmrcVendorPublicIp?: string;
  /** `-c alarmEmail=ops@example.co.uk`: who is e-mailed when an alarm of the stage goes off. */
  readonly alarmEmail?: string;
  /** `-c assistantBedrockModelId=eu.anthropic.claude-…`: the help assistant's managed model (decision 0065). */
  readonly assistantBedrockModelId?: string;
}

/** Secrets Manager's rule for secret names; they also go into IAM ARN patterns, so nothing else passes. */
const SECRET_NAME = /^[A-Za-z0-9/_+=.@-]{1,256}$/;

function secretName(key: string, value: string | undefined): string | undefined {
  if (value !== undefined && !SECRET_NAME.test(value)) {
    throw new Error(`${key} "${value}" is not a Secrets Manager secret name (letters, digits and /_+=.@- only)`);
  }
  return value;
}

function oneOf<T extends string>(key: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${key} "${value}" is not one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/**
 * The bot check of a stage with context overrides: a provider other than `none` needs its site
 * key and the name of the secret holding its secret key; those alone, without a provider, are a
 * mistake rather than something to ignore.
 */
export function botCheckConfig(base: BotCheckStageConfig, o: StageOverrides): BotCheckStageConfig {
  const provider = o.botCheckProvider
    ? oneOf('botCheckProvider', o.botCheckProvider, BOT_CHECK_PROVIDERS)
    : base.provider;
  const siteKey = o.botCheckSiteKey ?? base.siteKey;
  const secret = secretName('botCheckSecretName', o.botCheckSecretName ?? base.secretName);
  if (provider === 'none') {
    if (siteKey || secret) {
      throw new Error(
        'botCheckSiteKey and botCheckSecretName need botCheckProvider (recaptcha, hcaptcha or turnstile)',
      );
    }
    return { provider };
  }
  if (!siteKey || !secret) {
    const missing = [siteKey ? null : 'botCheckSiteKey', secret ? null : 'botCheckSecretName'].filter(Boolean);
    throw new Error(
      `botCheckProvider ${provider} needs ${missing.join(' and ')} (-c botCheckSiteKey=<site key> -c botCheckSecretName=<secret name>)`,
    );
  }
  if (!/^[\x21-\x7e]{1,200}$/.test(siteKey)) throw new Error('botCheckSiteKey must be printable text without spaces');
  return { provider, siteKey, secretName: secret };
}

/** The address lookup of a stage with context overrides: `google` needs the name of its key's secret. */
export function placesConfig(base: PlacesStageConfig, o: StageOverrides): PlacesStageConfig {
  const provider = o.placesProvider ? oneOf('placesProvider', o.placesProvider, PLACES_PROVIDERS) : base.provider;
  const apiKeySecretName = secretName('placesApiKeySecretName', o.placesApiKeySecretName ?? base.apiKeySecretName);
  if (provider === 'local') {
    if (apiKeySecretName) throw new Error('placesApiKeySecretName needs placesProvider=google');
    return { provider };
  }
  if (!apiKeySecretName) {
    throw new Error('placesProvider google needs placesApiKeySecretName (-c placesApiKeySecretName=<secret name>)');
  }
  return { provider, apiKeySecretName };
}

/** Bedrock's model and inference profile ids; they also go into IAM ARNs, so nothing else passes. */
const BEDROCK_MODEL_ID = /^[a-z0-9][a-z0-9.:_-]{0,199}$/i;

/** The help assistant of a stage with context overrides: a model id only as Bedrock writes them. */
export function assistantConfig(base: AssistantStageConfig, o: StageOverrides): AssistantStageConfig {
  const bedrockModelId = o.assistantBedrockModelId ?? base.bedrockModelId;
  if (bedrockModelId === undefined) return {};
  if (!BEDROCK_MODEL_ID.test(bedrockModelId))
    throw new Error(`assistantBedrockModelId "${bedrockModelId}" is not a Bedrock model or inference profile id`);
  return { bedrockModelId };
}

/** Private, loopback, link-local, shared and multicast ranges: never a vendor's public address. */
const NOT_PUBLIC_V4 =
  /^(0\.|10\.|127\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.|2(2[4-9]|[3-5]\d)\.)/;
const NOT_PUBLIC_V6 = /^(::1?$|f[cd]|fe[89ab]|ff)/i;

/**
 * The vendor's public IP of a stage, checked: HMRC refuses a private address in
 * Gov-Vendor-Public-IP, and an address that is no IP at all would be sent as it is.
 */
export function vendorPublicIp(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const version = isIP(value);
  const pattern = version === 4 ? NOT_PUBLIC_V4 : NOT_PUBLIC_V6;
  if (version === 0 || pattern.test(value))
    throw new Error(`hmrcVendorPublicIp "${value}" is not a public IPv4 or IPv6 address`);
  return value;
}

/** The alarm address of a stage, checked: SNS would accept a typo and nobody would ever hear an alarm. */
export function alarmEmail(value: string | undefined): string | undefined {
  if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw new Error(`alarmEmail "${value}" is not an e-mail address`);
  return value;
}
