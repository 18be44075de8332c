/**
 * The single table's shape, shared by CDK (`infra/`) and the local stack so both create the
 * same table. Key attribute names are generic on purpose (single-table design, STYLE §7).
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB TTL deletes the item some time after it passes. */
  ttlAttribute: 'ttl',
  indexes: [
    /** Inverted and alternate lookups: e.g. a user's businesses, e-mail to user. */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  ],
} as const;

export type TableDefinition = typeof TABLE;
