/** The rules of a new password (decision 0055), without the estimator: cheap to import anywhere. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
/** zxcvbn's score runs 0 (too guessable) to 4 (very unguessable); 3 resists offline guessing of a slow hash. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  weak: 'Choose a stronger password',
  personal: 'do not use your name, email address or business name in it.',
  fallback: 'add more words that are less common, or make it longer.',
  confirmMismatch: 'Confirm password must match password',
} as const;

/** The meter's words by score, so the strength is never told by colour alone. */
export const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** Words of the product an attacker would try on any of its accounts. */
export const PRODUCT_WORDS = ['bookkeeper', 'bookkeeping', 'making tax digital', 'mtd', 'vat', 'hmrc'] as const;

/**
 * The person's own details as separate words: the whole value and its parts, so
 * "jo.smith@example.com" also counts "jo", "smith" and "example".
 * @example personalWords(['Jo Smith', 'jo.smith@example.com']) // ['jo smith', 'jo', 'smith', 'jo.smith@example.com', 'jo.smith', 'example', 'com', …]
 */
export function personalWords(values: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>(PRODUCT_WORDS);
  for (const value of values) {
    const whole = value?.trim().toLowerCase();
    if (!whole) continue;
    words.add(whole);
    const [local, domain] = whole.split('@');
    if (local && domain) words.add(local);
    for (const part of whole.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 2) words.add(part);
  }
  return [...words];
}
