import fs from 'node:fs';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SCHEDULES, type ScheduleDef } from '@bk/platform';
import { AccessLogs } from './constructs/access-logs';
import { Alarms } from './constructs/alarms';
import { Backup } from './constructs/backup';
import type { AppFunction } from './constructs/app-function';
import { ApiFunctions } from './constructs/api-functions';
import { DataTable } from './constructs/data-table';
import { FilesBucket } from './constructs/files-bucket';
import type { AccessTargets } from './constructs/grants';
import { HttpApiGateway } from './constructs/http-api';
import { Jobs } from './constructs/jobs';
import { Mail } from './constructs/mail';
import { OriginVerify } from './constructs/origin-verify';
import { Schedules } from './constructs/schedules';
import { Web } from './constructs/web';
import { WebContent } from './constructs/web-content';
import { functionEnvironment } from './function-environment';
import { HmrcTokens } from './constructs/hmrc-tokens';
import { TotpSecrets } from './constructs/totp-secrets';
import type { EdgeStack } from './edge-stack';
import { FUNCTIONS_DIR, WEB_DIST_DIR } from './paths';
import type { StageConfig } from './stage-config';
import { checkWebBuild } from './site/check-web-build';

/** Props of {@link BookkeeperStack}. */
export interface BookkeeperStackProps extends StackProps {
  readonly config: StageConfig;
  /** Folder of the Lambda entry points. @default `functions/` of this repository */
  readonly functionsDir?: string;
  /** The web build to deploy; `null` deploys none. @default `web/dist` when it exists */
  readonly webDistDir?: string | null;
  /** The schedules to deploy. @default `SCHEDULES` from `@bk/platform` */
  readonly schedules?: readonly ScheduleDef[];
  /** The stage's us-east-1 stack holding the CloudFront web ACL (buildApp always makes one). */
  readonly edge?: EdgeStack;
}

/**
 * Everything one stage runs, as one stack of constructs by concern (docs/decisions/0003):
 * data, files, mail, API, web, schedules and invoked jobs. Stack name `Bookkeeper-<stage>`.
 */
export class BookkeeperStack extends Stack {
  readonly data: DataTable;
  readonly files: FilesBucket;
  readonly mail: Mail;
  readonly api: ApiFunctions;
  readonly web: Web;
  readonly schedules: Schedules;
  readonly jobs: Jobs;
  readonly alarms: Alarms;
  readonly totpSecrets: TotpSecrets;
  readonly backup?: Backup;
  readonly edge?: EdgeStack;

  constructor(scope: Construct, id: string, props: BookkeeperStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.edge = props.edge;
    const functionsDir = props.functionsDir ?? FUNCTIONS_DIR;
    const webDistDir =
      props.webDistDir === undefined ? (fs.existsSync(WEB_DIST_DIR) ? WEB_DIST_DIR : null) : props.webDistDir;

    const accessLogs = new AccessLogs(this, 'AccessLogs', { config });
    this.data = new DataTable(this, 'Data', { config });
    this.files = new FilesBucket(this, 'Files', { config, accessLogs: accessLogs.bucket });
    this.mail = new Mail(this, 'Mail', { config });
    const gateway = new HttpApiGateway(this, 'Gateway', { config });
    const originVerify = new OriginVerify(this, 'OriginVerify', { config });
    this.web = new Web(this, 'Web', {
      config,
      apiOriginDomain: gateway.originDomain,
      originVerifyValue: originVerify.headerValue,
      filesOrigin: this.files.origin,
      filesBucket: this.files.bucket,
      accessLogs: accessLogs.bucket,
      ...(props.edge ? { webAclArn: props.edge.webAclArn } : {}),
    });
    this.files.allowBrowserOrigin(this.web.appOrigin);
    if (webDistDir) {
      checkWebBuild(webDistDir, config.stage, config.botCheck);
      new WebContent(this, 'WebContent', {
        sourceDir: webDistDir,
        bucket: this.web.bucket,
        distribution: this.web.distribution,
      });
    }

    const environment = functionEnvironment(config, {
      tableName: this.data.table.tableName,
      filesBucketName: this.files.bucket.bucketName,
      mailFrom: this.mail.fromAddress,
      mailConfigurationSet: this.mail.configurationSet.configurationSetName,
      appUrl: this.web.appUrl,
    });
    const targets: AccessTargets = {
      data: this.data,
      files: this.files,
      mail: this.mail,
      sesSandbox: config.sesSandbox,
    };
    this.api = new ApiFunctions(this, 'Api', {
      config,
      httpApi: gateway.httpApi,
      environment: { ...environment, ORIGIN_VERIFY_SECRET_NAME: originVerify.secret.secretArn },
      targets,
      functionsDir,
    });
    for (const fn of Object.values(this.api.functions)) originVerify.grantTo(fn.role);
    // Only the hmrc function and the VAT reminders job (it reads each business's open obligations)
    // hold HMRC tokens and the OAuth client secret (docs/hmrc.md).
    const hmrcTokens = new HmrcTokens(this, 'Hmrc', { config });
    hmrcTokens.grantTo(this.api.functions.hmrc.role);
    // Sign-in checks and 2FA set-up live in the user function alone (functions/user).
    this.totpSecrets = new TotpSecrets(this, 'Totp', { config });
    this.totpSecrets.grantTo(this.api.functions.user.role);
    this.schedules = new Schedules(this, 'Schedules', {
      config,
      schedules: props.schedules ?? SCHEDULES,
      environment,
      targets,
      functionsDir,
    });
    const reminders = this.schedules.functions['vat-reminders'];
    if (reminders) hmrcTokens.grantTo(reminders.role);

    this.jobs = new Jobs(this, 'Jobs', {
      config,
      environment,
      targets,
      functionsDir,
      apiFunctions: this.api.functions,
    });

    const allFunctions: AppFunction[] = [
      ...Object.values(this.api.functions),
      ...Object.values(this.schedules.functions),
      ...Object.values(this.jobs.functions),
    ];
    this.alarms = new Alarms(this, 'Alarms', {
      config,
      httpApi: gateway.httpApi,
      functions: Object.fromEntries(allFunctions.map((fn) => [fn.functionName, fn])),
      jobFailures: this.jobs.failures,
    });
    if (config.backup) {
      this.backup = new Backup(this, 'Backup', { config, table: this.data.table, bucket: this.files.bucket });
    }

    new CfnOutput(this, 'AppUrl', { value: this.web.appUrl, description: 'Open the app here' });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.files.bucket.bucketName });
    new CfnOutput(this, 'WebBucketName', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    new CfnOutput(this, 'JobFailuresQueueUrl', { value: this.jobs.failures.queueUrl });
  }
}
