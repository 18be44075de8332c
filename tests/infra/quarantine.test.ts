import { describe, expect, it } from 'vitest';
import { QUARANTINE_PREFIX } from '@bk/data';
import { cfnText, onlyResource, synthStage, type Json } from './helpers';

const isFilesBucket = (p: Record<string, Json>) => cfnText(p.BucketName).startsWith('bookkeeper-');

describe('attachment upload quarantine', () => {
  it('expires uploads left in the quarantine prefix after a day, old versions included', () => {
    // WHY: uploads land in quarantine until confirmed and copied out (decision 0054); one never
    // confirmed, or posted again with a still-valid form after its confirmation, must not stay.
    const [, files] = onlyResource(synthStage('dev').template, 'AWS::S3::Bucket', isFilesBucket);
    const rules = files.Properties?.LifecycleConfiguration.Rules as Record<string, Json>[];
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'ExpireQuarantine',
        Prefix: QUARANTINE_PREFIX,
        Status: 'Enabled',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      }),
    );
  });
});
