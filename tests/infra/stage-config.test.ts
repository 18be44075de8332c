import { RemovalPolicy } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { functionEnvironment, LOCAL_ONLY_VARIABLES } from '../../infra/lib/function-environment';
import { STAGE_NAMES, stageConfig } from '../../infra/lib/stage-config';
import { parseConfig } from '../../functions/shared/config';

const resources = {
  tableName: 'bookkeeper-dev-table',
  filesBucketName: 'bookkeeper-dev-files',
  mailFrom: 'no-reply@dev.mail.example.com',
  mailConfigurationSet: 'bookkeeper-dev',
  appUrl: 'https://d111111abcdef8.cloudfront.net/app',
};

describe('stage configuration', () => {
  it('knows dev, staging and prod, and refuses anything else', () => {
    // WHY: a typo in `-c stage=...` must fail the synth, not deploy a fourth, unconfigured stage.
    expect(STAGE_NAMES).toEqual(['dev', 'staging', 'prod']);
    expect(() => stageConfig('production')).toThrow(/Unknown stage "production"/);
  });

  it('protects data outside dev and lets dev be torn down', () => {
    // WHY: staging and prod hold data worth keeping; dev is rebuilt at will.
    expect(stageConfig('dev')).toMatchObject({ removalPolicy: RemovalPolicy.DESTROY, deletionProtection: false });
    for (const stage of ['staging', 'prod']) {
      expect(stageConfig(stage)).toMatchObject({ removalPolicy: RemovalPolicy.RETAIN, deletionProtection: true });
    }
  });

  it('keeps every stage in London and uses HMRC live hosts only in prod', () => {
    // WHY: UK taxpayer records stay in the UK; test stages must never file real VAT returns.
    for (const stage of STAGE_NAMES) expect(stageConfig(stage).region).toBe('eu-west-2');
    expect(stageConfig('prod').hmrc.apiBaseUrl).toBe('https://api.service.hmrc.gov.uk');
    expect(stageConfig('dev').hmrc.apiBaseUrl).toBe('https://test-api.service.hmrc.gov.uk');
    expect(stageConfig('staging').hmrc.authoriseOrigin).toBe('https://test-www.tax.service.gov.uk');
  });

  it('applies context overrides, and wants a custom domain together with its certificate', () => {
    // WHY: CloudFront cannot serve a custom domain without an ACM certificate (us-east-1).
    const config = stageConfig('prod', {
      mailDomain: 'mail.example.co.uk',
      appDomain: 'app.example.co.uk',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/x',
    });
    expect(config.mailDomain).toBe('mail.example.co.uk');
    expect(config.appDomain?.name).toBe('app.example.co.uk');
    expect(() => stageConfig('prod', { appDomain: 'app.example.co.uk' })).toThrow(/together/);
  });

  it('sends reminders silently outside prod', () => {
    // WHY: dev and staging must not e-mail VAT reminders to real people.
    expect(stageConfig('dev').features.vatRemindersSilent).toBe(true);
    expect(stageConfig('staging').features.vatRemindersSilent).toBe(true);
    expect(stageConfig('prod').features.vatRemindersSilent).toBe(false);
  });
});

describe('function environment', () => {
  it("is accepted by the functions' own config parser, for every stage", () => {
    // WHY: a variable the functions reject would fail every cold start in AWS only.
    for (const stage of STAGE_NAMES) {
      const parsed = parseConfig(functionEnvironment(stageConfig(stage), resources));
      expect(parsed).toMatchObject({
        STAGE: stage,
        TABLE_NAME: resources.tableName,
        FILES_BUCKET: resources.filesBucketName,
        APP_URL: resources.appUrl,
      });
    }
  });

  it('never contains the local-only endpoints', () => {
    // WHY: these point the SDK clients at the local stand-ins (functions/shared/config.ts).
    const env = functionEnvironment(stageConfig('prod'), resources);
    for (const name of LOCAL_ONLY_VARIABLES) expect(env).not.toHaveProperty(name);
    const parsed = parseConfig(env);
    for (const name of LOCAL_ONLY_VARIABLES) expect(parsed[name]).toBeUndefined();
  });

  it('carries the stage feature flags and log level', () => {
    // WHY: flags are switched per stage in StageConfig, and must reach the functions as FEATURE_*.
    const env = functionEnvironment(stageConfig('prod'), resources);
    expect(env).toMatchObject({ FEATURE_VAT_REMINDERS_SILENT: 'false', FEATURE_INVOICES: 'true', LOG_LEVEL: 'INFO' });
  });
});
