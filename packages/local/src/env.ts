import type { HmrcEnvInput } from './hmrc-target';

/** The local table's name (AWS stages get theirs from CDK). */
export const DEFAULT_TABLE_NAME = 'bookkeeper-local';
/** The local files bucket (s3rver enforces S3's bucket-name rules). */
export const DEFAULT_BUCKET = 'bookkeeper-local-files';
/** Sender of the app's mail locally. */
export const DEFAULT_MAIL_FROM = 'no-reply@bookkeeper.local';

/** Log levels the functions' Powertools logger accepts (see functions/shared/config.ts). */
export type FunctionLogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | 'CRITICAL';

export interface StackEnvInput {
  tableName: string;
  bucket: string;
  mailFrom: string;
  /** The app's public base, e.g. `http://localhost:3000/app` (links in e-mails point here). */
  appUrl: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  /** The gateway, which answers Lambda's Invoke API for the job functions. */
  lambdaEndpoint: string;
  logLevel: FunctionLogLevel;
  /** The HMRC the functions talk to (the emulator or HMRC's sandbox), its OAuth client, and where the HMRC token key lives. */
  hmrc?: HmrcEnvInput;
}

/**
 * Dummy credentials for the stand-ins. They are set unconditionally in local mode so that a
 * developer's real AWS credentials (env, profile or SSO session) can never be picked up by a
 * handler running locally. They are s3rver's built-in key pair, because s3rver is the one
 * stand-in that checks the access key id (anything else is `InvalidAccessKeyId`); DynamoDB
 * Local (`-sharedDb`) and the SES sink accept any key.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** Variables removed while the stack runs, because they would lead the SDK to real credentials. */
export const UNSET_WHILE_LOCAL = [
  'AWS_SESSION_TOKEN',
  'AWS_PROFILE',
  'AWS_DEFAULT_PROFILE',
  'AWS_ROLE_ARN',
  'AWS_WEB_IDENTITY_TOKEN_FILE',
] as const;

/**
 * The environment the handlers read (functions/shared/config.ts), for the local stand-ins.
 * Besides our own `*_ENDPOINT` variables it sets the SDK's standard `AWS_ENDPOINT_URL_<SERVICE>`
 * ones, so even a client built without our config cannot reach real AWS from a local run.
 *
 * @example buildStackEnv({ tableName: 'bookkeeper-local', ... }).STAGE // 'local'
 */
export function buildStackEnv(input: StackEnvInput): Record<string, string> {
  return {
    STAGE: 'local',
    AWS_REGION: 'eu-west-2',
    AWS_DEFAULT_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_EC2_METADATA_DISABLED: 'true',
    TABLE_NAME: input.tableName,
    FILES_BUCKET: input.bucket,
    MAIL_FROM: input.mailFrom,
    APP_URL: input.appUrl,
    DYNAMODB_ENDPOINT: input.dynamodbEndpoint,
    S3_ENDPOINT: input.s3Endpoint,
    SES_ENDPOINT: input.sesEndpoint,
    LAMBDA_ENDPOINT: input.lambdaEndpoint,
    AWS_ENDPOINT_URL_DYNAMODB: input.dynamodbEndpoint,
    AWS_ENDPOINT_URL_S3: input.s3Endpoint,
    AWS_ENDPOINT_URL_SESV2: input.sesEndpoint,
    AWS_ENDPOINT_URL_LAMBDA: input.lambdaEndpoint,
    VALIDATE_RESPONSES: 'true',
    // The affiliate programme is off by default in AWS stages; locally it is on so it can be tried and tested.
    FEATURE_AFFILIATE: 'true',
    // The help assistant too (off by default in AWS stages), with its deterministic engine only.
    FEATURE_AISHA: 'true',
    // DynamoDB Local on a busy laptop or CI runner answers far slower than DynamoDB: give one call
    // the longest the config allows, so only a stand-in that really hangs becomes a 503.
    AWS_REQUEST_TIMEOUT_MS: '20000',
    LOG_LEVEL: input.logLevel,
    ...(input.hmrc
      ? {
          HMRC_MODE: input.hmrc.mode,
          HMRC_API_BASE_URL: input.hmrc.url,
          HMRC_AUTHORISE_ORIGIN: input.hmrc.authoriseOrigin,
          HMRC_CLIENT_ID: input.hmrc.clientId,
          HMRC_CLIENT_SECRET: input.hmrc.clientSecret,
          HMRC_REDIRECT_URI: `${input.appUrl}/`,
          HMRC_TOKEN_KEY_FILE: input.hmrc.tokenKeyFile,
          // The vendor's public address for the fraud prevention headers (see hmrc-target.ts).
          HMRC_VENDOR_PUBLIC_IP: input.hmrc.vendorPublicIp,
        }
      : {}),
  };
}

/**
 * The functions' log level: an explicit option wins, then `LOG_LEVEL` from the caller's shell,
 * then SILENT under vitest (tests assert on behaviour, not on log output) and WARN otherwise.
 */
export function resolveLogLevel(
  option: FunctionLogLevel | undefined,
  env: NodeJS.ProcessEnv = process.env,
): FunctionLogLevel {
  if (option) return option;
  const fromEnv = env.LOG_LEVEL?.toUpperCase();
  const levels: readonly FunctionLogLevel[] = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT', 'CRITICAL'];
  if (fromEnv && (levels as readonly string[]).includes(fromEnv)) return fromEnv as FunctionLogLevel;
  return env.VITEST ? 'SILENT' : 'WARN';
}

/**
 * Put `vars` into `process.env` (and remove {@link UNSET_WHILE_LOCAL}); returns a function that
 * restores the previous values, so a stopped stack leaves the process as it found it.
 */
export function applyEnv(vars: Record<string, string>, target: NodeJS.ProcessEnv = process.env): () => void {
  const keys = [...Object.keys(vars), ...UNSET_WHILE_LOCAL];
  const before = new Map(keys.map((k) => [k, target[k]]));
  for (const k of UNSET_WHILE_LOCAL) delete target[k];
  Object.assign(target, vars);
  return () => {
    for (const [k, v] of before) {
      if (v === undefined) delete target[k];
      else target[k] = v;
    }
  };
}
