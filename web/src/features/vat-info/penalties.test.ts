import { describe, expect, it } from 'vitest';
import { thresholdText } from './penalties';

describe('late submission penalty threshold text (SPEC §4)', () => {
  it('below the threshold: a penalty on reaching that many points', () => {
    expect(thresholdText({ activePenaltyPoints: 1, regimeThreshold: 4, penaltyChargeAmount: 200 })).toBe(
      'You have 1 of 4 penalty points. You will be charged a penalty of £200.00 when you reach 4 points.',
    );
  });
  it('at or above the threshold: a further penalty follows another late return', () => {
    const text = thresholdText({ activePenaltyPoints: 4, regimeThreshold: 4, penaltyChargeAmount: 200 });
    expect(text).toBe(
      'You have reached the penalty threshold of 4 points. You will be charged a further penalty of £200.00 each time you send another return late.',
    );
    expect(thresholdText({ activePenaltyPoints: 5, regimeThreshold: 4 })).toMatch(/further penalty each time/);
  });
  it('says nothing without a summary', () => {
    expect(thresholdText(undefined)).toBeNull();
  });
});
