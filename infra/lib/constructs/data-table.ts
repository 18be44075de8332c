import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE } from '../../../packages/data/src/table-definition';
import type { StageConfig } from '../stage-config';

/** Props of {@link DataTable}. */
export interface DataTableProps {
  readonly config: StageConfig;
}

/**
 * The stage's single DynamoDB table (ARCHITECTURE "Data"), shaped by `TABLE` from
 * `packages/data` so the local stack and AWS create the same keys, index and TTL attribute.
 * On-demand billing, point-in-time recovery, encryption with the AWS-managed key, and deletion
 * protection plus RETAIN outside dev.
 */
export class DataTable extends Construct {
  /** The table; its name reaches the functions as `TABLE_NAME`. */
  readonly table: TableV2;
  /** ARNs of the table's secondary indexes, for IAM statements that name each one. */
  readonly indexArns: string[];

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id);
    const { config } = props;
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
      encryption: TableEncryptionV2.awsManagedKey(),
      globalSecondaryIndexes: TABLE.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
    });
    this.indexArns = TABLE.indexes.map((index) => `${this.table.tableArn}/index/${index.name}`);
  }
}
