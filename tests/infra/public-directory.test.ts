import { Annotations } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { PUBLIC_DIRECTORY_CACHE_SECONDS } from '@bk/platform';
import { describe, expect, it } from 'vitest';
import { cfnText, onlyResource, resourcesOfType, synthStage, type Json } from './helpers';

const { stack, template } = synthStage('dev');

type Behavior = Record<string, Json>;
const config = () =>
  onlyResource(template, 'AWS::CloudFront::Distribution')[1].Properties?.DistributionConfig as Record<string, Json>;
const behaviours = () => config().CacheBehaviors as Behavior[];
function behavior(pattern: string): Behavior {
  const found = behaviours().find((b) => b.PathPattern === pattern);
  if (!found) throw new Error(`No behaviour ${pattern}`);
  return found;
}
const originOf = (b: Behavior) =>
  (config().Origins as Record<string, Json>[]).find((o) => o.Id === b.TargetOriginId) ?? {};
const order = (pattern: string) => behaviours().findIndex((b) => b.PathPattern === pattern);
/** The resource a CloudFront policy id refers to (our own policies are `{ Ref }`s). */
function policyResource(id: Json, type: string): Record<string, Json> {
  const logicalId = cfnText(id).replace(/^<|>$/g, '');
  const found = resourcesOfType(template, type)[logicalId];
  if (!found) throw new Error(`No ${type} ${logicalId}`);
  return found.Properties as Record<string, Json>;
}

describe('public directory: CloudFront caching of public answers (decision 0062)', () => {
  it('caches the public directory routes for a minute, keyed by path and query string only', () => {
    // WHY: the issue asks that public answers be cacheable by CloudFront for a short time; a cookie
    // or Authorization header in the key would split the cache per visitor (or mix them up).
    for (const prefix of ['/api', '/api/v1']) {
      const b = behavior(`${prefix}/affiliate/public/*`);
      expect(b.CachePolicyId).not.toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
      expect([...b.AllowedMethods].sort()).toEqual(['GET', 'HEAD', 'OPTIONS']);
      const cache = policyResource(b.CachePolicyId, 'AWS::CloudFront::CachePolicy').CachePolicyConfig;
      expect(cache.DefaultTTL).toBe(PUBLIC_DIRECTORY_CACHE_SECONDS);
      expect(cache.MinTTL).toBe(0);
      expect(cache.MaxTTL).toBeLessThanOrEqual(300);
      const key = cache.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.QueryStringsConfig.QueryStringBehavior).toBe('all');
      expect(key.HeadersConfig.HeaderBehavior).toBe('none');
      expect(key.CookiesConfig.CookieBehavior).toBe('none');
      // Only the viewer's address goes to the API besides the query (its per-address rate limit).
      const forwarded = policyResource(
        b.OriginRequestPolicyId,
        'AWS::CloudFront::OriginRequestPolicy',
      ).OriginRequestPolicyConfig;
      expect(forwarded.HeadersConfig).toEqual({
        HeaderBehavior: 'whitelist',
        Headers: ['CloudFront-Viewer-Address'],
      });
      expect(forwarded.CookiesConfig.CookieBehavior).toBe('none');
      // Same origin as the rest of the API (with its X-Origin-Verify header).
      expect(b.TargetOriginId).toBe(behavior('/api/*').TargetOriginId);
    }
  });

  it('leaves the event beacon uncached with the viewer headers, and both ahead of /api/*', () => {
    // WHY: CloudFront takes the first matching behaviour. The beacon counts a visitor from its
    // address and user agent and ignores prefetches, so it must see them on every request.
    for (const prefix of ['/api', '/api/v1']) {
      const beacon = behavior(`${prefix}/affiliate/public/directory/*/event`);
      expect(beacon.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
      expect(beacon.OriginRequestPolicyId).toBe(
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      );
      expect(beacon.AllowedMethods).toContain('POST');
      expect(order(`${prefix}/affiliate/public/directory/*/event`)).toBeLessThan(order(`${prefix}/affiliate/public/*`));
      expect(order(`${prefix}/affiliate/public/*`)).toBeLessThan(order('/api/*'));
    }
  });
});

describe('public directory: logos from S3 through the CDN (decision 0062)', () => {
  it('serves /public/logos/* from the files bucket through Origin Access Control, long cached', () => {
    // WHY: logos are shown to anyone, but the files bucket holds every business's attachments: it
    // stays private and CloudFront signs its reads.
    const b = behavior('/public/logos/*');
    const s3 = originOf(b);
    // The bucket's fixed regional address (a reference would be circular: its CORS rule names the distribution).
    expect(cfnText(s3.DomainName)).toBe(
      'bookkeeper-dev-files-<AWS::AccountId>-eu-west-2.s3.eu-west-2.<AWS::URLSuffix>',
    );
    expect(s3.OriginAccessControlId).toBeDefined();
    expect(s3.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(b.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    expect([...b.AllowedMethods].sort()).toEqual(['GET', 'HEAD']);
    expect(b.ResponseHeadersPolicyId).toBeDefined();
    const [, files] = Object.entries(resourcesOfType(template, 'AWS::S3::Bucket')).find(([id]) =>
      id.startsWith('FilesBucket'),
    ) ?? ['', undefined];
    expect(files?.Properties?.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('lets the distribution read the public prefix of the files bucket and nothing else', () => {
    // WHY: CDK's own OAC origin would grant CloudFront every object; a path mistake must not
    // expose attachments or exports.
    const policies = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).filter((p) =>
      cfnText(p.Properties?.Bucket).startsWith('<FilesBucket'),
    );
    const statements: Json[] = policies.flatMap((p): Json[] => p.Properties?.PolicyDocument.Statement as Json[]);
    const cloudfront = statements.filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudfront).toHaveLength(1);
    const [grant] = cloudfront;
    expect(grant.Action).toBe('s3:GetObject');
    expect(grant.Effect).toBe('Allow');
    expect(cfnText(grant.Resource)).toMatch(/\/public\/logos\/\*$/);
    expect(cfnText(grant.Condition.StringEquals['AWS:SourceArn'])).toMatch(/:distribution\/<WebDistribution\w+>$/);
  });

  it('synthesises without warnings about bucket or key policies', () => {
    // WHY: CDK warns when it cannot write the OAC grant; a warning here means logos would 403.
    const warnings = Annotations.fromStack(stack).findWarning('*', {});
    expect(warnings.map((w) => JSON.stringify(w.entry.data))).not.toContainEqual(expect.stringMatching(/policy/i));
  });
});
