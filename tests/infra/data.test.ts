import { describe, expect, it } from 'vitest';
import { TABLE } from '../../packages/data/src/table-definition';
import { onlyResource, synthStage } from './helpers';

const dev = synthStage('dev').template;
const prod = synthStage('prod').template;

function table(template: typeof dev) {
  return onlyResource(template, 'AWS::DynamoDB::GlobalTable')[1];
}

describe('data: the single DynamoDB table', () => {
  it('has point-in-time recovery on in every stage', () => {
    // WHY: a bad import or deletion must be recoverable to the second (ARCHITECTURE "Data": PITR).
    for (const template of [dev, prod]) {
      const replicas = table(template).Properties?.Replicas as {
        PointInTimeRecoverySpecification?: { PointInTimeRecoveryEnabled?: boolean };
      }[];
      expect(replicas.length).toBeGreaterThan(0);
      for (const replica of replicas)
        expect(replica.PointInTimeRecoverySpecification?.PointInTimeRecoveryEnabled).toBe(true);
    }
  });

  it('expires items on the TTL attribute the data layer writes', () => {
    // WHY: sessions and one-time tokens are deleted by DynamoDB TTL on `ttl` (packages/data TABLE).
    expect(table(dev).Properties?.TimeToLiveSpecification).toEqual({
      AttributeName: TABLE.ttlAttribute,
      Enabled: true,
    });
  });

  it('has the keys and index of packages/data TABLE', () => {
    // WHY: the local stack creates its table from the same TABLE; AWS must match or queries differ.
    const props = table(dev).Properties ?? {};
    expect(props.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    const indexes = (props.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown }[]).map((i) => ({
      name: i.IndexName,
      keys: i.KeySchema,
    }));
    expect(indexes).toEqual(
      TABLE.indexes.map((i) => ({
        name: i.name,
        keys: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
      })),
    );
  });

  it('bills on demand and is encrypted with a KMS key', () => {
    // WHY: load is spiky (month and quarter ends); on-demand scales without capacity planning.
    // Encryption at rest with KMS keeps the key use auditable in CloudTrail.
    const props = table(dev).Properties ?? {};
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.SSESpecification).toEqual({ SSEEnabled: true, SSEType: 'KMS' });
  });

  it('has deletion protection and RETAIN in prod', () => {
    // WHY: losing the prod table loses every customer's books; neither a console click nor a stack
    // deletion may remove it.
    const [, resource] = onlyResource(prod, 'AWS::DynamoDB::GlobalTable');
    const replicas = resource.Properties?.Replicas as { DeletionProtectionEnabled?: boolean }[];
    expect(replicas.every((r) => r.DeletionProtectionEnabled === true)).toBe(true);
    expect(resource.DeletionPolicy).toBe('Retain');
    expect(resource.UpdateReplacePolicy).toBe('Retain');
  });

  it('has no deletion protection in dev, and is deleted with the stack', () => {
    // WHY: dev is torn down and rebuilt freely; protection there would only block `cdk destroy`.
    const [, resource] = onlyResource(dev, 'AWS::DynamoDB::GlobalTable');
    const replicas = resource.Properties?.Replicas as { DeletionProtectionEnabled?: boolean }[];
    expect(replicas.every((r) => r.DeletionProtectionEnabled === false)).toBe(true);
    expect(resource.DeletionPolicy).toBe('Delete');
  });
});
