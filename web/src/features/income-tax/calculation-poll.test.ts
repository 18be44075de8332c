import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, LONGEST_WAIT_MS, nextPollDelay } from './calculation-poll';

describe('nextPollDelay', () => {
  it('waits longer after each pending answer', () => {
    const waits = Array.from({ length: 6 }, (_, i) => nextPollDelay(i, 0, 0));
    expect(waits).toEqual([2_000, 3_000, 5_000, 8_000, 12_000, 15_000]);
  });

  it('never waits more than the longest wait', () => {
    expect(nextPollDelay(40, 0, 0)).toBe(LONGEST_WAIT_MS);
  });

  it('stops asking once the time is up', () => {
    expect(nextPollDelay(3, 0, GIVE_UP_AFTER_MS - 1)).toBe(8_000);
    expect(nextPollDelay(3, 0, GIVE_UP_AFTER_MS)).toBeNull();
  });
});
