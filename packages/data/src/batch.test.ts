import { ConfiguredRetryStrategy } from '@smithy/core/retry';
import { describe, expect, it } from 'vitest';
import { sendUntilProcessed } from './batch';

// The SDK's strategy with no wait between attempts, so the test does not sleep: 4 sends at most.
const noWait = () => new ConfiguredRetryStrategy(4, 0);

describe('sendUntilProcessed', () => {
  it('sends once when DynamoDB processes everything', async () => {
    const sent: number[][] = [];
    await sendUntilProcessed([1, 2, 3], async (pending) => (sent.push(pending), []), noWait());
    expect(sent).toEqual([[1, 2, 3]]);
  });

  it('sends again only what was left unprocessed, until nothing is left', async () => {
    const sent: number[][] = [];
    const left = [[2, 3], [3], undefined];
    await sendUntilProcessed([1, 2, 3], async (pending) => (sent.push(pending), left.shift()), noWait());
    expect(sent).toEqual([[1, 2, 3], [2, 3], [3]]);
  });

  it('gives up with an error once the strategy allows no further attempt', async () => {
    let sends = 0;
    await expect(sendUntilProcessed(['a'], async (pending) => (sends++, pending), noWait())).rejects.toThrow(
      'DynamoDB left 1 batch request(s) unprocessed',
    );
    expect(sends).toBe(4);
  });
});
