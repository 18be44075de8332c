import { inject } from 'vitest';
import { affiliateCommands, type AffiliateDelivery } from '../../packages/ops/src/affiliate-commands';
import { connectDelivery } from '../../packages/ops/src/affiliate-connect';
import { stackDb } from './seed';

let delivery: AffiliateDelivery | undefined;

/**
 * The operators' review command's functions (decision 0062) on the tests' local stack, as
 * `npm run affiliate` runs them: the table, the files bucket and the SES sink of that stack.
 */
export function reviewCommands() {
  const env = inject('stackEnv');
  delivery ??= connectDelivery({
    tableName: env.TABLE_NAME ?? '',
    appUrl: env.APP_URL ?? '',
    bucket: env.FILES_BUCKET ?? '',
    mailFrom: env.MAIL_FROM ?? '',
    region: env.AWS_REGION ?? 'eu-west-2',
    s3Endpoint: env.S3_ENDPOINT ?? '',
    sesEndpoint: env.SES_ENDPOINT ?? '',
  });
  return affiliateCommands(stackDb(), delivery);
}
