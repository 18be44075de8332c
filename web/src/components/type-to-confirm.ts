/** SPEC §5 "Confirm dialogs": the default word a person types to confirm a deletion. */
export const DEFAULT_CONFIRM_TEXT = 'DELETE';

/**
 * Whether what was typed confirms the action: exactly the expected text, case and spaces
 * included (SPEC §5 "type-to-confirm requires exact, case-sensitive text").
 * @example confirmationMatches('delete', 'DELETE') // false
 */
export function confirmationMatches(typed: string, expected: string): boolean {
  return expected.length > 0 && typed === expected;
}
