import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../functions/shared/config';
import { hmrcSettings } from '../../functions/hmrc/service';
import { functionEnvironment } from '../../infra/lib/function-environment';
import { stageConfig } from '../../infra/lib/stage-config';

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
