import { INVOKED_JOBS, invokedJobFunctionName } from './access';
import { LAMBDA_NODE_OPTIONS } from './bundling';
import { hmrcTokenKeyAlias } from './constructs/hmrc-tokens';
import { totpKeyAlias } from './constructs/totp-secrets';
import type { StageConfig } from './stage-config';

/** Deployed names the functions need, as strings or CDK tokens. */
export interface EnvironmentResources {
  readonly tableName: string;
  readonly filesBucketName: string;
  readonly mailFrom: string;
  readonly mailConfigurationSet: string;
  /** The app's address including `/app`, used in e-mail links. */
  readonly appUrl: string;
}

/**
 * Variables that only the local stack sets (`functions/shared/config.ts`). Setting one in AWS
 * would point a deployed function at a stand-in, so {@link functionEnvironment} never does.
 */
export const LOCAL_ONLY_VARIABLES = [
  'DYNAMODB_ENDPOINT',
  'S3_ENDPOINT',
  'SES_ENDPOINT',
  'LAMBDA_ENDPOINT',
  'BEDROCK_ENDPOINT',
] as const;

const flag = (on: boolean): string => (on ? 'true' : 'false');

/**
 * The environment of every function, read by `functions/shared/config.ts` at cold start. All
 * functions get the same variables so config parsing is identical everywhere; IAM, not the
 * environment, limits what each function can reach. `AWS_REGION` is set by Lambda itself.
 * @example functionEnvironment(stageConfig('dev'), resources).STAGE // 'dev'
 */
export function functionEnvironment(config: StageConfig, resources: EnvironmentResources): Record<string, string> {
  return {
    STAGE: config.stage,
    TABLE_NAME: resources.tableName,
    FILES_BUCKET: resources.filesBucketName,
    MAIL_FROM: resources.mailFrom,
    MAIL_CONFIGURATION_SET: resources.mailConfigurationSet,
    APP_URL: resources.appUrl,
    LOG_LEVEL: config.logLevel,
    SESSION_IDLE_MINUTES: String(config.sessionIdleMinutes),
    // Contract checks of responses cost time on every call; tests and the local stack run them.
    VALIDATE_RESPONSES: 'false',
    FEATURE_AISHA: flag(config.features.aisha),
    FEATURE_INVOICES: flag(config.features.invoices),
    FEATURE_INVOICE_EMAIL: flag(config.features.invoiceEmail),
    FEATURE_AFFILIATE: flag(config.features.affiliate),
    FEATURE_PENALTIES: flag(config.features.penalties),
    FEATURE_VAT_REMINDERS_SILENT: flag(config.features.vatRemindersSilent),
    // Providers, and the *names* of the secrets holding their keys (never the keys): only the
    // groups of PROVIDER_SECRET_READERS (access.ts) may read those secrets.
    BOT_CHECK_PROVIDER: config.botCheck.provider,
    ...(config.botCheck.secretName ? { BOT_CHECK_SECRET_NAME: config.botCheck.secretName } : {}),
    PLACES_PROVIDER: config.places.provider,
    ...(config.places.apiKeySecretName ? { PLACES_API_KEY_SECRET_NAME: config.places.apiKeySecretName } : {}),
    // The help assistant's managed model, only where the stage turns it on (decision 0065).
    ...(config.assistant.bedrockModelId ? { ASSISTANT_BEDROCK_MODEL_ID: config.assistant.bedrockModelId } : {}),
    // HMRC: which HMRC, and the *name* of the secret with the OAuth client id and secret (docs/hmrc.md).
    HMRC_MODE: config.hmrc.apiBaseUrl === 'https://api.service.hmrc.gov.uk' ? 'production' : 'sandbox',
    HMRC_API_BASE_URL: config.hmrc.apiBaseUrl,
    HMRC_AUTHORISE_ORIGIN: config.hmrc.authoriseOrigin,
    HMRC_CLIENT_SECRET_NAME: config.hmrc.clientSecretName,
    HMRC_TOKEN_KMS_KEY_ID: hmrcTokenKeyAlias(config.stage),
    // Authenticator (TOTP) secrets are sealed like HMRC tokens; only the user function may use the key.
    TOTP_KMS_KEY_ID: totpKeyAlias(config.stage),
    // The stage's public address for Gov-Vendor-Public-IP and Gov-Vendor-Forwarded (build-app.ts requires it).
    ...(config.hmrc.vendorPublicIp ? { HMRC_VENDOR_PUBLIC_IP: config.hmrc.vendorPublicIp } : {}),
    // Names of the jobs' functions, for `startJob` (only the groups of INVOKED_JOBS may invoke them).
    ...Object.fromEntries(INVOKED_JOBS.map((j) => [j.envVar, invokedJobFunctionName(config.stage, j.job)])),
    // None today: the logged stack traces are mapped to the sources without Node's option (bundling.ts).
    ...(LAMBDA_NODE_OPTIONS.length > 0 ? { NODE_OPTIONS: LAMBDA_NODE_OPTIONS.join(' ') } : {}),
  };
}
