import { API_PREFIXES, routes } from '@bk/contract';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES } from '../../packages/contract/src/define';
import { EDGE_REGION, MANAGED_RULE_GROUPS, SIGN_IN_PATHS, USER_API_PATHS } from '../../infra/lib/edge-stack';
import { stageConfig } from '../../infra/lib/stage-config';
import { onlyResource, synthStage, type Json } from './helpers';

const { stack, template } = synthStage('prod');
const edge = stack.edge;
if (!edge) throw new Error('buildApp makes an edge stack for every stage');
const edgeTemplate = Template.fromStack(edge);
const [, acl] = onlyResource(edgeTemplate, 'AWS::WAFv2::WebACL');
const rules = acl.Properties?.Rules as Json[];
const rule = (name: string): Json => rules.find((r) => r.Name === name);

describe('WAF in front of CloudFront (decision 0052)', () => {
  it('puts a CLOUDFRONT-scoped web ACL in us-east-1 and attaches it to the distribution', () => {
    // WHY: CloudFront only takes web ACLs from us-east-1; a regional ACL cannot be attached at all.
    expect(edge.region).toBe(EDGE_REGION);
    expect(acl.Properties?.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties?.DefaultAction).toEqual({ Allow: {} });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetStackOutput': Match.objectLike({ StackName: edge.stackName, Region: EDGE_REGION }) },
      }),
    });
    expect(stack.dependencies).toContain(edge);
  });

  it('runs the AWS managed Common, Known bad inputs and IP reputation rule sets', () => {
    // WHY: the baseline; each group blocks (overrideAction none), not merely counts.
    for (const name of [
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesAmazonIpReputationList',
    ]) {
      expect(rule(name)?.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: name });
      expect(rule(name)?.OverrideAction).toEqual({ None: {} });
    }
  });

  it('only counts the Common set’s 8 KB body rule, because API bodies are larger by design', () => {
    // WHY: the logo (base64) and CSV imports are megabytes (maxBodyBytes in the contract);
    // blocking bodies over 8 KB would break them, and every route limits its own body size.
    const largest = Math.max(...Object.values(routes).map((r) => ('maxBodyBytes' in r ? Number(r.maxBodyBytes) : 0)));
    expect(Math.max(largest, DEFAULT_MAX_BODY_BYTES)).toBeGreaterThan(8 * 1024);
    const common = rule('AWSManagedRulesCommonRuleSet')?.Statement.ManagedRuleGroupStatement;
    expect(common.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    expect(MANAGED_RULE_GROUPS.flatMap((g) => g.countOnly)).toEqual(['SizeRestrictions_BODY']);
  });

  it('rate-limits sign-in, registration and forgotten password per IP, and all of /api/user/ more loosely', () => {
    // WHY: password spraying and sign-up floods come from few addresses; the API's own limits
    // cost a Lambda and a DynamoDB write per attempt, the edge's cost nothing.
    const waf = stageConfig('prod').waf;
    const signIn = rule('SignInPerIp');
    expect(signIn.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429 });
    expect(signIn.Statement.RateBasedStatement).toMatchObject({
      Limit: waf.signInRequestsPerFiveMinutes,
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 300,
    });
    const scopeDown = signIn.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements as Json[];
    const paths = scopeDown.map((s): string => String(s.ByteMatchStatement.SearchString));
    expect(paths).toEqual([...SIGN_IN_PATHS]);
    const user = rule('UserApiPerIp').Statement.RateBasedStatement;
    expect(user).toMatchObject({ Limit: waf.userApiRequestsPerFiveMinutes, AggregateKeyType: 'IP' });
    const userPaths = (user.ScopeDownStatement.OrStatement.Statements as Json[]).map((s): string =>
      String(s.ByteMatchStatement.SearchString),
    );
    expect(userPaths).toEqual([...USER_API_PATHS]);
    expect(USER_API_PATHS).toEqual(['/api/user/', '/api/v1/user/']);
    // Decoded and normalised before matching, so an encoded or doubled path is counted too.
    const transformations = scopeDown[0].ByteMatchStatement.TextTransformations as Json[];
    expect(transformations.map((t): string => String(t.Type))).toEqual(['URL_DECODE', 'NORMALIZE_PATH', 'LOWERCASE']);
  });

  it('covers every public route of /user that takes credentials or a token', () => {
    // WHY: a new public sign-in route outside the list would have no edge rate limit.
    const publicUserRoutes = Object.values(routes).filter(
      (r) => r.access === 'public' && r.path.startsWith('/user/') && !r.path.startsWith('/user/business/'),
    );
    expect(publicUserRoutes.length).toBeGreaterThan(4);
    for (const r of publicUserRoutes) {
      for (const prefix of API_PREFIXES) {
        expect(
          SIGN_IN_PATHS.some((p) => `${prefix}${r.path}`.toLowerCase().startsWith(p)),
          `${prefix}${r.path}`,
        ).toBe(true);
      }
    }
  });

  it('logs requests without session headers, and keeps sampled requests and metrics on', () => {
    // WHY: an incident needs the blocked requests; the logs must not become a store of live sessions.
    for (const r of rules)
      expect(r.VisibilityConfig).toMatchObject({ SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true });
    expect(acl.Properties?.VisibilityConfig).toMatchObject({ SampledRequestsEnabled: true });
    edgeTemplate.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-bookkeeper-prod' });
    edgeTemplate.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }],
    });
  });

  it('passes cdk-nag in the edge stack, and the distribution no longer needs a WAF acknowledgement', () => {
    // WHY: nag.test.ts checks the main stack; the edge stack is deployed too.
    const report = new AwsSolutionsChecks().validateScope(edge);
    expect(
      report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} ${r.constructPath}`)),
    ).toEqual([]);
    const acks = stack.web.distribution.node.metadata.map((m) => JSON.stringify(m.data));
    expect(acks.some((a) => a.includes('AwsSolutions-CFR2'))).toBe(false);
  });
});
