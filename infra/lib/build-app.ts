import { Tags, type App } from 'aws-cdk-lib';
import { BookkeeperStack, type BookkeeperStackProps } from './bookkeeper-stack';
import { EDGE_REGION, EdgeStack } from './edge-stack';
import { applyNag } from './nag';
import { stageConfig, type StageOverrides } from './stage-config';

/** Options of {@link buildApp} beyond what CDK context says. */
export interface BuildAppOptions extends Pick<BookkeeperStackProps, 'functionsDir' | 'webDistDir' | 'schedules'> {
  /** Register cdk-nag so synthesis fails on unacknowledged findings. @default true */
  readonly nag?: boolean;
}

function contextString(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Add the stage's stack to a CDK app. The stage comes from context `stage` (`-c stage=prod`,
 * default `dev`); `mailDomain`, `appDomain`, `certificateArn`, `botCheckProvider`, `botCheckSiteKey`,
 * `botCheckSecretName`, `placesProvider` and `placesApiKeySecretName` may override its defaults;
 * `hmrcVendorPublicIp` is required.
 * Used by `infra/bin/app.ts` and by the infra tests, so both build the same thing.
 * @example const stack = buildApp(new App({ context: { stage: 'prod' } }))
 */
export function buildApp(app: App, options: BuildAppOptions = {}): BookkeeperStack {
  const overrides: StageOverrides = {
    mailDomain: contextString(app, 'mailDomain'),
    appDomain: contextString(app, 'appDomain'),
    certificateArn: contextString(app, 'certificateArn'),
    botCheckProvider: contextString(app, 'botCheckProvider'),
    botCheckSiteKey: contextString(app, 'botCheckSiteKey'),
    botCheckSecretName: contextString(app, 'botCheckSecretName'),
    placesProvider: contextString(app, 'placesProvider'),
    placesApiKeySecretName: contextString(app, 'placesApiKeySecretName'),
    hmrcVendorPublicIp: contextString(app, 'hmrcVendorPublicIp'),
    alarmEmail: contextString(app, 'alarmEmail'),
    assistantBedrockModelId: contextString(app, 'assistantBedrockModelId'),
  };
  const config = stageConfig(contextString(app, 'stage') ?? 'dev', overrides);
  // Without it every HMRC call would go out with empty Gov-Vendor-* headers, against the law (SI 2019/360).
  if (!config.hmrc.vendorPublicIp)
    throw new Error(
      `Stage ${config.stage} needs its public (NAT / egress) IP address for HMRC's fraud prevention headers: -c hmrcVendorPublicIp=<address>`,
    );
  // Account from the CLI's credentials when deploying; without credentials the stacks stay account-agnostic.
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  // CloudFront takes its web ACL from us-east-1 only; the main stack reads the ACL's ARN across
  // regions (decision 0052), so `cdk deploy --all` deploys this one first.
  const edge = new EdgeStack(app, `Bookkeeper-${config.stage}-edge`, {
    config,
    env: { account, region: EDGE_REGION },
    crossRegionReferences: true,
    description: `Bookkeeper ${config.stage}: the CloudFront web ACL (WAF), which must live in ${EDGE_REGION}`,
  });
  const stack = new BookkeeperStack(app, `Bookkeeper-${config.stage}`, {
    config,
    env: { account, region: config.region },
    crossRegionReferences: true,
    edge,
    description: `Bookkeeper ${config.stage}: data, files, mail, API, web and schedules`,
    functionsDir: options.functionsDir,
    webDistDir: options.webDistDir,
    schedules: options.schedules,
  });
  for (const s of [edge, stack]) {
    Tags.of(s).add('app', 'bookkeeper');
    Tags.of(s).add('stage', config.stage);
  }
  if (options.nag ?? true) applyNag(app);
  return stack;
}
