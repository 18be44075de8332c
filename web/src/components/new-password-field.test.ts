import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password-field';

describe('the new-password check before sending', () => {
  it("says what the server says, counting the person's details and the product's name", async () => {
    expect(await newPasswordProblem('', ['Jo'])).toBeNull();
    expect(await newPasswordProblem('aaaaaaaa', [])).toBe(
      'Choose a stronger password: repeated characters like "aaa" are easy to guess.',
    );
    const personal = 'Choose a stronger password: do not use your name, email address or business name in it.';
    expect(await newPasswordProblem('jo.smith@example.com', ['Jo Smith', 'jo.smith@example.com'])).toBe(personal);
    expect(await newPasswordProblem('Bookkeeper2026', [])).toBe(personal);
    expect(await newPasswordProblem('kettle-orbit-57-lantern', ['Jo Smith'])).toBeNull();
  });
});
