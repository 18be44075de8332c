import vm from 'node:vm';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { ROUTE_GROUPS } from '@bk/contract';
import { buildContentSecurityPolicy } from '@bk/platform';
import { describe, expect, it } from 'vitest';
import { SPA_FUNCTION_SOURCE } from '../../infra/lib/site/spa-function';
import { cfnText, fakeWebDist, onlyResource, resourcesOfType, synthStage, type Json } from './helpers';

const dev = synthStage('dev').template;
const prod = synthStage('prod').template;

type Behavior = Record<string, Json>;
function distribution(template: typeof dev) {
  return onlyResource(template, 'AWS::CloudFront::Distribution')[1].Properties?.DistributionConfig as Record<
    string,
    Json
  >;
}
function behavior(template: typeof dev, pattern: string): Behavior {
  const found = (distribution(template).CacheBehaviors as Behavior[]).find((b) => b.PathPattern === pattern);
  if (!found) throw new Error(`No behaviour ${pattern}`);
  return found;
}
function origin(template: typeof dev, id: string): Record<string, Json> {
  return (distribution(template).Origins as Record<string, Json>[]).find((o) => o.Id === id) ?? {};
}
function csp(template: typeof dev): Map<string, string[]> {
  const [, policy] = onlyResource(template, 'AWS::CloudFront::ResponseHeadersPolicy');
  const text = cfnText(
    policy.Properties?.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
  );
  return new Map(
    text
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** The CloudFront Function, run in Node on a viewer-request event. */
// Run in a fresh context with no Node globals, as CloudFront Functions have none.
interface ViewerResult {
  readonly uri?: string;
  readonly statusCode?: number;
  readonly headers?: Record<string, { value: string }>;
}
const spa = vm.runInNewContext(`${SPA_FUNCTION_SOURCE}; handler`) as (event: unknown) => ViewerResult;
const request = (uri: string, querystring: Record<string, { value: string }> = {}) =>
  spa({ request: { uri, querystring, headers: {} } });

describe('web: CloudFront behaviours', () => {
  it('serves /app/* from the private bucket through Origin Access Control, with the SPA function', () => {
    // WHY: the bucket stays private (only this distribution may read it), and deep links such as
    // /app/invoices/42 must load the SPA instead of S3's 403.
    const app = behavior(dev, '/app/*');
    const s3 = origin(dev, app.TargetOriginId);
    expect(cfnText(s3.DomainName)).toMatch(/^<WebBucket\w+\.RegionalDomainName>$/);
    expect(s3.OriginAccessControlId).toBeDefined();
    expect(s3.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(app.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(app.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
  });

  it('passes /api/* to the HTTP API uncached, with every method and the viewer headers but Host', () => {
    // WHY: API answers are per user (caching would leak them), PATCH/DELETE must reach the API,
    // the bearer token must arrive, and Host must stay the execute-api host for API Gateway.
    const api = behavior(dev, '/api/*');
    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect([...api.AllowedMethods].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const target = origin(dev, api.TargetOriginId);
    expect(cfnText(target.DomainName)).toMatch(/^select\(2, split\(\/, <GatewayHttpApi\w+\.ApiEndpoint>\)\)$/);
    expect(target.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('adds a value only CloudFront and the API functions know, which the functions require', () => {
    // WHY: the execute-api address is public; without this header anyone could call the API
    // directly with a forged CloudFront-Viewer-Address (per-address limits, HMRC's client IP).
    const target = origin(dev, behavior(dev, '/api/*').TargetOriginId);
    const [secretId] = Object.keys(resourcesOfType(dev, 'AWS::SecretsManager::Secret')).filter((id) =>
      id.startsWith('OriginVerify'),
    );
    expect(secretId).toBeDefined();
    expect(target.OriginCustomHeaders).toHaveLength(1);
    const header = (target.OriginCustomHeaders as Json[])[0];
    expect(header.HeaderName).toBe('X-Origin-Verify');
    expect(cfnText(header.HeaderValue)).toBe(`{{resolve:secretsmanager:<${secretId}>:SecretString:::}}`);
    const functions = Object.values(resourcesOfType(dev, 'AWS::Lambda::Function')).filter((f) =>
      /^bookkeeper-dev-/.test(cfnText(f.Properties?.FunctionName)),
    );
    const api = functions.filter((f) => !cfnText(f.Properties?.FunctionName).startsWith('bookkeeper-dev-job-'));
    expect(api.map((f) => cfnText(f.Properties?.FunctionName)).sort()).toEqual(
      ROUTE_GROUPS.map((g) => `bookkeeper-dev-${g}`).sort(),
    );
    for (const fn of api)
      expect(cfnText(fn.Properties?.Environment.Variables.ORIGIN_VERIFY_SECRET_NAME)).toBe(`<${secretId}>`);
    // Each API function may read it; the value is nowhere in the template.
    const policies = JSON.stringify(resourcesOfType(dev, 'AWS::IAM::Policy'));
    expect(policies.match(new RegExp(`"Ref":"${secretId}"`, 'g'))?.length).toBeGreaterThanOrEqual(ROUTE_GROUPS.length);
  });

  it('logs requests to the access-log bucket', () => {
    // WHY: CloudFront logs are the only record of requests that never reach the API (cdk-nag CFR3).
    expect(cfnText(distribution(dev).Logging.Bucket)).toMatch(/^<AccessLogsBucket\w+\.RegionalDomainName>$/);
  });
});

describe('web: SPA routing function', () => {
  it('redirects / and /app to /app/, keeping the query string', () => {
    // WHY: HMRC sends users back with ?code=...; losing it on the redirect breaks the HMRC link.
    expect(request('/')).toMatchObject({ statusCode: 302, headers: { location: { value: '/app/' } } });
    expect(request('/app', { code: { value: 'abc' } })).toMatchObject({
      statusCode: 302,
      headers: { location: { value: '/app/?code=abc' } },
    });
  });

  it('serves index.html for client-side routes and passes files through', () => {
    // WHY: a reload on /app/transactions must load the app; hashed assets and version.json must
    // still be served as themselves (a wrong rewrite would return HTML for JavaScript).
    expect(request('/app/transactions').uri).toBe('/app/index.html');
    expect(request('/app/invoice/42/edit').uri).toBe('/app/index.html');
    expect(request('/app/').uri).toBe('/app/index.html');
    expect(request('/app/assets/index-abc123.js').uri).toBe('/app/assets/index-abc123.js');
    expect(request('/app/version.json').uri).toBe('/app/version.json');
  });

  it('is the code deployed to CloudFront', () => {
    // WHY: the behaviour tested above is only worth something if it is the deployed source.
    const [, fn] = onlyResource(dev, 'AWS::CloudFront::Function');
    expect(fn.Properties?.FunctionCode).toBe(SPA_FUNCTION_SOURCE);
    expect(fn.Properties?.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
  });
});

describe('web: security headers', () => {
  it('sends HSTS, nosniff, frame DENY and a strict referrer policy on every behaviour', () => {
    // WHY: the app holds financial data; it must never load over HTTP, be MIME-sniffed, be framed
    // (clickjacking) or leak paths to other sites.
    const [policyId, policy] = onlyResource(dev, 'AWS::CloudFront::ResponseHeadersPolicy');
    const headers = policy.Properties?.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    const config = distribution(dev);
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('sends a strict Content Security Policy', () => {
    // WHY: scripts only from our origin (no inline, no eval) is the main defence against XSS
    // stealing the bearer token; the app may not be framed; forms post only to us and HMRC.
    const policy = csp(dev);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect([...policy.values()].flat().filter((v) => v === '*' || v === 'https:')).toEqual([]);
  });

  it('allows the files bucket for presigned uploads and downloads, and nothing else remote', () => {
    // WHY: the browser POSTs files to S3 and shows them from presigned URLs (ARCHITECTURE "Data").
    const filesHost = 'https://bookkeeper-dev-files-<AWS::AccountId>-eu-west-2.s3.eu-west-2.<AWS::URLSuffix>';
    const policy = csp(dev);
    expect(policy.get('connect-src')).toEqual(["'self'", filesHost]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', filesHost]);
  });

  it("lets forms go to the stage's HMRC authorisation host: sandbox outside prod, live in prod", () => {
    // WHY: linking HMRC sends the user to HMRC's /oauth/authorize; the wrong host breaks the link.
    expect(csp(dev).get('form-action')).toEqual(["'self'", 'https://test-www.tax.service.gov.uk']);
    expect(csp(prod).get('form-action')).toEqual(["'self'", 'https://www.tax.service.gov.uk']);
  });

  it('builds the policy from its sources alone', () => {
    // WHY: the CSP builder is pure, so its output for given sources is fixed text.
    expect(buildContentSecurityPolicy({ filesOrigin: 'https://f', hmrcAuthoriseOrigin: 'https://h' })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://f; " +
        "font-src 'self'; connect-src 'self' https://f; frame-src 'self' blob:; object-src 'none'; " +
        "frame-ancestors 'none'; base-uri 'self'; form-action 'self' https://h",
    );
  });
});

describe('web: content deployment', () => {
  it('deploys nothing when there is no web build, so synth works on a clean clone', () => {
    // WHY: `npm run synth` must pass before `npm run build:web` has ever run.
    expect(Object.keys(resourcesOfType(dev, 'Custom::CDKBucketDeployment'))).toEqual([]);
  });

  it('uploads a web build under app/, index files with no-cache and an invalidation of /app/*', () => {
    // WHY: the SPA lives under /app/ (SPEC); a stale index.html would load assets of the previous
    // release, so it is never cached and CloudFront is invalidated on every deployment.
    const { template } = synthStage('dev', { webDistDir: fakeWebDist() });
    const deployments = Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment')).map(
      (d) => d.Properties ?? {},
    );
    expect(deployments.map((d) => d.DestinationBucketKeyPrefix as string).sort()).toEqual(['app/', 'app/assets/']);
    const entry = deployments.find((d) => d.DestinationBucketKeyPrefix === 'app/') ?? {};
    expect(entry.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(entry.DistributionPaths).toEqual(['/app/*']);
  });
});
