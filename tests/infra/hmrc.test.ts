import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../functions/shared/config';
import { hmrcSettings } from '../../functions/hmrc/service';
import { functionEnvironment } from '../../infra/lib/function-environment';
import { stageConfig } from '../../infra/lib/stage-config';
import {
  actionsOf,
  appFunctions,
  cfnText,
  onlyResource,
  resourcesOfType,
  statementsOfFunction,
  synthStage,
} from './helpers';

const resources = {
  tableName: 't',
  filesBucketName: 'b',
  mailFrom: 'no-reply@example.com',
  mailConfigurationSet: 'c',
  appUrl: 'https://app.example.com/app',
};

describe('HMRC settings of a deployed stage', () => {
  it("points prod at HMRC's production and the other stages at HMRC's sandbox, by secret name only", () => {
    // WHY: a sandbox stage must never file real returns, and production must never pass Gov-Test-Scenario.
    const prod = hmrcSettings(parseConfig(functionEnvironment(stageConfig('prod'), resources)));
    expect(prod).toMatchObject({
      apiBaseUrl: 'https://api.service.hmrc.gov.uk',
      authoriseOrigin: 'https://www.tax.service.gov.uk',
      redirectUri: 'https://app.example.com/app/',
      sandbox: false,
    });
    for (const stage of ['dev', 'staging'] as const) {
      const env = functionEnvironment(stageConfig(stage), resources);
      expect(env).toMatchObject({ HMRC_MODE: 'sandbox', HMRC_CLIENT_SECRET_NAME: `bookkeeper/${stage}/hmrc-client` });
      expect(env).not.toHaveProperty('HMRC_CLIENT_SECRET');
      expect(hmrcSettings(parseConfig(env))).toMatchObject({
        apiBaseUrl: 'https://test-api.service.hmrc.gov.uk',
        authoriseOrigin: 'https://test-www.tax.service.gov.uk',
        sandbox: true,
      });
    }
  });
});

describe('HMRC token key and client secret', () => {
  const { template } = synthStage('prod');
  const names = Object.values(appFunctions(template)).map((f) => String(f.Properties?.FunctionName));
  // The stage has other keys (TOTP secrets, alarm topic, backup vault): this one is found by its alias.
  const [, alias] = onlyResource(
    template,
    'AWS::KMS::Alias',
    (p) => p.AliasName === 'alias/bookkeeper-prod-hmrc-tokens',
  );
  const keyId = (alias.Properties?.TargetKeyId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

  it('creates a rotated KMS key under the alias the functions are given', () => {
    // WHY: stored HMRC tokens are as good as the taxpayer's authority; KMS keeps their key out of the table.
    const key = resourcesOfType(template, 'AWS::KMS::Key')[keyId];
    expect(key?.Properties?.EnableKeyRotation).toBe(true);
    expect(functionEnvironment(stageConfig('prod'), resources).HMRC_TOKEN_KMS_KEY_ID).toBe(
      'alias/bookkeeper-prod-hmrc-tokens',
    );
  });

  it('lets only the hmrc function and the VAT reminders job use the key and read the OAuth client secret', () => {
    // WHY: a function that can decrypt the tokens can act for every business at HMRC. The
    // reminders job reads each linked business's open obligations (and may refresh its tokens).
    for (const name of names) {
      const statements = statementsOfFunction(template, name);
      const kms = actionsOf(statements.filter((s) => cfnText(s.Resource).includes(`<${keyId}.Arn>`))).filter((a) =>
        a.startsWith('kms:'),
      );
      const secrets = statements
        .filter((s) => actionsOf([s]).includes('secretsmanager:GetSecretValue'))
        .flatMap((s) => (Array.isArray(s.Resource) ? (s.Resource as unknown[]) : [s.Resource]).map(cfnText))
        // Every API function reads the origin-verify value (web.test.ts).
        .filter((r) => !r.startsWith('<OriginVerifySecret'));
      if (name === 'bookkeeper-prod-hmrc' || name === 'bookkeeper-prod-job-vat-reminders') {
        expect(kms.sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
        expect(secrets).toEqual([
          'arn:aws:secretsmanager:eu-west-2:<AWS::AccountId>:secret:bookkeeper/prod/hmrc-client-??????',
        ]);
      } else {
        expect(kms, name).toEqual([]);
        expect(secrets, name).toEqual([]);
      }
    }
  });
});
