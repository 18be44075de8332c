import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { API_PREFIXES } from '@bk/contract';
import { MESSAGES } from '@bk/domain';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

/** CloudFront reads web ACLs (and certificates) only from this region. */
export const EDGE_REGION = 'us-east-1';

/**
 * The public routes that take a password, an e-mail address or a one-time token, as contract
 * paths. Prefixes: `/user/forgotten` covers its `reset` and `reset/check`.
 */
export const SIGN_IN_ROUTES = [
  '/user/login',
  '/user/admin-login',
  '/user/register',
  '/user/verify-email',
  '/user/forgotten',
] as const;

/** The same under every prefix CloudFront passes to the API (`/api` and `/api/v1`, SPEC §7). */
export const SIGN_IN_PATHS: readonly string[] = API_PREFIXES.flatMap((prefix) =>
  SIGN_IN_ROUTES.map((route) => `${prefix}${route}`),
);

/** Prefixes of the wider rate-based rule: every route of the `user` path, signed in or not. */
export const USER_API_PATHS: readonly string[] = API_PREFIXES.map((prefix) => `${prefix}/user/`);

/**
 * The AWS managed rule groups, in evaluation order. The Common rule set's `SizeRestrictions_BODY`
 * blocks bodies over 8 KB, but the API legitimately takes up to 5 MB (the business logo as
 * base64, `maxBodyBytes` in packages/contract/src/routes.ts) and 4 MB CSV imports, and each route
 * already refuses bodies over its own limit: that one rule only counts.
 */
export const MANAGED_RULE_GROUPS = [
  { name: 'AWSManagedRulesAmazonIpReputationList', countOnly: [] },
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: [] },
] as const;

/** Props of {@link EdgeStack}. */
export interface EdgeStackProps extends StackProps {
  readonly config: StageConfig;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

// Decoded and normalised first, so `%6cogin` or `//user/login` cannot step around the rule;
// lower case, since a path API Gateway would not route costs nothing to count.
const startsWith = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path.toLowerCase(),
    textTransformations: [
      { priority: 0, type: 'URL_DECODE' },
      { priority: 1, type: 'NORMALIZE_PATH' },
      { priority: 2, type: 'LOWERCASE' },
    ],
  },
});

const anyOf = (paths: readonly string[]): CfnWebACL.StatementProperty =>
  paths.length === 1 ? startsWith(paths[0] ?? '') : { orStatement: { statements: paths.map(startsWith) } };

/**
 * What of a stage must live in us-east-1: the CloudFront-scoped web ACL (docs/decisions/0052).
 * The main stack reads its ARN through a cross-region reference (`Fn::GetStackOutput`, weak
 * references per cdk.json), so CDK deploys this stack first.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  /** The web ACL's ARN, the distribution's `webAclId`. */
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const prefix = `bookkeeper-${config.stage}`;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${prefix}-web`,
      description: `Bookkeeper ${config.stage}: managed rule sets and per-IP rate limits in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${prefix}-web`),
      // The app's own words for a rate limit, in SPEC §8's error shape, so the sign-in form shows it.
      customResponseBodies: {
        rateLimited: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: MESSAGES.rateLimited }) },
      },
      rules: [
        ...rateRules(config),
        ...MANAGED_RULE_GROUPS.map((group, i): CfnWebACL.RuleProperty => ({
          name: group.name,
          priority: 10 + i,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: group.name,
              ...(group.countOnly.length
                ? { ruleActionOverrides: group.countOnly.map((name) => ({ name, actionToUse: { count: {} } })) }
                : {}),
            },
          },
          visibilityConfig: visibility(`${prefix}-${group.name}`),
        })),
      ],
    });
    this.webAclArn = this.webAcl.attrArn;
    this.addLogging(prefix, config);
  }

  /** Full request logs, without the headers that carry a session (bearer token or cookie). */
  private addLogging(prefix: string, config: StageConfig): void {
    // WAF only delivers to log groups named `aws-waf-logs-…`, and wants the ARN without `:*`.
    const logGroupName = `aws-waf-logs-${prefix}`;
    new LogGroup(this, 'Logs', {
      logGroupName,
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    const logGroupArn = this.formatArn({
      service: 'logs',
      resource: 'log-group',
      resourceName: logGroupName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    const logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [logGroupArn],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
    });
    logging.node.addDependency(this.node.findChild('Logs'));
  }
}

function rateRules(config: StageConfig): CfnWebACL.RuleProperty[] {
  const block: CfnWebACL.RuleActionProperty = {
    block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rateLimited' } },
  };
  const prefix = `bookkeeper-${config.stage}`;
  return [
    {
      name: 'SignInPerIp',
      priority: 1,
      action: block,
      statement: {
        rateBasedStatement: {
          limit: config.waf.signInRequestsPerFiveMinutes,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: anyOf(SIGN_IN_PATHS),
        },
      },
      visibilityConfig: visibility(`${prefix}-SignInPerIp`),
    },
    {
      name: 'UserApiPerIp',
      priority: 2,
      action: block,
      statement: {
        rateBasedStatement: {
          limit: config.waf.userApiRequestsPerFiveMinutes,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: anyOf(USER_API_PATHS),
        },
      },
      visibilityConfig: visibility(`${prefix}-UserApiPerIp`),
    },
  ];
}
