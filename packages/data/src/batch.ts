import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { StandardRetryStrategy } from '@smithy/core/retry';
import type { Db } from './db';

/** Sends of one batch (the first included) before what DynamoDB still leaves unprocessed is an error. */
export const BATCH_ATTEMPTS = 8;

/** The part of the SDK's retry strategy a batch uses (a test may give one that does not wait). */
export type BatchRetryStrategy = Pick<
  StandardRetryStrategy,
  'acquireInitialRetryToken' | 'refreshRetryTokenForRetry' | 'recordSuccess'
>;

/**
 * Send a batch, then again with what DynamoDB left unprocessed, until nothing is left. DynamoDB
 * leaves requests of BatchWriteItem and BatchGetItem unprocessed when the table is busy, and asks
 * for them to be sent again with exponential backoff: the waits and the limit on attempts are the
 * AWS SDK's own standard retry strategy (the one its clients apply to throttling), so this code
 * only says what to send again. Throws when the strategy refuses a further attempt.
 * @example await sendUntilProcessed(keys, async (pending) => (await send(pending)).unprocessed)
 */
export async function sendUntilProcessed<R>(
  requests: readonly R[],
  send: (pending: R[]) => Promise<readonly R[] | undefined>,
  retry: BatchRetryStrategy = new StandardRetryStrategy(BATCH_ATTEMPTS),
): Promise<void> {
  let pending = [...requests];
  let token = await retry.acquireInitialRetryToken('dynamodb-batch');
  while (pending.length > 0) {
    pending = [...((await send(pending)) ?? [])];
    if (pending.length === 0) break;
    try {
      token = await retry.refreshRetryTokenForRetry(token, { errorType: 'THROTTLING' });
    } catch {
      throw new Error(`DynamoDB left ${pending.length} batch request(s) unprocessed`);
    }
  }
  retry.recordSuccess(token);
}

/**
 * Delete items by key: BatchWriteItem, 25 a call, sending unprocessed deletes again as
 * {@link sendUntilProcessed} says. Deleting what is gone is a no-op.
 * @example await deleteKeys(db, [ledgerKeys.incomplete('b1', 't1')])
 */
export async function deleteKeys(db: Db, itemKeys: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < itemKeys.length; i += 25)
    await sendUntilProcessed(
      itemKeys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
      async (pending) => {
        const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.table]: pending } }));
        return out.UnprocessedItems?.[db.table] as typeof pending | undefined;
      },
    );
}
