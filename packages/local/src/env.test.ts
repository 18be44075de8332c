import { describe, expect, it } from 'vitest';
import { applyEnv, buildStackEnv, resolveLogLevel } from './env';

const input = {
  tableName: 't',
  bucket: 'b',
  mailFrom: 'm@x.test',
  appUrl: 'http://localhost:3000/app',
  dynamodbEndpoint: 'http://127.0.0.1:1',
  s3Endpoint: 'http://127.0.0.1:2',
  sesEndpoint: 'http://127.0.0.1:3',
  lambdaEndpoint: 'http://127.0.0.1:4',
  logLevel: 'WARN' as const,
};

describe('stack environment', () => {
  it('sets what functions/shared/config.ts reads, with dummy credentials and local endpoints only', () => {
    const env = buildStackEnv(input);
    expect(env).toMatchObject({
      STAGE: 'local',
      AWS_REGION: 'eu-west-2',
      TABLE_NAME: 't',
      FILES_BUCKET: 'b',
      MAIL_FROM: 'm@x.test',
      APP_URL: 'http://localhost:3000/app',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:1',
      S3_ENDPOINT: 'http://127.0.0.1:2',
      SES_ENDPOINT: 'http://127.0.0.1:3',
      LAMBDA_ENDPOINT: 'http://127.0.0.1:4',
      AWS_ENDPOINT_URL_LAMBDA: 'http://127.0.0.1:4',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      VALIDATE_RESPONSES: 'true',
      LOG_LEVEL: 'WARN',
    });
  });

  it('hides real credentials while running and restores everything afterwards', () => {
    const target: NodeJS.ProcessEnv = {
      AWS_ACCESS_KEY_ID: 'AKIAREAL',
      AWS_SESSION_TOKEN: 'real-session',
      AWS_PROFILE: 'prod',
      KEEP: 'yes',
    };
    const restore = applyEnv(buildStackEnv(input), target);
    expect(target.AWS_ACCESS_KEY_ID).toBe('S3RVER');
    expect(target.AWS_SESSION_TOKEN).toBeUndefined();
    expect(target.AWS_PROFILE).toBeUndefined();
    restore();
    expect(target).toEqual({
      AWS_ACCESS_KEY_ID: 'AKIAREAL',
      AWS_SESSION_TOKEN: 'real-session',
      AWS_PROFILE: 'prod',
      KEEP: 'yes',
    });
  });

  it('chooses the functions log level: option, then shell, then SILENT in tests, else WARN', () => {
    expect(resolveLogLevel('DEBUG', { LOG_LEVEL: 'INFO' })).toBe('DEBUG');
    expect(resolveLogLevel(undefined, { LOG_LEVEL: 'info' })).toBe('INFO');
    expect(resolveLogLevel(undefined, { VITEST: 'true' })).toBe('SILENT');
    expect(resolveLogLevel(undefined, {})).toBe('WARN');
  });
});
