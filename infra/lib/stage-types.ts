import type { RemovalPolicy } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BOT_CHECK_PROVIDERS, type BotCheckProviderName } from '@bk/platform';

/** The deployable stages. Locally the app runs as `local`/`test` and never through CDK. */
export const STAGE_NAMES = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** Log levels the functions accept (`functions/shared/config.ts`, `LOG_LEVEL`). */
export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

/** Feature switches passed to every function as `FEATURE_*` variables. */
export interface FeatureFlags {
  /** `FEATURE_AISHA`: the chat assistant. @default false */
  readonly aisha: boolean;
  /** `FEATURE_INVOICES`: the invoices area. @default true */
  readonly invoices: boolean;
  /** `FEATURE_INVOICE_EMAIL`: e-mailing invoices. @default true */
  readonly invoiceEmail: boolean;
  /** `FEATURE_AFFILIATE`: the affiliate programme. @default false */
  readonly affiliate: boolean;
  /** `FEATURE_PENALTIES`: HMRC penalties pages. @default true */
  readonly penalties: boolean;
  /** `FEATURE_VAT_REMINDERS_SILENT`: reminders are recorded but not e-mailed. @default true outside prod */
  readonly vatRemindersSilent: boolean;
}

/**
 * HMRC endpoints and the names under which later issues keep HMRC credentials. Only the
 * authorise host is used today (CSP `form-action`); the rest are placeholders so the names are
 * decided once. Hosts from `shared/reference/hmrc/README.md` ("Hosts").
 */
export interface HmrcConfig {
  /** API base URL. @default sandbox `https://test-api.service.hmrc.gov.uk`; prod `https://api.service.hmrc.gov.uk` */
  readonly apiBaseUrl: string;
  /** Origin of the browser authorisation page `/oauth/authorize`. @default sandbox `https://test-www.tax.service.gov.uk` */
  readonly authoriseOrigin: string;
  /** Secrets Manager name for the OAuth client id and secret (created by an operator, not by CDK). */
  readonly clientSecretName: string;
  /** Secrets Manager name for the key that encrypts stored HMRC tokens (created by an operator). */
  readonly tokenKeySecretName: string;
  /**
   * The stage's public IP address (its NAT / egress address), sent to HMRC as Gov-Vendor-Public-IP
   * and as `by` in Gov-Vendor-Forwarded. Required to synthesise a stage: `-c hmrcVendorPublicIp=…`.
   */
  readonly vendorPublicIp?: string;
}

/** The invisible bot checks the sign-in forms can run (`BOT_CHECK_PROVIDER`, decision 0011): the list the web build reads too. */
export { BOT_CHECK_PROVIDERS };
export type BotCheckProvider = BotCheckProviderName;

/**
 * The invisible bot check on sign-in, registration and forgotten password. The web build must be
 * made with the same provider and site key (`VITE_BOT_CHECK_PROVIDER`, `VITE_BOT_CHECK_SITE_KEY`,
 * docs/operations.md); the CSP allows the provider's origins only when one is set.
 */
export interface BotCheckStageConfig {
  /** `BOT_CHECK_PROVIDER` of the functions. @default 'none' (off) */
  readonly provider: BotCheckProvider;
  /** The provider's public site key, built into the web app. Required unless `none`. */
  readonly siteKey?: string;
  /**
   * Name of the Secrets Manager secret (plain text) holding the provider's secret key, created by
   * an operator; only the `user` function may read it. Required unless `none`.
   */
  readonly secretName?: string;
}

/** Address providers of the `places` functions (`PLACES_PROVIDER`, SPEC §7 Places). */
export const PLACES_PROVIDERS = ['local', 'google'] as const;
export type PlacesProvider = (typeof PLACES_PROVIDERS)[number];

/** The address lookup of Edit Business and affiliate enrolment. */
export interface PlacesStageConfig {
  /** `PLACES_PROVIDER`: the bundled invented UK address book, or Google Places API (New). @default 'local' */
  readonly provider: PlacesProvider;
  /** Name of the Secrets Manager secret (plain text) holding the Google API key; required for `google`. */
  readonly apiKeySecretName?: string;
}

/** The help assistant's engines (decision 0065). */
export interface AssistantStageConfig {
  /**
   * A Bedrock model or inference profile id (`-c assistantBedrockModelId=…`): answers then come
   * from that model over the same retrieval and intents, and only the assistant function may
   * invoke it. @default undefined: the deterministic engine only
   */
  readonly bedrockModelId?: string;
}

