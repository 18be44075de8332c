import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { AlarmConfig, FeatureFlags, HmrcConfig, StageConfig, StageName, WafConfig } from './stage-types';

const HMRC_SANDBOX = {
  apiBaseUrl: 'https://test-api.service.hmrc.gov.uk',
  authoriseOrigin: 'https://test-www.tax.service.gov.uk',
} as const;
const HMRC_PRODUCTION = {
  apiBaseUrl: 'https://api.service.hmrc.gov.uk',
  authoriseOrigin: 'https://www.tax.service.gov.uk',
} as const;

const DEFAULT_FEATURES: FeatureFlags = {
  aisha: false,
  invoices: true,
  invoiceEmail: true,
  affiliate: false,
  penalties: true,
  vatRemindersSilent: true,
};

const DEFAULT_ALARMS: AlarmConfig = {
  api5xxPerFiveMinutes: 5,
  functionFailuresPerFiveMinutes: 1,
  hmrcErrorsPerFifteenMinutes: 3,
};

// An accountant's office behind one address signs a dozen people in a morning; a password
// sprayer sends hundreds a minute. The wider rule only stops floods of the signed-in routes.
const DEFAULT_WAF: WafConfig = { signInRequestsPerFiveMinutes: 100, userApiRequestsPerFiveMinutes: 2000 };

function hmrc(stage: StageName, hosts: { apiBaseUrl: string; authoriseOrigin: string }): HmrcConfig {
  return {
    ...hosts,
    clientSecretName: `bookkeeper/${stage}/hmrc-client`,
    tokenKeySecretName: `bookkeeper/${stage}/hmrc-token-key`,
  };
}

/** The built-in configuration of each stage (placeholders for domains; override with context). */
export const STAGES: Readonly<Record<StageName, StageConfig>> = {
  dev: {
    stage: 'dev',
    region: 'eu-west-2',
    mailDomain: 'dev.mail.bookkeeper.example.com',
    sesSandbox: true,
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.TWO_WEEKS,
    accessLogDays: 30,
    noncurrentFileDays: 30,
    logLevel: 'DEBUG',
    sessionIdleMinutes: 60,
    features: DEFAULT_FEATURES,
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    apiFunction: { memoryMb: 1024, timeoutSeconds: 25 },
    jobFunction: { memoryMb: 1024, timeoutSeconds: 300 },
    hmrc: hmrc('dev', HMRC_SANDBOX),
    botCheck: { provider: 'none' },
    places: { provider: 'local' },
    assistant: {},
    alarms: DEFAULT_ALARMS,
    waf: DEFAULT_WAF,
    backup: false,
  },
  staging: {
    stage: 'staging',
    region: 'eu-west-2',
    mailDomain: 'staging.mail.bookkeeper.example.com',
    sesSandbox: true,
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: RetentionDays.THREE_MONTHS,
    accessLogDays: 90,
    noncurrentFileDays: 30,
    logLevel: 'INFO',
    sessionIdleMinutes: 60,
    features: DEFAULT_FEATURES,
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    apiFunction: { memoryMb: 1024, timeoutSeconds: 25 },
    jobFunction: { memoryMb: 1024, timeoutSeconds: 300 },
    hmrc: hmrc('staging', HMRC_SANDBOX),
    botCheck: { provider: 'none' },
    places: { provider: 'local' },
    assistant: {},
    alarms: DEFAULT_ALARMS,
    waf: DEFAULT_WAF,
    backup: false,
  },
  prod: {
    stage: 'prod',
    region: 'eu-west-2',
    mailDomain: 'mail.bookkeeper.example.com',
    sesSandbox: false,
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: RetentionDays.ONE_YEAR,
    accessLogDays: 365,
    noncurrentFileDays: 30,
    logLevel: 'INFO',
    sessionIdleMinutes: 60,
    features: { ...DEFAULT_FEATURES, vatRemindersSilent: false },
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    apiFunction: { memoryMb: 1024, timeoutSeconds: 25 },
    jobFunction: { memoryMb: 1024, timeoutSeconds: 300 },
    hmrc: hmrc('prod', HMRC_PRODUCTION),
    botCheck: { provider: 'none' },
    places: { provider: 'local' },
    assistant: {},
    alarms: DEFAULT_ALARMS,
    waf: DEFAULT_WAF,
    backup: true,
  },
};
