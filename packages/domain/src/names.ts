/** Business and user names are shown only when under 48 characters (SPEC §9). */
export const MAX_DISPLAY_NAME_LENGTH = 48;

/**
 * The name to show for a business or user, or the fallback word when it is too long or empty.
 * @example displayName('Acme Ltd', 'Business') // 'Acme Ltd'
 */
export function displayName(name: string | null | undefined, fallback: 'Business' | 'User'): string {
  const trimmed = (name ?? '').trim();
  return trimmed.length > 0 && trimmed.length < MAX_DISPLAY_NAME_LENGTH ? trimmed : fallback;
}
