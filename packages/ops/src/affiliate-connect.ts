import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { resetConfig } from '../../../functions/shared/config';
import { resetSes } from '../../../functions/shared/clients/ses';
import { sendMail } from '../../../functions/shared/mail/send';
import type { AffiliateDelivery } from './affiliate-commands';

/** Where the affiliate command publishes logos and sends mail. */
export interface DeliverySettings {
  tableName: string;
  appUrl: string;
  bucket: string;
  mailFrom: string;
  region: string;
  /** Local stand-ins (both set together, by the local stack); unset for a deployed stage. */
  s3Endpoint?: string;
  sesEndpoint?: string;
  mailConfigurationSet?: string;
  productName?: string;
}

/** The local stack's stand-ins accept this key pair (s3rver checks the key id). */
const LOCAL_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

const STAGE_VARIABLES = ['APP_URL', 'FILES_BUCKET', 'MAIL_FROM'] as const;

/**
 * The settings for a deployed stage (TABLE_NAME set) from the operator's environment, or for the
 * running local stack from the `stack.json` that `npm start` writes into DATA_DIR.
 */
export function deliverySettings(env: NodeJS.ProcessEnv = process.env): DeliverySettings {
  const region = env.AWS_REGION ?? 'eu-west-2';
  if (env.TABLE_NAME) {
    const missing = STAGE_VARIABLES.filter((name) => !env[name]);
    if (missing.length > 0)
      throw new Error(
        `Set ${missing.join(', ')} for the stage too: APP_URL and FILES_BUCKET are the stack outputs AppUrl and FilesBucketName; MAIL_FROM is in any API function's environment.`,
      );
    return {
      tableName: env.TABLE_NAME,
      appUrl: env.APP_URL ?? '',
      bucket: env.FILES_BUCKET ?? '',
      mailFrom: env.MAIL_FROM ?? '',
      region,
      ...(env.MAIL_CONFIGURATION_SET ? { mailConfigurationSet: env.MAIL_CONFIGURATION_SET } : {}),
      ...(env.PRODUCT_NAME ? { productName: env.PRODUCT_NAME } : {}),
    };
  }
  const file = resolve(env.DATA_DIR ?? '.data', 'stack.json');
  if (!existsSync(file))
    throw new Error(`The local stack is not running (no ${file}). Start it with "npm start", or set TABLE_NAME.`);
  const stack = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<string, string>>;
  if (!stack.tableName || !stack.appUrl || !stack.bucket || !stack.s3Endpoint || !stack.sesEndpoint)
    throw new Error('The running local stack is older than this command: restart it with "npm start".');
  return {
    tableName: stack.tableName,
    appUrl: stack.appUrl,
    bucket: stack.bucket,
    mailFrom: env.MAIL_FROM ?? 'no-reply@bookkeeper.local',
    region,
    s3Endpoint: stack.s3Endpoint,
    sesEndpoint: stack.sesEndpoint,
  };
}

/**
 * Connect the command to the files bucket and to the product's own mail path
 * (functions/shared/mail: the same templates, sender and SES client settings the API uses). That
 * code reads its settings from the environment, so they are set here for this process; locally
 * the stand-ins' key pair is set too, so a developer's own AWS credentials never sign a local call.
 */
export function connectDelivery(settings: DeliverySettings): AffiliateDelivery {
  const local = settings.s3Endpoint !== undefined;
  // A stage's mail goes to SES itself, whatever a shell left set.
  if (!settings.sesEndpoint) delete process.env.SES_ENDPOINT;
  Object.assign(process.env, {
    TABLE_NAME: settings.tableName,
    APP_URL: settings.appUrl,
    FILES_BUCKET: settings.bucket,
    MAIL_FROM: settings.mailFrom,
    AWS_REGION: settings.region,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    ...(settings.sesEndpoint ? { SES_ENDPOINT: settings.sesEndpoint } : {}),
    ...(settings.mailConfigurationSet ? { MAIL_CONFIGURATION_SET: settings.mailConfigurationSet } : {}),
    ...(settings.productName ? { PRODUCT_NAME: settings.productName } : {}),
    ...(local ? LOCAL_KEYS : {}),
  });
  resetConfig();
  resetSes();
  const s3 = new S3Client({
    region: settings.region,
    ...(local
      ? {
          endpoint: settings.s3Endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: LOCAL_KEYS.AWS_ACCESS_KEY_ID, secretAccessKey: LOCAL_KEYS.AWS_SECRET_ACCESS_KEY },
        }
      : {}),
  });
  return { appUrl: settings.appUrl, files: { s3, bucket: settings.bucket }, send: sendMail };
}
