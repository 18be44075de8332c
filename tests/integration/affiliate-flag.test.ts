import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LambdaHandler } from '../../functions/shared/api/types';
import { resetConfig } from '../../functions/shared/config';
import { api } from '../support/api-client';
import { handlerTransport } from '../support/api-transports';
import { seedUser } from '../support/seed';
import { ENROL, submitBody } from './affiliate-support';

/**
 * With FEATURE_AFFILIATE off (as in AWS stages by default) the programme does not exist: the
 * state says disabled and every other call answers 404. The local stack has it on, so the
 * affiliate handler runs here, on the stack's table, with the flag off.
 */
describe('affiliate programme switched off (FEATURE_AFFILIATE)', () => {
  let handler: LambdaHandler;
  let envBefore: NodeJS.ProcessEnv;
  beforeAll(async () => {
    envBefore = { ...process.env };
    Object.assign(process.env, inject('stackEnv'), { FEATURE_AFFILIATE: 'false', LOG_LEVEL: 'SILENT' });
    resetConfig();
    ({ handler } = await import('../../functions/affiliate/index'));
  });
  afterAll(() => {
    process.env = envBefore;
    resetConfig();
  });

  it('says disabled and answers 404 to everything else', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const client = api(token, { transport: handlerTransport(() => handler) });
    expect(await client.ok('affiliatePublicVisible')).toBe(false);
    expect(await client.ok('affiliateGet')).toEqual({ enabled: false, enrolled: false, hasActiveProfile: false });
    const replies = await Promise.all([
      client.call('affiliateEnroll', { body: ENROL }),
      client.call('affiliateProfileSubmit', { body: submitBody('switched-off') }),
      client.call('affiliateProfileSlug', { body: { slug: 'switched-off' } }),
      client.call('affiliateProfile'),
      client.call('affiliateProfileState'),
      client.call('affiliateLinks'),
      client.call('affiliateStats'),
      client.call('affiliateWithdraw'),
      client.call('affiliateDirectoryList'),
      client.call('affiliateDirectoryProfile', { params: { slug: 'switched-off' } }),
      client.call('affiliateDirectoryEvent', { params: { slug: 'switched-off' }, body: { kind: 'view' } }),
    ]);
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 404));
  });
});
