import { describe, expect, it, vi } from 'vitest';
import { lazyHandlers } from './lazy-handlers';

const module = {
  first: async (input: number, _ctx: unknown) => input + 1,
  second: async (input: string, _ctx: unknown) => `${input}!`,
};

describe('lazyHandlers (handlers whose module loads on first call, decision 0058)', () => {
  it('loads nothing until a call, then the module once for all its handlers', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const handlers = lazyHandlers(load, { first: true, second: true });
    expect(Object.keys(handlers).sort()).toEqual(['first', 'second']);
    expect(load).not.toHaveBeenCalled();
    await expect(handlers.first(1, {})).resolves.toBe(2);
    await expect(handlers.second('a', {})).resolves.toBe('a!');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next call after a failed one', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue(module);
    const handlers = lazyHandlers(load, { first: true, second: true });
    await expect(handlers.first(1, {})).rejects.toThrow('chunk missing');
    await expect(handlers.first(1, {})).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is typed to exactly the module's handlers", () => {
    const load = () => Promise.resolve(module);
    // @ts-expect-error: `second` is missing, so its route would answer 501.
    lazyHandlers(load, { first: true });
    // @ts-expect-error: the module has no `third`.
    lazyHandlers(load, { first: true, second: true, third: true });
  });
});
