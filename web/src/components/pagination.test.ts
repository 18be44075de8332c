import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems (SPEC §9 pagination)', () => {
  it('lists every page when fewer than 5', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('shows the first, a window of 3 and the last otherwise', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, null, 6]);
    expect(pageItems(4, 6)).toEqual([1, null, 3, 4, 5, 6]);
    expect(pageItems(7, 20)).toEqual([1, null, 6, 7, 8, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 17, 18, 19, 20]);
  });
});
