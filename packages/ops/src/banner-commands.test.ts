import { describe, expect, it } from 'vitest';
import { parseBannerArgs } from './banner-commands';

describe('banner command arguments', () => {
  it('reads add with colour names and the clearable flag', () => {
    expect(parseBannerArgs(['add', '--message', ' Hello ', '--colour', 'gold', '--clearable'])).toEqual({
      command: 'add',
      options: { message: 'Hello', colour: 2, clearable: true },
    });
    expect(parseBannerArgs(['add', '--message', 'x'])).toEqual({
      command: 'add',
      options: { message: 'x', colour: 1, clearable: false },
    });
  });
  it('explains what is wrong instead of guessing', () => {
    expect(parseBannerArgs(['add'])).toMatchObject({ command: 'help', error: expect.stringContaining('--message') });
    expect(parseBannerArgs(['add', '--message', 'x', '--colour', 'pink'])).toMatchObject({
      command: 'help',
      error: expect.stringContaining('primary, gold or danger'),
    });
    expect(parseBannerArgs(['remove'])).toMatchObject({ command: 'help', error: expect.stringContaining('id') });
    expect(parseBannerArgs(['frobnicate'])).toMatchObject({ command: 'help', error: 'Unknown command frobnicate' });
    expect(parseBannerArgs([])).toEqual({ command: 'help' });
  });
});
