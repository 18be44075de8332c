import { describe, expect, it } from 'vitest';
import { EXPORTS_PREFIX } from '@bk/data';
import { cfnText, functionId, onlyResource, resourcesOfType, synthStage, type Json } from './helpers';

const dev = synthStage('dev').template;
const prod = synthStage('prod').template;

const isFilesBucket = (p: Record<string, Json>) => cfnText(p.BucketName).startsWith('bookkeeper-');

describe('files, web and log buckets', () => {
  it('block all public access on every bucket, in every stage', () => {
    // WHY: attachments are receipts and invoices of real businesses; no bucket may ever be public,
    // whatever a later policy or ACL says.
    for (const template of [dev, prod]) {
      const buckets = Object.values(resourcesOfType(template, 'AWS::S3::Bucket'));
      expect(buckets).toHaveLength(3);
      for (const bucket of buckets) {
        expect(bucket.Properties?.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
    }
  });

  it('deny every request without TLS (enforceSSL) on every bucket', () => {
    // WHY: presigned URLs carry credentials in the query; plain HTTP must be refused by S3 itself.
    const policies = Object.values(resourcesOfType(dev, 'AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(3);
    for (const policy of policies) {
      const statements = policy.Properties?.PolicyDocument.Statement as { Effect: string; Condition?: Json }[];
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('grant nothing to anonymous principals in any bucket policy', () => {
    // WHY: the only `*` principal allowed is in the TLS Deny; every Allow names a service or a role.
    for (const policy of Object.values(resourcesOfType(dev, 'AWS::S3::BucketPolicy'))) {
      const statements = policy.Properties?.PolicyDocument.Statement as { Effect: string; Principal: Json }[];
      for (const s of statements.filter((st) => st.Effect === 'Allow')) {
        expect(JSON.stringify(s.Principal)).not.toMatch(/"\*"/);
      }
    }
  });

  it('keep versions of attachments and clean up abandoned uploads', () => {
    // WHY: a user replacing or deleting a receipt by mistake can be helped (versioning); a presigned
    // upload that never completes must not leave billable parts behind.
    const [, files] = onlyResource(dev, 'AWS::S3::Bucket', isFilesBucket);
    expect(files.Properties?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = files.Properties?.LifecycleConfiguration.Rules as Record<string, Json>[];
    expect(rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
    );
    expect(rules).toContainEqual(expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }));
  });

  it('expire large CSV exports a day after they are written, old versions included', () => {
    // WHY: an export too large for a response is stored under exports/ and fetched through a
    // 5-minute address (decision 0034); a business's whole ledger must not stay in storage after
    // that, and in a versioned bucket an expired object would otherwise live on as an old version.
    for (const template of [dev, prod]) {
      const [, files] = onlyResource(template, 'AWS::S3::Bucket', isFilesBucket);
      const rules = files.Properties?.LifecycleConfiguration.Rules as Record<string, Json>[];
      expect(rules).toContainEqual(
        expect.objectContaining({
          Prefix: EXPORTS_PREFIX,
          Status: 'Enabled',
          ExpirationInDays: 1,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        }),
      );
    }
  });

  it('accept browser uploads (presigned POST) only from the app origin', () => {
    // WHY: the browser posts files straight to S3 (ARCHITECTURE "Data"); CORS must name our
    // CloudFront origin and nothing else.
    const [, files] = onlyResource(dev, 'AWS::S3::Bucket', isFilesBucket);
    const rules = files.Properties?.CorsConfiguration.CorsRules as {
      AllowedOrigins: unknown[];
      AllowedMethods: string[];
    }[];
    expect(rules).toHaveLength(1);
    expect(rules[0]?.AllowedOrigins.map(cfnText)).toEqual([
      expect.stringMatching(/^https:\/\/<WebDistribution\w+\.DomainName>$/),
    ]);
    expect(rules[0]?.AllowedMethods.sort()).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('send server access logs of the files and web buckets to the log bucket', () => {
    // WHY: who fetched which attachment is evidence in an incident (cdk-nag S1).
    const logged = Object.values(resourcesOfType(dev, 'AWS::S3::Bucket')).filter(
      (b) => b.Properties?.LoggingConfiguration,
    );
    expect(logged.map((b) => b.Properties?.LoggingConfiguration.LogFilePrefix as string).sort()).toEqual([
      'files/',
      'web/',
    ]);
  });

  it('keep bucket contents when a prod stack is deleted', () => {
    // WHY: a mistaken `cdk destroy` on prod must not take customers' files with it.
    for (const bucket of Object.values(resourcesOfType(prod, 'AWS::S3::Bucket'))) {
      expect(bucket.DeletionPolicy).toBe('Retain');
    }
    expect(Object.keys(resourcesOfType(prod, 'Custom::S3AutoDeleteObjects'))).toEqual([]);
  });
});

describe('mail', () => {
  it('verifies the stage mail domain in SES with a configuration set that requires TLS', () => {
    // WHY: invoices and VAT reminders are sent from the stage's own domain (DKIM-signed), and the
    // configuration set keeps bounce/complaint suppression and reputation metrics.
    const [setId, set] = onlyResource(dev, 'AWS::SES::ConfigurationSet');
    expect(set.Properties?.DeliveryOptions).toEqual({ TlsPolicy: 'REQUIRE' });
    const [, identity] = onlyResource(dev, 'AWS::SES::EmailIdentity');
    expect(identity.Properties?.EmailIdentity).toBe('dev.mail.bookkeeper.example.com');
    expect(identity.Properties?.ConfigurationSetAttributes).toEqual({ ConfigurationSetName: { Ref: setId } });
  });

  it('tells the functions to send from that domain with that configuration set', () => {
    // WHY: a MAIL_FROM outside the verified identity would be rejected by SES.
    const [setId] = onlyResource(dev, 'AWS::SES::ConfigurationSet');
    const fn = resourcesOfType(dev, 'AWS::Lambda::Function')[functionId(dev, 'bookkeeper-dev-invoice')];
    const env = fn?.Properties?.Environment.Variables as Record<string, unknown>;
    expect(env.MAIL_FROM).toBe('no-reply@dev.mail.bookkeeper.example.com');
    expect(env.MAIL_CONFIGURATION_SET).toEqual({ Ref: setId });
  });
});