/** A custom domain for the app, served by CloudFront. */
export interface AppDomain {
  /** Host name, e.g. `app.example.co.uk`; its DNS record is managed outside this app. */
  readonly name: string;
  /** ARN of an ACM certificate for `name` in **us-east-1** (CloudFront only reads certificates there). */
  readonly certificateArn: string;
}

/** CloudWatch alarms of a stage; every one notifies the stage's SNS topic (constructs/alarms.ts). */
export interface AlarmConfig {
  /**
   * Address that receives alarm notifications (an SNS e-mail subscription its owner confirms once).
   * `-c alarmEmail=ops@example.co.uk`. @default none: the topic alone, for an operator to subscribe
   */
  readonly email?: string;
  /** HTTP API answers with a 5xx status in five minutes that raise the alarm. @default 5 */
  readonly api5xxPerFiveMinutes: number;
  /** Errors plus throttles of any one function in five minutes. @default 1 */
  readonly functionFailuresPerFiveMinutes: number;
  /** 5xx answers of the `hmrc` function (`ApiErrors`, routeGroup hmrc) in fifteen minutes. @default 3 */
  readonly hmrcErrorsPerFifteenMinutes: number;
}

/** Rate-based rules of the stage's CloudFront web ACL (constructs/edge-stack.ts), per client IP over five minutes. */
export interface WafConfig {
  /** Requests to sign-in, registration, e-mail verification and forgotten password. @default 100 */
  readonly signInRequestsPerFiveMinutes: number;
  /** Requests to anything under `/api/user/` (profile, business list and switching included). @default 2000 */
  readonly userApiRequestsPerFiveMinutes: number;
}

/** Everything that differs between stages. No secrets live here. */
export interface StageConfig {
  readonly stage: StageName;
  /** AWS region. @default 'eu-west-2' (London, so UK taxpayers' records stay in the UK) */
  readonly region: string;
  /** Domain verified in SES; mail is sent from `no-reply@<mailDomain>`. Override with `-c mailDomain=...`. */
  readonly mailDomain: string;
  /**
   * While the SES account is in the sandbox, SES also checks the recipient's identity against the
   * sender's IAM policy, so functions may send to any verified identity of the account.
   * @default true for dev and staging, false for prod
   */
  readonly sesSandbox: boolean;
  /** Custom domain; without it the app is served on the distribution's `*.cloudfront.net` name. @default undefined */
  readonly appDomain?: AppDomain;
  /** What happens to stateful resources (table, buckets, logs) when the stack is deleted. @default DESTROY in dev, RETAIN elsewhere */
  readonly removalPolicy: RemovalPolicy;
  /** DynamoDB deletion protection. @default false in dev, true elsewhere */
  readonly deletionProtection: boolean;
  /** Retention of function and API logs. @default two weeks in dev, three months in staging, one year in prod */
  readonly logRetention: RetentionDays;
  /** Days to keep S3 and CloudFront access logs. @default 30 in dev, 90 in staging, 365 in prod */
  readonly accessLogDays: number;
  /** Days a replaced or deleted attachment version is kept (recovery window). @default 30 */
  readonly noncurrentFileDays: number;
  /** `LOG_LEVEL` of the functions. @default 'DEBUG' in dev, 'INFO' elsewhere */
  readonly logLevel: LogLevel;
  /** `SESSION_IDLE_MINUTES` (SPEC §4 idle timeout). @default 60 */
  readonly sessionIdleMinutes: number;
  readonly features: FeatureFlags;
  /** HTTP API throttling on the default stage (requests per second and burst). @default 50/100 in dev, 200/400 elsewhere */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Memory and timeout of the API functions; HTTP API gives up after 30 s. @default 1024 MB, 25 s */
  readonly apiFunction: { readonly memoryMb: number; readonly timeoutSeconds: number };
  /** Memory and timeout of the scheduled jobs. @default 1024 MB, 300 s */
  readonly jobFunction: { readonly memoryMb: number; readonly timeoutSeconds: number };
  readonly hmrc: HmrcConfig;
  /** @default provider 'none' in every stage; turn on with `-c botCheckProvider=…` (docs/operations.md) */
  readonly botCheck: BotCheckStageConfig;
  /** @default provider 'local' in every stage; turn on Google with `-c placesProvider=google` (docs/operations.md) */
  readonly places: PlacesStageConfig;
  /** @default no Bedrock model in every stage */
  readonly assistant: AssistantStageConfig;
  readonly alarms: AlarmConfig;
  readonly waf: WafConfig;
  /** AWS Backup plan for the table and the files bucket (constructs/backup.ts). @default true in prod only */
  readonly backup: boolean;
}
