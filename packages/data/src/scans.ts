import type { ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';
import { ledgerPrefixes } from './keys';

/**
 * The Scans of background jobs and operator commands, as inputs: the expressions live here with
 * every other one, while the Scan itself is sent by the job or command (lint keeps Scan out of
 * request paths and out of this package). ACCESS_PATTERNS.md "Scans".
 */
export const scans = {
  /** Keys of every item whose `ttl` (epoch seconds) is at or before `nowSeconds` (housekeeping). */
  expiredItems: (db: Db, nowSeconds: number): ScanCommandInput => ({
    TableName: db.table,
    FilterExpression: '#ttl <= :now',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':now': nowSeconds },
    ProjectionExpression: 'pk, sk',
  }),
  /** Partition keys of the bank account items, so of every business with an account (balance check). */
  accountPartitions: (db: Db): ScanCommandInput => ({
    TableName: db.table,
    FilterExpression: 'begins_with(sk, :sk)',
    ProjectionExpression: 'pk',
    ExpressionAttributeValues: { ':sk': ledgerPrefixes.account },
  }),
} as const;
