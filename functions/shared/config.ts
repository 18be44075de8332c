import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini sets no locale of its own (classic zod set English as it built its first schema): without
// it a bad variable, or a stored item that fails its schema, would read only 'Invalid input'. The
// contract's error map still words what a person sees.
z.config(en());

/** A switch in the environment: 'true' or '1' is on, 'false', '0' or empty is off, unset is `unset`. */
const flag = (unset: 'true' | 'false') =>
  z.pipe(
    z._default(z.enum(['true', 'false', '1', '0', '']), unset),
    z.transform((v) => v === 'true' || v === '1'),
  );
const bool = flag('false');

/**
 * Everything a function reads from its environment, parsed once at cold start (STYLE §11).
 * Local and deployed runs differ only in the endpoint values, which are set only locally.
 */
const ConfigSchema = z
  .object({
    STAGE: z._default(z.enum(['local', 'test', 'dev', 'staging', 'prod']), 'local'),
    AWS_REGION: z._default(z.string(), 'eu-west-2'),
    TABLE_NAME: z.string().check(z.minLength(1)),
    FILES_BUCKET: z._default(z.string().check(z.minLength(1)), 'bookkeeper-files'),
    MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'no-reply@bookkeeper.local'),
    MAIL_CONFIGURATION_SET: z.optional(z.string()),
    APP_URL: z._default(z.string().check(z.url()), 'http://localhost:3000/app'),
    PRODUCT_NAME: z._default(z.string(), 'Bookkeeper'),
    LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT', 'CRITICAL']), 'INFO'),
    /** Idle session lifetime in minutes; `user/ping` reports what is left of it. */
    SESSION_IDLE_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(24 * 60)), 60),
    /** Absolute session lifetime in hours from sign-in, however active (decision 0051). */
    SESSION_MAX_HOURS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(24)), 12),
    /** Check every response against the contract (on locally and in tests; off in AWS to save time). */
    VALIDATE_RESPONSES: bool,
    FEATURE_AISHA: bool,
    /**
     * The help assistant's optional managed model (decision 0065): a Bedrock model id, set only by
     * a stage that turns it on; unset, the assistant answers with its deterministic engine.
     */
    ASSISTANT_BEDROCK_MODEL_ID: z.optional(z.string().check(z.minLength(1))),
    FEATURE_INVOICES: flag('true'),
    FEATURE_INVOICE_EMAIL: flag('true'),
    FEATURE_AFFILIATE: bool,
    FEATURE_PENALTIES: flag('true'),
    FEATURE_VAT_REMINDERS_SILENT: bool,
    /**
     * The invisible bot check on sign-in, registration and forgotten password (decision 0011):
     * `none` (off, as locally) or the provider whose siteverify checks the browser's response.
     */
    BOT_CHECK_PROVIDER: z._default(z.enum(['none', 'recaptcha', 'hcaptcha', 'turnstile']), 'none'),
    /** The provider's secret key itself (locally and in tests); in AWS see BOT_CHECK_SECRET_NAME. */
    BOT_CHECK_SECRET: z.optional(z.string()),
    /** Secrets Manager secret holding the provider's secret key (deployed stages; read at first use). */
    BOT_CHECK_SECRET_NAME: z.optional(z.string().check(z.minLength(1))),
    /**
     * The value CloudFront sends in `X-Origin-Verify` (decision 0019): with it set (tests) or its
     * secret named (deployed stages), API requests without it are refused. Unset locally.
     */
    ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(16))),
    ORIGIN_VERIFY_SECRET_NAME: z.optional(z.string().check(z.minLength(1))),
    /** Address lookup (SPEC §7 Places): the bundled UK address book, or Google Places API (New). */
    PLACES_PROVIDER: z._default(z.enum(['local', 'google']), 'local'),
    /** Google Places API key itself (locally and in tests); in AWS see PLACES_API_KEY_SECRET_NAME. */
    PLACES_API_KEY: z.optional(z.string().check(z.minLength(1))),
    /** Secrets Manager secret holding the Google Places API key (deployed stages; read at first use). */
    PLACES_API_KEY_SECRET_NAME: z.optional(z.string().check(z.minLength(1))),
    /**
     * Which HMRC the functions talk to (docs/hmrc.md): the local emulator (packages/hmrc-sandbox),
     * HMRC's sandbox, or production. Gov-Test-Scenario is passed on only to the first two.
     */
    HMRC_MODE: z._default(z.enum(['local', 'sandbox', 'production']), 'local'),
    /** HMRC API origin; defaults by mode (sandbox and production hosts); for `local` the emulator's address. */
    HMRC_API_BASE_URL: z.optional(z.string().check(z.url())),
    /** Origin of HMRC's sign-in page `/oauth/authorize`; defaults by mode (`local`: the API origin). */
    HMRC_AUTHORISE_ORIGIN: z.optional(z.string().check(z.url())),
    /** Redirect URI registered with HMRC. @default `${APP_URL}/` */
    HMRC_REDIRECT_URI: z.optional(z.string().check(z.url())),
    /** OAuth client id and secret themselves (locally and in tests); in AWS see HMRC_CLIENT_SECRET_NAME. */
    HMRC_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
    HMRC_CLIENT_SECRET: z.optional(z.string().check(z.minLength(1))),
    /** Secrets Manager secret holding `{"clientId": "...", "clientSecret": "..."}` (deployed stages). */
    HMRC_CLIENT_SECRET_NAME: z.optional(z.string().check(z.minLength(1))),
    /** KMS key (id, ARN or alias) for the envelope encryption of stored HMRC tokens (deployed stages). */
    HMRC_TOKEN_KMS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
    /** Local stand-in for KMS: a 32-byte key file, created on first use (mode 0600). */
    HMRC_TOKEN_KEY_FILE: z._default(z.string().check(z.minLength(1)), '.data/hmrc-token.key'),
    /** KMS key (id, ARN or alias) for the envelope encryption of authenticator secrets (deployed stages). */
    TOTP_KMS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
    /** Local stand-in for KMS for authenticator secrets: a 32-byte key file, created on first use (mode 0600). */
    TOTP_KEY_FILE: z._default(z.string().check(z.minLength(1)), '.data/totp.key'),
    /**
     * The stage's public address (Gov-Vendor-Public-IP, and `by` in Gov-Vendor-Forwarded): set by
     * CDK from the required `hmrcVendorPublicIp` context, by the local stack to loopback.
     */
    HMRC_VENDOR_PUBLIC_IP: z.optional(z.union([z.ipv4(), z.ipv6()])),
    /**
     * AWS SDK clients give up on a connection after AWS_CONNECT_TIMEOUT_MS and on a silent socket
     * after AWS_REQUEST_TIMEOUT_MS (decision 0048): with the SDK's retries a dependency that hangs
     * still becomes a 503 well inside API Gateway's 30 seconds, instead of a gateway timeout.
     */
    AWS_CONNECT_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(10_000)), 3_000),
    AWS_REQUEST_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(20_000)), 8_000),
    /** Give up on one HMRC request after this many ms. */
    HMRC_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(1000), z.lte(20_000)), 6_000),
    /**
     * A CSV export larger than this in the response goes through the files bucket instead
     * (decision 0034): Lambda answers at most 6 MB, so 5 MB leaves room; tests set it lower.
     */
    EXPORT_INLINE_MAX_BYTES: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(5_500_000)), 5_000_000),
    /** Lambda function names of the background jobs (CDK sets them; locally the job's folder name). */
    JOB_FUNCTION_DELETE_ACCOUNT: z._default(z.string().check(z.minLength(1)), 'delete-account'),
    JOB_FUNCTION_DELETE_BUSINESS: z._default(z.string().check(z.minLength(1)), 'delete-business'),
    JOB_FUNCTION_DELETE_BANK_ACCOUNT: z._default(z.string().check(z.minLength(1)), 'delete-bank-account'),
    /** Local stand-ins only; never set in AWS. */
    LAMBDA_ENDPOINT: z.optional(z.string().check(z.url())),
    DYNAMODB_ENDPOINT: z.optional(z.string().check(z.url())),
    S3_ENDPOINT: z.optional(z.string().check(z.url())),
    SES_ENDPOINT: z.optional(z.string().check(z.url())),
    BEDROCK_ENDPOINT: z.optional(z.string().check(z.url())),
  })
  .check(
    z.refine((c) => c.BOT_CHECK_PROVIDER === 'none' || Boolean(c.BOT_CHECK_SECRET || c.BOT_CHECK_SECRET_NAME), {
      message: 'BOT_CHECK_SECRET or BOT_CHECK_SECRET_NAME is required when BOT_CHECK_PROVIDER is set',
      path: ['BOT_CHECK_SECRET'],
    }),
    z.refine((c) => c.PLACES_PROVIDER === 'local' || Boolean(c.PLACES_API_KEY || c.PLACES_API_KEY_SECRET_NAME), {
      message: 'PLACES_API_KEY or PLACES_API_KEY_SECRET_NAME is required when PLACES_PROVIDER is google',
      path: ['PLACES_API_KEY'],
    }),
  );

export type Config = z.infer<typeof ConfigSchema>;

/** Parse a config from an environment, listing every bad or missing value at once. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid function configuration: ${problems}`);
  }
  return parsed.data;
}

let cached: Config | undefined;
/** The config of this process, read from `process.env` the first time it is asked for. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
/** Forget the cached config (local gateway and tests set the environment before first use). */
export function resetConfig(): void {
  cached = undefined;
}

/** Metrics (CloudWatch EMF) are sent from deployed stages only: a local run or a test prints nothing extra. */
export function sendsTelemetry(c: Config = config()): boolean {
  return c.STAGE !== 'local' && c.STAGE !== 'test';
}
