import { describe, expect, it } from 'vitest';
import { money } from './money';

describe('VAT information money', () => {
  it('shows pounds with two decimals and commas, and nothing when HMRC gave nothing', () => {
    expect(money(1234.5)).toBe('£1,234.50');
    expect(money(-20)).toBe('-£20.00');
    expect(money(undefined)).toBe('');
  });
});
