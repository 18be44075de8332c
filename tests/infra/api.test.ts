import { API_PREFIXES, API_ROUTES, ROUTE_GROUPS, ROUTE_LIST } from '@bk/contract';
import { apiRouteBindings, apiRouteKeys, SCHEDULES } from '@bk/platform';
import { describe, expect, it } from 'vitest';
import { INVOKED_JOBS } from '../../infra/lib/access';
import { appFunctions, cfnText, onlyResource, resourcesOfType, synthStage } from './helpers';

const { template } = synthStage('dev');
const routes = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route'));

describe('api: routes come from the contract', () => {
  it('apiRouteKeys() is every non-static contract route under both prefixes, plus the two catch-alls', () => {
    // WHY: SPEC §7 says every call answers under /api and /api/v1; unknown paths must reach our
    // own JSON 404. The expectation is written from the contract here, not from infra code.
    const expected = API_PREFIXES.flatMap((prefix) => API_ROUTES.map((r) => `${r.method} ${prefix}${r.path}`));
    expected.push('ANY /api/{proxy+}', 'ANY /api/v1/{proxy+}');
    expect([...apiRouteKeys()].sort()).toEqual(expected.sort());
    expect(new Set(apiRouteKeys()).size).toBe(apiRouteKeys().length);
  });

  it('leaves static contract routes (version.json) to CloudFront and S3', () => {
    // WHY: version.json is a file of the web build; a Lambda route for it would shadow the file.
    const statics = ROUTE_LIST.filter((r) => r.static);
    expect(statics.length).toBeGreaterThan(0);
    for (const r of statics) expect(apiRouteKeys().some((k) => k.endsWith(r.path))).toBe(false);
  });

  it('deploys exactly the route keys of apiRouteKeys(): CDK routes == contract', () => {
    // WHY: a route missing in AWS is a 404 in production only; an extra one is an unreviewed door.
    const deployed = routes.map((r) => r.Properties?.RouteKey as string);
    expect(deployed.sort()).toEqual([...apiRouteKeys()].sort());
  });

  it('sends each route to the function of its route group', () => {
    // WHY: a route wired to the wrong group's Lambda answers 404 from that Lambda's router.
    const fnNameById = new Map(
      Object.entries(appFunctions(template)).map(([id, r]) => [id, r.Properties?.FunctionName]),
    );
    const integrations = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration');
    const groupOfKey = new Map(apiRouteBindings().map((b) => [b.routeKey, b.group]));
    for (const route of routes) {
      const integrationId = cfnText(route.Properties?.Target).replace(/^integrations\/<(.+)>$/, '$1');
      const uri = integrations[integrationId]?.Properties?.IntegrationUri as { 'Fn::GetAtt': [string, string] };
      const fnName = fnNameById.get(uri['Fn::GetAtt'][0]);
      expect(fnName, route.Properties?.RouteKey).toBe(`bookkeeper-dev-${groupOfKey.get(route.Properties?.RouteKey)}`);
    }
  });

  it('stays within the HTTP API route quota and the CloudFormation resource limit', () => {
    // WHY: HTTP APIs allow 300 routes by default and a stack 500 resources; a growing contract must
    // fail here, not in a deployment (see docs/decisions/0003-infra-stacks.md).
    expect(routes.length).toBeLessThanOrEqual(300);
    expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(450);
    // One invoke permission per function, not one per route.
    expect(Object.keys(resourcesOfType(template, 'AWS::Lambda::Permission')).length).toBeLessThanOrEqual(
      ROUTE_GROUPS.length + 5,
    );
  });
});

describe('api: functions', () => {
  it('has one function per route group, named after it', () => {
    // WHY: the design is one Lambda per route group (DESIGN-CARD), each built from functions/<group>/.
    const names = Object.values(appFunctions(template)).map((r) => r.Properties?.FunctionName as string);
    const api = names.filter((n) => !n.startsWith('bookkeeper-dev-job-'));
    expect(api.sort()).toEqual(ROUTE_GROUPS.map((g) => `bookkeeper-dev-${g}`).sort());
  });

  it('runs every function of ours on Node.js 22, arm64, ESM (index.mjs via index.handler)', () => {
    // WHY: the code is built and tested for Node 22 (STACK-NOTES); arm64 is cheaper per ms.
    const fns = Object.values(appFunctions(template));
    expect(fns.length).toBe(ROUTE_GROUPS.length + SCHEDULES.length + INVOKED_JOBS.length);
    for (const fn of fns) {
      expect(fn.Properties?.Runtime).toBe('nodejs22.x');
      expect(fn.Properties?.Architectures).toEqual(['arm64']);
      expect(fn.Properties?.Handler).toBe('index.handler');
    }
  });

  it('never deploys the local-only endpoint variables', () => {
    // WHY: DYNAMODB_ENDPOINT / S3_ENDPOINT / SES_ENDPOINT point at the local stand-ins; set in AWS
    // they would send real data nowhere (functions/shared/config.ts).
    for (const fn of Object.values(appFunctions(template))) {
      const env = Object.keys(fn.Properties?.Environment.Variables ?? {});
      expect(env.filter((k) => k.endsWith('_ENDPOINT'))).toEqual([]);
    }
  });

  it('throttles the default stage and writes access logs to a log group', () => {
    // WHY: a runaway client must not exhaust Lambda concurrency; access logs are the audit trail of
    // who called what (cdk-nag APIG1).
    const [, stage] = onlyResource(template, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties?.StageName).toBe('$default');
    expect(stage.Properties?.AutoDeploy).toBe(true);
    expect(stage.Properties?.DefaultRouteSettings).toEqual({ ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 });
    const logGroupId = (stage.Properties?.AccessLogSettings.DestinationArn as { 'Fn::GetAtt': [string] })[
      'Fn::GetAtt'
    ][0];
    expect(resourcesOfType(template, 'AWS::Logs::LogGroup')[logGroupId]).toBeDefined();
    expect(JSON.parse(stage.Properties?.AccessLogSettings.Format as string)).toMatchObject({
      requestId: '$context.requestId',
    });
  });
});
